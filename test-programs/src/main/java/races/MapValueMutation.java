package races;

import java.util.concurrent.ConcurrentHashMap;

/** ConcurrentHashMap misuse: the map is thread-safe, the mutable values taken from it are not. */
public class MapValueMutation {
    static final ConcurrentHashMap<String, int[]> counts = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> counts.computeIfAbsent("k", k -> new int[1])[0]++;
        Thread t = new Thread(inc);
        t.start();
        inc.run();
        t.join();
        System.out.println(counts.get("k")[0]);
    }
}
