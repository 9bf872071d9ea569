package races;

/** Two threads increment one counter, each under its own lock: the locks do not order the accesses. */
public class DifferentLocks {
    static int count;
    static final Object a = new Object(), b = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { synchronized (a) { count++; } });
        Thread t2 = new Thread(() -> { synchronized (b) { count++; } });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(count);
    }
}
