package juc;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** The waiter checks its flag before taking the lock, then awaits the Condition: the signal can come in between and is lost. Bug. */
public class ConditionLostSignal {
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Condition cond = lock.newCondition();
        Thread waiter = new Thread(() -> {
            if (!ready) {
                lock.lock();
                try {
                    if (!cond.await(1, TimeUnit.SECONDS)) throw new IllegalStateException("missed the signal");
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                } finally {
                    lock.unlock();
                }
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
