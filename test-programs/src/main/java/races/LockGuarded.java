package races;

import java.util.concurrent.locks.ReentrantLock;

/** A counter guarded by a ReentrantLock: AQS's volatile state orders the accesses, no race. */
public class LockGuarded {
    static int count;
    static final ReentrantLock lock = new ReentrantLock();

    static void inc() {
        lock.lock();
        try { count++; } finally { lock.unlock(); }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(LockGuarded::inc);
        t.start();
        inc();
        t.join();
        System.out.println(count);
    }
}
