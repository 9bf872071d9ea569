package juc;

import java.util.concurrent.locks.ReentrantLock;

/** Two threads take two ReentrantLocks in opposite orders: they can deadlock. Bug. */
public class LockOrderDeadlock {
    static int transfers;

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            try {
                transfers++;
            } finally {
                second.unlock();
            }
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
        Thread t1 = new Thread(() -> both(a, b)), t2 = new Thread(() -> both(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (transfers != 2) throw new IllegalStateException("transfers " + transfers);
    }
}
