package deadlocks;

import java.util.concurrent.locks.ReentrantLock;

/** Every thread takes the locks in one order (a monitor, then a ReentrantLock): no deadlock. */
public class ConsistentOrder {
    static final Object A = new Object();
    static final ReentrantLock B = new ReentrantLock();
    static int count;

    static void inc() {
        synchronized (A) {
            B.lock();
            try { count++; } finally { B.unlock(); }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(ConsistentOrder::inc);
        Thread t2 = new Thread(ConsistentOrder::inc);
        t1.start();
        t2.start();
        inc();
        t1.join();
        t2.join();
        System.out.println(count);
    }
}
