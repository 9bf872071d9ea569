package libs;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * DERBY-4129's shape (JaConTeBe's Derby4129): two threads read one blob through one shared embedded
 * connection while main waits for them. Derby's boot under a search is about 80,000 steps; until
 * 2026-11-29 a re-execution of it diverged (an array class that an earlier execution had made was
 * initialized again, a step the first execution did not take), so the search ended with an internal
 * error. Expected on the host and in jvsim (--search=none): "read 2 errors 0".
 */
public class DerbyBlobReaders {
    public static void main(String[] args) throws Exception {
        Class.forName("org.apache.derby.jdbc.EmbeddedDriver");
        Connection c = DriverManager.getConnection("jdbc:derby:memory:blobs;create=true");
        try (Statement s = c.createStatement()) {
            s.execute("create table t (b blob)");
        }
        try (PreparedStatement ins = c.prepareStatement("insert into t values ?")) {
            ins.setBytes(1, new byte[5000]);
            ins.execute();
        }
        AtomicInteger reads = new AtomicInteger(), errors = new AtomicInteger();
        Runnable reader = () -> {
            try (PreparedStatement ps = c.prepareStatement("select b from t"); ResultSet rs = ps.executeQuery()) {
                rs.next();
                try {
                    rs.getBytes(1);
                    reads.incrementAndGet();
                } catch (SQLException e) {
                    errors.incrementAndGet();
                }
            } catch (SQLException e) {
                errors.incrementAndGet();
            }
        };
        Thread a = new Thread(reader), b = new Thread(reader);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("read " + reads.get() + " errors " + errors.get());
    }
}
