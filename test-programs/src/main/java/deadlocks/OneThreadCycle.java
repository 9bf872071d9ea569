package deadlocks;

/**
 * One thread takes A then B, B then C and C then A while another thread runs: a cycle in the lock
 * order, but of a single thread, which cannot deadlock with itself; nothing is predicted.
 */
public class OneThreadCycle {
    static final Object A = new Object(), B = new Object(), C = new Object();
    static volatile int count;

    static void both(Object first, Object second) {
        synchronized (first) {
            synchronized (second) { count++; }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> count++);
        Thread t = new Thread(() -> {
            both(A, B);
            both(B, C);
            both(C, A);
        });
        other.start();
        t.start();
        other.join();
        t.join();
    }
}
