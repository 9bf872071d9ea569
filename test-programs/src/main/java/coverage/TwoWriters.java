package coverage;

/**
 * Two threads, each making two writes, with no synchronization but start and join: a thread's
 * blocks are its begin, its two writes and its end, and every order of them that start and join
 * allow can happen (exhaustive search covers every t-way block sequence).
 */
public class TwoWriters {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            y = 1;
        });
        Thread b = new Thread(() -> {
            y = 2;
            x = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
