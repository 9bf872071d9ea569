package deadlocks;

/**
 * Lock-order inversion that cannot deadlock: the second thread starts only after the first has
 * ended (join). Goodlock-style prediction, which ignores the join, warns of it.
 */
public class SequentialInversion {
    static final Object A = new Object(), B = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                synchronized (B) { count++; }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                synchronized (A) { count++; }
            }
        });
        t1.start();
        t1.join();
        t2.start();
        t2.join();
        System.out.println(count);
    }
}
