package libs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.apache.commons.dbcp.BasicDataSource;

/**
 * commons-dbcp 1.4 pooling the connections of an embedded Derby 10.14 database on disk (in the
 * working directory: inside jvsim, the in-memory writable layer of the virtual file system): creates
 * a table, inserts rows through a prepared statement on one pooled connection, queries them on
 * another (the first one reused), shuts Derby down. Expected: the same output as the host JVM, exit
 * status 0 (--search=none).
 */
public class DerbyDbcp {
    public static void main(String[] args) throws Exception {
        String db = args.length > 0 ? args[0] : "derbydb";
        BasicDataSource ds = new BasicDataSource();
        ds.setDriverClassName("org.apache.derby.jdbc.EmbeddedDriver");
        ds.setUrl("jdbc:derby:" + db + ";create=true");
        ds.setMaxActive(2);
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE fruit (id INT PRIMARY KEY, name VARCHAR(20), qty INT)");
            try (PreparedStatement p = c.prepareStatement("INSERT INTO fruit VALUES (?, ?, ?)")) {
                String[] names = {"apple", "pear", "plum", "fig"};
                for (int i = 0; i < names.length; i++) {
                    p.setInt(1, i + 1);
                    p.setString(2, names[i]);
                    p.setInt(3, (i + 1) * 10);
                    p.executeUpdate();
                }
            }
            System.out.println("active " + ds.getNumActive() + " idle " + ds.getNumIdle());
        }
        System.out.println("after close: active " + ds.getNumActive() + " idle " + ds.getNumIdle());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT name, qty FROM fruit WHERE qty > 15 ORDER BY name")) {
            while (r.next()) System.out.println(r.getString(1) + " " + r.getInt(2));
        }
        try (Connection c = ds.getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT COUNT(*), SUM(qty) FROM fruit")) {
            r.next();
            System.out.println("count " + r.getInt(1) + " sum " + r.getInt(2));
        }
        ds.close();
        try { java.sql.DriverManager.getConnection("jdbc:derby:;shutdown=true"); } catch (java.sql.SQLException e) { System.out.println("shutdown: " + e.getSQLState()); }
        System.out.println("database files: " + new java.io.File(db, "seg0").isDirectory());
    }
}
