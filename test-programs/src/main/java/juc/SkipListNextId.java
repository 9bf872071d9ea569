package juc;

import java.util.concurrent.ConcurrentSkipListMap;

/** Two threads take the next id as lastKey() + 1 of a ConcurrentSkipListMap and put under it: both can take the same id. Bug. */
public class SkipListNextId {
    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        m.put(0, "root");
        Thread a = new Thread(() -> m.put(m.lastKey() + 1, "a")), b = new Thread(() -> m.put(m.lastKey() + 1, "b"));
        a.start();
        b.start();
        a.join();
        b.join();
        if (m.size() != 3) throw new IllegalStateException("an id was given twice: " + m);
    }
}
