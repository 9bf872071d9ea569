package juc;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/** Two threads increment under a ReentrantLock taken by tryLock with a timeout, falling back to lock() when it times out. Correct. */
public class TryLockTimeoutFallback {
    static int c;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Runnable inc = () -> {
            try {
                if (!lock.tryLock(10, TimeUnit.MILLISECONDS)) lock.lock();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            try {
                c++;
            } finally {
                lock.unlock();
            }
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        if (c != 2) throw new IllegalStateException("count " + c);
    }
}
