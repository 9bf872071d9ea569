package deadlocks;

import java.util.concurrent.locks.ReentrantLock;

/** SequentialInversion with ReentrantLocks: no deadlock is possible, the inversion is predicted. */
public class SequentialLockInversion {
    static final ReentrantLock A = new ReentrantLock(), B = new ReentrantLock();

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            second.unlock();
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both(A, B));
        t1.start();
        t1.join();
        Thread t2 = new Thread(() -> both(B, A));
        t2.start();
        t2.join();
    }
}
