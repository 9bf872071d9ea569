package juc;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** One thread iterates a ConcurrentHashMap's keys while another adds one: the iterator sees the key present throughout, the new one or not, no error. Correct. */
public class MapIterateWhileAdding {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("a", 1);
        Set<String> seen = new HashSet<>();
        Thread writer = new Thread(() -> m.put("b", 2));
        Thread reader = new Thread(() -> {
            for (String k : m.keySet()) seen.add(k);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (!seen.contains("a") || seen.size() > 2 || m.size() != 2) throw new IllegalStateException("saw " + seen + " of " + m);
    }
}
