package juc;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** A waiter awaits a Condition in a loop on its flag, under the lock; the signaller sets the flag and signals under the lock. Correct. */
public class ConditionHandOff {
    static boolean ready;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Condition cond = lock.newCondition();
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!ready) cond.awaitUninterruptibly();
            } finally {
                lock.unlock();
            }
        });
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                ready = true;
                cond.signal();
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
    }
}
