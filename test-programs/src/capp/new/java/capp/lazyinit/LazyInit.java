package capp.lazyinit;

/** CAPP corpus, changed (new) version: atomicity violation: lazy initialization without its lock. */
public class LazyInit {
    static int created;
    static final class Resource { Resource() { created++; } }
    static Resource instance;
    static Resource get() {
        if (instance == null) instance = new Resource();
        return instance;
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { get(); s.work(); });
        Thread t2 = new Thread(() -> { get(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (created != 1) throw new IllegalStateException("created " + created + " resources");
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
