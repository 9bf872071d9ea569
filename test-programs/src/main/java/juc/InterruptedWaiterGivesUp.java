package juc;

import java.util.concurrent.locks.ReentrantLock;

/**
 * main holds a ReentrantLock, starts t (lockInterruptibly), interrupts t and only then unlocks, assuming t gives
 * up; but t can pass its interrupt check before the interrupt and acquire the lock after the unlock. Bug.
 */
public class InterruptedWaiterGivesUp {
    static volatile boolean acquired;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Thread t = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                try {
                    acquired = true;
                } finally {
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                // gave up, as main expects
            }
        });
        lock.lock();
        t.start();
        t.interrupt();
        lock.unlock();
        t.join();
        if (acquired) throw new IllegalStateException("the interrupted waiter acquired the lock");
    }
}
