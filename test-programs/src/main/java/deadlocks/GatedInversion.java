package deadlocks;

/** Opposite lock orders, but always under a common gate lock: no deadlock, and none predicted. */
public class GatedInversion {
    static final Object GATE = new Object(), A = new Object(), B = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (GATE) {
                synchronized (A) {
                    synchronized (B) { count++; }
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (GATE) {
                synchronized (B) {
                    synchronized (A) { count++; }
                }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(count);
    }
}
