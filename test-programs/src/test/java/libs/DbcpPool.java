package libs;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import org.apache.commons.dbcp.BasicDataSource;

/**
 * commons-dbcp 1.4 pooling the connections of a small JDBC driver of the program's own (its
 * connections are proxies that count what is done to them), registered with DriverManager.
 */
public class DbcpPool {
    static int opened, closed;

    public static final class CountingDriver implements Driver {
        static { try { DriverManager.registerDriver(new CountingDriver()); } catch (SQLException e) { throw new ExceptionInInitializerError(e); } }

        @Override public Connection connect(String url, Properties info) {
            if (!acceptsURL(url)) return null;
            int id = ++opened;
            boolean[] isClosed = {false};
            return (Connection) Proxy.newProxyInstance(DbcpPool.class.getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> {
                switch (m.getName()) {
                    case "close": if (!isClosed[0]) { isClosed[0] = true; closed++; } return null;
                    case "isClosed": return isClosed[0];
                    case "getAutoCommit": return true;
                    case "isReadOnly": return false;
                    case "getTransactionIsolation": return Connection.TRANSACTION_READ_COMMITTED;
                    case "getCatalog": return "catalog";
                    case "toString": return "connection " + id;
                    case "hashCode": return id;
                    case "equals": return p == args[0];
                    case "getWarnings": return null;
                    case "clearWarnings": case "setAutoCommit": case "setReadOnly": case "commit": case "rollback": return null;
                    default: throw new SQLFeatureNotSupportedException(m.getName());
                }
            });
        }

        @Override public boolean acceptsURL(String url) { return url.startsWith("jdbc:counting:"); }
        @Override public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) { return new DriverPropertyInfo[0]; }
        @Override public int getMajorVersion() { return 1; }
        @Override public int getMinorVersion() { return 0; }
        @Override public boolean jdbcCompliant() { return false; }
        @Override public Logger getParentLogger() throws SQLFeatureNotSupportedException { throw new SQLFeatureNotSupportedException(); }
    }

    public static void main(String[] args) throws Exception {
        BasicDataSource ds = new BasicDataSource();
        ds.setDriverClassName(CountingDriver.class.getName());
        ds.setUrl("jdbc:counting:test");
        ds.setMaxActive(2);
        ds.setMaxWait(10);
        Connection a = ds.getConnection(), b = ds.getConnection();
        System.out.println("active " + ds.getNumActive() + " idle " + ds.getNumIdle() + " opened " + opened);
        try { ds.getConnection(); } catch (SQLException e) { System.out.println("exhausted: " + e.getMessage()); }
        a.close();
        System.out.println("after close: active " + ds.getNumActive() + " idle " + ds.getNumIdle() + " closed " + closed + " isClosed " + a.isClosed());
        Connection c = ds.getConnection();
        System.out.println("reused: opened " + opened + " autoCommit " + c.getAutoCommit());
        c.close();
        b.close();
        ds.close();
        System.out.println("pool closed: closed " + closed);
    }
}
