package juc;

import java.util.concurrent.ConcurrentHashMap;

/** Two threads putIfAbsent one key of a ConcurrentHashMap: exactly one wins and its value stays. Correct. */
public class MapPutIfAbsent {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, String> m = new ConcurrentHashMap<>();
        boolean[] won = new boolean[2];
        Thread a = new Thread(() -> won[0] = m.putIfAbsent("k", "a") == null);
        Thread b = new Thread(() -> won[1] = m.putIfAbsent("k", "b") == null);
        a.start();
        b.start();
        a.join();
        b.join();
        if (won[0] == won[1] || !m.get("k").equals(won[0] ? "a" : "b")) throw new IllegalStateException("winners " + won[0] + ", " + won[1] + ": " + m);
    }
}
