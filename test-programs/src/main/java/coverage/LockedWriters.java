package coverage;

/**
 * As TwoWriters, but each thread makes its two writes holding one lock: a block of one thread
 * cannot come between two blocks of the other's critical section, so some 3-way block sequences
 * that start and join allow cannot happen (every 2-way one can).
 */
public class LockedWriters {
    static int x, y;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            synchronized (LOCK) {
                x = 1;
                y = 1;
            }
        });
        Thread b = new Thread(() -> {
            synchronized (LOCK) {
                y = 2;
                x = 2;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
