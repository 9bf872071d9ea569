package libs;

import org.apache.commons.pool.BaseKeyedPoolableObjectFactory;
import org.apache.commons.pool.impl.GenericKeyedObjectPool;

/**
 * commons-pool 1.6's POOL-264 (NullPointerException in GenericKeyedObjectPool.borrowObject, affects
 * 1.5.6 to 1.6, never fixed in a 1.x release): with WHEN_EXHAUSTED_GROW and maxTotal reached,
 * allocate() stops at the first waiting request it cannot serve, before it has given the requests
 * queued behind it their key's sub-pool; a thread whose request is queued behind another thread's
 * then takes the GROW branch and dereferences its request's null sub-pool. Two threads borrow one
 * object each while main holds the only one maxTotal allows. Expected: the default search finds
 * the NullPointerException (uncaught in a borrowing thread, exit status 1); a run without
 * overlapping borrows prints "borrowed 2" (the host JVM hits the bug in many runs too).
 */
public class PoolGrowRace {
    public static void main(String[] args) throws Exception {
        GenericKeyedObjectPool pool = new GenericKeyedObjectPool(new BaseKeyedPoolableObjectFactory() {
            private int made;
            @Override public synchronized Object makeObject(Object key) { return key + "-" + (++made); }
        });
        pool.setMaxTotal(1);
        pool.setWhenExhaustedAction(GenericKeyedObjectPool.WHEN_EXHAUSTED_GROW);
        Object held = pool.borrowObject("a"); // maxTotal reached: the others grow the pool
        int[] borrowed = new int[1];
        Runnable borrow = () -> {
            try {
                Object o = pool.borrowObject("b");
                synchronized (borrowed) { borrowed[0]++; }
                pool.returnObject("b", o);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        Thread t1 = new Thread(borrow, "borrower-1"), t2 = new Thread(borrow, "borrower-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        pool.returnObject("a", held);
        System.out.println("borrowed " + borrowed[0]);
    }
}
