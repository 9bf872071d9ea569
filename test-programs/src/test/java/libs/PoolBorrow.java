package libs;

import org.apache.commons.pool.BasePoolableObjectFactory;
import org.apache.commons.pool.impl.GenericObjectPool;

/** commons-pool 1.6: a generic object pool borrowed from and returned to, with its counters. */
public class PoolBorrow {
    public static void main(String[] args) throws Exception {
        GenericObjectPool<StringBuilder> pool = new GenericObjectPool<>(new BasePoolableObjectFactory<StringBuilder>() {
            int made;
            @Override public StringBuilder makeObject() { return new StringBuilder("object " + made++); }
            @Override public void passivateObject(StringBuilder sb) { sb.setLength(8); }
        });
        pool.setMaxActive(2);
        pool.setWhenExhaustedAction(GenericObjectPool.WHEN_EXHAUSTED_FAIL);
        StringBuilder a = pool.borrowObject(), b = pool.borrowObject();
        System.out.println(a + " / " + b + " active " + pool.getNumActive() + " idle " + pool.getNumIdle());
        try { pool.borrowObject(); } catch (java.util.NoSuchElementException e) { System.out.println("exhausted: " + e.getMessage()); }
        a.append(" used");
        pool.returnObject(a);
        StringBuilder c = pool.borrowObject();
        System.out.println("again " + c + " same " + (c == a) + " active " + pool.getNumActive() + " idle " + pool.getNumIdle());
        pool.returnObject(b);
        pool.returnObject(c);
        pool.close();
        System.out.println("closed, idle " + pool.getNumIdle());
    }
}
