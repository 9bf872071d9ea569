package deadlocks;

/** Two threads take two monitors in opposite orders: they can deadlock. */
public class MonitorDeadlock {
    static final Object A = new Object(), B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                synchronized (B) { System.out.println("t1"); }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                synchronized (A) { System.out.println("t2"); }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
