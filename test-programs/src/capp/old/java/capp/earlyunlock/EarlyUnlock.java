package capp.earlyunlock;

import java.util.concurrent.locks.ReentrantLock;

/** CAPP corpus, correct (old) version: lost update: the lock is released before the write. */
public class EarlyUnlock {
    static final ReentrantLock lock = new ReentrantLock();
    static int value;
    static void inc() {
        lock.lock(); try { int v = value; value = v + 1; } finally { lock.unlock(); }
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { inc(); s.work(); });
        Thread t2 = new Thread(() -> { inc(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (value != 2) throw new IllegalStateException("lost update: value " + value);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
