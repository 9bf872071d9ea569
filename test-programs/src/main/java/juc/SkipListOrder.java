package juc;

import java.util.concurrent.ConcurrentSkipListMap;

/** Two threads put keys into a ConcurrentSkipListMap, one of them also removes the smallest: the map stays sorted and complete. Correct. */
public class SkipListOrder {
    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        m.put(5, "e");
        Thread a = new Thread(() -> m.put(3, "c")), b = new Thread(() -> {
            m.put(1, "a");
            m.pollFirstEntry();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        if (m.size() != 2 || m.lastKey() != 5 || m.firstKey() > 3) throw new IllegalStateException("map " + m);
    }
}
