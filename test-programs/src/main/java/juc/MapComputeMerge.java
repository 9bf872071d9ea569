package juc;

import java.util.concurrent.ConcurrentHashMap;

/** One thread compute()s, the other merge()s on one key of a ConcurrentHashMap: both counted. Correct. */
public class MapComputeMerge {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        Thread a = new Thread(() -> m.compute("k", (k, v) -> v == null ? 1 : v + 1));
        Thread b = new Thread(() -> m.merge("k", 1, Integer::sum));
        a.start();
        b.start();
        a.join();
        b.join();
        if (m.get("k") != 2) throw new IllegalStateException("count " + m.get("k"));
    }
}
