package capp.initorder;

/** CAPP corpus, correct (old) version: order violation: the worker starts before what it reads is published. */
public class InitOrder {
    static final class Config { final int value = 7; }
    static Config config;
    static int seen;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread worker = new Thread(() -> { seen = config.value; s.work(); });
        Thread other = new Thread(s::work);
        other.start();
        config = new Config();
        worker.start();
        s.work();
        worker.join(); other.join();
        if (seen != 7) throw new IllegalStateException("seen " + seen);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
