package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/** ReentrantReadWriteLock and StampedLock: shared/exclusive access, downgrade, optimistic reads, conversions. */
public class ConcReadWriteStamped {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static int x, y;

    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        AtomicInteger readersInside = new AtomicInteger(), maxReaders = new AtomicInteger(), badReads = new AtomicInteger();
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ts.add(new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    rw.writeLock().lock();
                    try {
                        x++;
                        Thread.yield();
                        y++;
                    } finally {
                        rw.writeLock().unlock();
                    }
                }
            }));
        }
        for (int i = 0; i < 3; i++) {
            ts.add(new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    rw.readLock().lock();
                    try {
                        int n = readersInside.incrementAndGet();
                        maxReaders.accumulateAndGet(n, Math::max);
                        if (x != y) badReads.incrementAndGet();
                        Thread.yield();
                        readersInside.decrementAndGet();
                    } finally {
                        rw.readLock().unlock();
                    }
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("rw: x " + x + " y " + y + " inconsistent reads " + badReads.get() + " readers never negative " + (readersInside.get() == 0));

        // shared read holds, reentrancy, downgrade, no upgrade
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("read holds " + rw.getReadHoldCount() + " read lock count " + rw.getReadLockCount() + " write locked " + rw.isWriteLocked());
        boolean[] otherRead = {false};
        Thread reader = new Thread(() -> {
            otherRead[0] = rw.readLock().tryLock();
            if (otherRead[0]) rw.readLock().unlock();
        });
        reader.start();
        reader.join();
        System.out.println("another reader may enter " + otherRead[0] + ", writer may not " + tryWriteElsewhere(rw));
        System.out.println("upgrade refused (tryLock while reading) " + !rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println("write hold count " + rw.getWriteHoldCount() + " heldByMe " + rw.isWriteLockedByCurrentThread());
        rw.readLock().lock(); // downgrade
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        System.out.println("downgraded: write locked " + rw.isWriteLocked() + " read holds " + rw.getReadHoldCount() + " other reader " + tryReadElsewhere(rw));
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock not held: IllegalMonitorStateException");
        }

        // writer waits for readers; timed write tryLock
        rw.readLock().lock();
        Thread writer = new Thread(() -> {
            try {
                System.out.println("timed write tryLock while read-held " + rw.writeLock().tryLock(50, TimeUnit.MILLISECONDS));
                rw.writeLock().lock();
                System.out.println("writer got the lock after reader left");
                rw.writeLock().unlock();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        writer.start();
        awaitState(writer, Thread.State.WAITING);
        System.out.println("queued writer " + rw.hasQueuedThread(writer));
        rw.readLock().unlock();
        writer.join();

        // StampedLock
        StampedLock sl = new StampedLock();
        int[] pt = {0, 0};
        List<Thread> st = new ArrayList<>();
        AtomicInteger optimisticFailures = new AtomicInteger(), inconsistent = new AtomicInteger();
        for (int i = 0; i < 2; i++) {
            st.add(new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    long s = sl.writeLock();
                    try {
                        pt[0]++;
                        Thread.yield();
                        pt[1]++;
                    } finally {
                        sl.unlockWrite(s);
                    }
                }
            }));
            st.add(new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    long s = sl.tryOptimisticRead();
                    int a = pt[0], b = pt[1];
                    if (!sl.validate(s)) {
                        optimisticFailures.incrementAndGet();
                        s = sl.readLock();
                        try {
                            a = pt[0];
                            b = pt[1];
                        } finally {
                            sl.unlockRead(s);
                        }
                    }
                    if (a != b) inconsistent.incrementAndGet();
                }
            }));
        }
        for (Thread t : st) t.start();
        for (Thread t : st) t.join();
        System.out.println("stamped: " + pt[0] + " " + pt[1] + " inconsistent validated reads " + inconsistent.get());

        long s = sl.tryOptimisticRead();
        System.out.println("optimistic stamp nonzero " + (s != 0) + " valid " + sl.validate(s) + " isReadLocked " + sl.isReadLocked());
        long w = sl.writeLock();
        System.out.println("optimistic invalid after write " + !sl.validate(s) + " tryOptimisticRead while write-locked " + sl.tryOptimisticRead()
                + " isWriteLocked " + sl.isWriteLocked());
        long r = sl.tryConvertToReadLock(w);
        System.out.println("write->read conversion " + (r != 0) + " read count " + sl.getReadLockCount() + " write locked " + sl.isWriteLocked());
        long w2 = sl.tryConvertToWriteLock(r);
        System.out.println("sole read->write conversion " + (w2 != 0) + " write locked " + sl.isWriteLocked());
        long o = sl.tryConvertToOptimisticRead(w2);
        System.out.println("write->optimistic " + (o != 0) + " valid " + sl.validate(o) + " unlocked " + !sl.isWriteLocked());
        long r1 = sl.readLock(), r2 = sl.readLock();
        System.out.println("two readers, conversion to write refused " + (sl.tryConvertToWriteLock(r1) == 0) + " count " + sl.getReadLockCount());
        sl.unlockRead(r2);
        sl.unlock(r1);
        long opt = sl.tryOptimisticRead();
        long upgraded = sl.tryConvertToWriteLock(opt);
        System.out.println("optimistic->write " + (upgraded != 0));
        sl.unlockWrite(upgraded);
        try {
            sl.unlockWrite(upgraded);
        } catch (IllegalMonitorStateException e) {
            System.out.println("stale unlock: IllegalMonitorStateException");
        }
        System.out.println("tryWriteLock " + (sl.tryWriteLock() != 0) + " tryReadLock while write-held " + sl.tryReadLock() + " timed " + sl.tryReadLock(20, TimeUnit.MILLISECONDS));
        System.out.println("tryUnlockWrite " + sl.tryUnlockWrite() + " again " + sl.tryUnlockWrite());
        java.util.concurrent.locks.Lock view = sl.asReadLock();
        view.lock();
        System.out.println("read view locked " + sl.isReadLocked());
        view.unlock();
        java.util.concurrent.locks.ReadWriteLock rwv = sl.asReadWriteLock();
        rwv.writeLock().lock();
        System.out.println("write view locked " + sl.isWriteLocked());
        rwv.writeLock().unlock();
        System.out.println("unlocked " + !sl.isReadLocked() + " " + !sl.isWriteLocked());
    }

    static boolean tryWriteElsewhere(ReentrantReadWriteLock rw) throws InterruptedException {
        boolean[] got = {false};
        Thread t = new Thread(() -> {
            got[0] = rw.writeLock().tryLock();
            if (got[0]) rw.writeLock().unlock();
        });
        t.start();
        t.join();
        return got[0];
    }

    static boolean tryReadElsewhere(ReentrantReadWriteLock rw) throws InterruptedException {
        boolean[] got = {false};
        Thread t = new Thread(() -> {
            got[0] = rw.readLock().tryLock();
            if (got[0]) rw.readLock().unlock();
        });
        t.start();
        t.join();
        return got[0];
    }
}
