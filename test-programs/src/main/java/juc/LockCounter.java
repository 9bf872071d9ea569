package juc;

import java.util.concurrent.locks.ReentrantLock;

/** Three threads increment a counter under one ReentrantLock. Correct. */
public class LockCounter {
    static int c;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                lock.lock();
                try {
                    c++;
                } finally {
                    lock.unlock();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        if (c != 3) throw new IllegalStateException("count " + c);
    }
}
