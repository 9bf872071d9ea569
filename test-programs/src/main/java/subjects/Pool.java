package subjects;

/**
 * A commons-pool-style object pool: two borrowers each borrow an object from a pool that holds one
 * idle object and may create one more. The buggy borrow checks for an idle object and then takes it
 * (check-then-act), so both borrowers may be handed the same instance; the fixed borrow is
 * synchronized.
 */
public class Pool {
    static Object idle = new Object();
    static int created = 1;
    static final int MAX = 2;
    static final Object LOCK = new Object();

    static Object borrow(boolean fixed) {
        if (fixed) {
            synchronized (LOCK) { return take(); }
        }
        return take();
    }

    private static Object take() {
        Object o = idle;
        if (o != null) {
            idle = null;
            return o;
        }
        if (created >= MAX) return null;
        created++;
        return new Object();
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object[] got = new Object[1];
        Thread t = new Thread(() -> got[0] = borrow(fixed));
        t.start();
        Object mine = borrow(fixed);
        t.join();
        if (mine != null && mine == got[0]) throw new IllegalStateException("one object lent to two borrowers");
    }
}
