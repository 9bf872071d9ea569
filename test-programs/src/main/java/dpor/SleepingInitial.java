package dpor;

/**
 * The example of Abdulla et al. (Optimal DPOR, JACM 2017) where a race reversal's first thread is
 * asleep at the state it must start from: p writes x, q writes y, r reads y and, if it was 0,
 * reads x. Three final outcomes; each is reported as a distinct assertion failure.
 */
public class SleepingInitial {
    static int x, y, m = -1, z = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread p = new Thread(() -> x = 1);
        Thread q = new Thread(() -> y = 1);
        Thread r = new Thread(() -> {
            m = y;
            if (m == 0) z = x;
        });
        p.start();
        q.start();
        r.start();
        p.join();
        q.join();
        r.join();
        throw new AssertionError("m=" + m + " z=" + z);
    }
}
