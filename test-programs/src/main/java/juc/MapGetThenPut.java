package juc;

import java.util.concurrent.ConcurrentHashMap;

/** Two threads count on a ConcurrentHashMap with get then put instead of merge: an update can be lost. Bug. */
public class MapGetThenPut {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        Runnable inc = () -> {
            Integer v = m.get("k");
            m.put("k", v == null ? 1 : v + 1);
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        if (m.get("k") != 2) throw new IllegalStateException("lost an update: " + m.get("k"));
    }
}
