package deadlocks;

/**
 * Three threads take A then B, B then C, C then A, each inside the same gate lock G: the gate
 * serializes them, so the cycle cannot deadlock and is not predicted.
 */
public class GatedCycle {
    static final Object G = new Object(), A = new Object(), B = new Object(), C = new Object();
    static int count;

    static Thread both(Object first, Object second) {
        return new Thread(() -> {
            synchronized (G) {
                synchronized (first) {
                    synchronized (second) { count++; }
                }
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = {both(A, B), both(B, C), both(C, A)};
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(count);
    }
}
