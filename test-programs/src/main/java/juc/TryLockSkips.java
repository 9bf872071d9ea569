package juc;

import java.util.concurrent.locks.ReentrantLock;

/** Two threads increment only if tryLock() (no timeout) succeeds: it fails while the other holds the lock, an increment is skipped. Bug. */
public class TryLockSkips {
    static int c;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Runnable inc = () -> {
            if (lock.tryLock()) {
                try {
                    c++;
                } finally {
                    lock.unlock();
                }
            }
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        if (c != 2) throw new IllegalStateException("tryLock failed, an increment was skipped: " + c);
    }
}
