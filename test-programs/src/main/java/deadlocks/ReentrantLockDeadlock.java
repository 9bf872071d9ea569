package deadlocks;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Two threads take two ReentrantLocks in opposite orders, meeting at a latch once each holds its
 * first: they always deadlock, each parked on the lock the other holds.
 */
public class ReentrantLockDeadlock {
    static final ReentrantLock A = new ReentrantLock(), B = new ReentrantLock();
    static final CountDownLatch bothHold = new CountDownLatch(2);

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            bothHold.countDown();
            bothHold.await();
            second.lock();
            second.unlock();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both(A, B));
        Thread t2 = new Thread(() -> both(B, A));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
