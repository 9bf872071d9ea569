package capp.atomicgetset;

import java.util.concurrent.atomic.AtomicInteger;

/** CAPP corpus, correct (old) version: lost update: an atomic increment made a get and a set. */
public class AtomicGetSet {
    static final AtomicInteger count = new AtomicInteger();
    static void hit() {
        count.incrementAndGet();
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { hit(); s.work(); });
        Thread t2 = new Thread(() -> { hit(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (count.get() != 2) throw new IllegalStateException("lost update: count " + count.get());
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
