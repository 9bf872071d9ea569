package deadlocks;

/** Three threads, each taking its lock and then the next one's: a cycle of three can form. */
public class ThreeThreadCycle {
    static final Object A = new Object(), B = new Object(), C = new Object();

    static Thread both(Object first, Object second) {
        return new Thread(() -> {
            synchronized (first) {
                synchronized (second) { System.out.println(Thread.currentThread().getName()); }
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = {both(A, B), both(B, C), both(C, A)};
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
