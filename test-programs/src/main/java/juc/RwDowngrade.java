package juc;

import java.util.concurrent.locks.ReentrantReadWriteLock;

/** Two writers each set a value under the write lock and downgrade to the read lock: the value stays theirs while they read it. Correct. */
public class RwDowngrade {
    static int value;

    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int mine = i + 1;
            ts[i] = new Thread(() -> {
                rw.writeLock().lock();
                value = mine;
                rw.readLock().lock();
                rw.writeLock().unlock();
                try {
                    if (value != mine) throw new IllegalStateException("value changed under a downgraded read lock: " + value);
                } finally {
                    rw.readLock().unlock();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        if (rw.isWriteLocked() || rw.getReadLockCount() != 0) throw new IllegalStateException("lock still held");
    }
}
