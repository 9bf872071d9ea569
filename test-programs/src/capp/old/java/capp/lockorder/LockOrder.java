package capp.lockorder;

import java.util.concurrent.locks.ReentrantLock;

/** CAPP corpus, correct (old) version: deadlock: a second path takes two ReentrantLocks in the other order. */
public class LockOrder {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static int shared;
    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock(); try { second.lock(); try { shared++; } finally { second.unlock(); } } finally { first.unlock(); }
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { s.work(); both(a, b); });
        Thread t2 = new Thread(() -> { s.work(); both(a, b); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (shared != 2) throw new IllegalStateException("shared " + shared);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
