package juc;

import java.util.concurrent.locks.StampedLock;

/** A writer sets x and y under a StampedLock; a reader reads them after tryOptimisticRead but never validates the stamp: it can see x without y. Bug. */
public class StampedNoValidate {
    static int x, y;

    public static void main(String[] args) throws Exception {
        StampedLock sl = new StampedLock();
        Thread writer = new Thread(() -> {
            long s = sl.writeLock();
            try {
                x = 1;
                y = 1;
            } finally {
                sl.unlockWrite(s);
            }
        });
        Thread reader = new Thread(() -> {
            sl.tryOptimisticRead();
            int a = x, b = y;
            if (a != b) throw new IllegalStateException("inconsistent read " + a + ", " + b);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
