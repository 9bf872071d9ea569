package subjects;

/**
 * Reorder-N (the SV-COMP/CHESS reorder shape): N setters each set a = 1 and then b = -1, and a
 * checker requires (a, b) to be (0, 0) or (1, -1). The buggy setters and checker do not
 * synchronize, so the checker may read a after one setter's first write and b before it (N is the
 * first argument after the variant, default 2); the fixed ones set and check under a lock.
 */
public class Reorder {
    static int a, b;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Thread[] setters = new Thread[n];
        for (int i = 0; i < n; i++) {
            setters[i] = new Thread(() -> {
                if (fixed) {
                    synchronized (LOCK) { a = 1; b = -1; }
                } else {
                    a = 1;
                    b = -1;
                }
            });
        }
        for (Thread t : setters) t.start();
        int x, y;
        if (fixed) {
            synchronized (LOCK) { x = a; y = b; }
        } else {
            x = a;
            y = b;
        }
        if (!(x == 0 && y == 0) && !(x == 1 && y == -1)) throw new IllegalStateException("saw a = " + x + ", b = " + y);
        for (Thread t : setters) t.join();
    }
}
