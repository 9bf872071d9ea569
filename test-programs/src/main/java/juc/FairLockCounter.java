package juc;

import java.util.concurrent.locks.ReentrantLock;

/** Two threads increment a counter under one fair ReentrantLock. Correct. */
public class FairLockCounter {
    static int c;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock(true);
        Runnable inc = () -> {
            lock.lock();
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
        if (c != 2 || !lock.isFair() || lock.isLocked()) throw new IllegalStateException("count " + c);
    }
}
