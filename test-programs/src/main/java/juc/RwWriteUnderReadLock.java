package juc;

import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Two writers increment a pair of fields, one under the write lock and one, by mistake, under the
 * read lock, while a reader checks under the read lock that the pair is equal: the reader can
 * hold the read lock together with the mistaken writer and see the pair half updated. Bug.
 */
public class RwWriteUnderReadLock {
    static int x, y;

    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 2; i++) {
            ReentrantReadWriteLock.ReadLock r = rw.readLock();
            java.util.concurrent.locks.Lock l = i == 0 ? rw.writeLock() : r;
            ts[i] = new Thread(() -> {
                l.lock();
                try {
                    x++;
                    y++;
                } finally {
                    l.unlock();
                }
            });
            if (i == 0) ts[2] = new Thread(() -> {
                r.lock();
                try {
                    if (x != y) throw new IllegalStateException("torn read: x=" + x + " y=" + y);
                } finally {
                    r.unlock();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
