package causal;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Accesses of every kind the VALUES listener event reports (ListenerEventsTest): a volatile write,
 * a bulk copy into a shared array, a compare-and-set that succeeds and one that fails, and main's
 * read of the volatile (0 or 7, by schedule).
 */
public class ValueEvents {
    static volatile int v;
    static final int[] a = new int[3];
    static final AtomicInteger c = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            v = 7;
            System.arraycopy(new int[] {4, 5, 6}, 0, a, 0, 3);
            c.compareAndSet(0, 9);
            c.compareAndSet(0, 10);
        });
        t.start();
        int seen = v;
        t.join();
        System.out.println(seen);
    }
}
