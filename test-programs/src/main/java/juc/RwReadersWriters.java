package juc;

import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Two writers each increment a pair of fields under a non-fair read-write lock's write lock while
 * a reader checks under its read lock that the pair is equal: the reader never sees a torn pair, and
 * both increments count. Correct.
 */
public class RwReadersWriters {
    static int x, y;

    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 2; i++) {
            ts[i] = new Thread(() -> {
                rw.writeLock().lock();
                try {
                    x++;
                    y++;
                } finally {
                    rw.writeLock().unlock();
                }
            });
            if (i == 0) ts[2] = new Thread(() -> {
                rw.readLock().lock();
                try {
                    if (x != y) throw new IllegalStateException("torn read: x=" + x + " y=" + y);
                } finally {
                    rw.readLock().unlock();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        if (x != 2 || y != 2) throw new IllegalStateException("lost an update: x=" + x + " y=" + y);
    }
}
