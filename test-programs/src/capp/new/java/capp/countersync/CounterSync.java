package capp.countersync;

/** CAPP corpus, changed (new) version: lost update: the increment loses its lock. */
public class CounterSync {
    static final class Counter {
        int count;
        void inc() { count++; }
    }
    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { c.inc(); s.work(); });
        Thread t2 = new Thread(() -> { c.inc(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (c.count != 2) throw new IllegalStateException("lost update: count " + c.count);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
