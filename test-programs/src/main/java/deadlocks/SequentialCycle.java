package deadlocks;

/**
 * A lock-order cycle of three locks (A then B, B then C, C then A) that cannot deadlock: each
 * thread starts after the previous one ended. Goodlock-style prediction, which ignores the joins,
 * warns of it.
 */
public class SequentialCycle {
    static final Object A = new Object(), B = new Object(), C = new Object();
    static int count;

    static void both(Object first, Object second) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (first) {
                synchronized (second) { count++; }
            }
        });
        t.start();
        t.join();
    }

    public static void main(String[] args) throws InterruptedException {
        both(A, B);
        both(B, C);
        both(C, A);
        System.out.println(count);
    }
}
