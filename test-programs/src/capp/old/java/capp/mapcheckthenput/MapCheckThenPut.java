package capp.mapcheckthenput;

import java.util.concurrent.ConcurrentHashMap;

/** CAPP corpus, correct (old) version: atomicity violation: a merge made a get and a put on a ConcurrentHashMap. */
public class MapCheckThenPut {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    static void count(String key) {
        counts.merge(key, 1, Integer::sum);
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { count("k"); s.work(); });
        Thread t2 = new Thread(() -> { count("k"); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (counts.get("k") != 2) throw new IllegalStateException("lost count: " + counts.get("k"));
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
