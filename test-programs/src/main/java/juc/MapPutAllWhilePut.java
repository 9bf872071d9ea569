package juc;

import java.util.Hashtable;
import java.util.concurrent.ConcurrentHashMap;

/**
 * ConcurrentHashMap.putAll(other) iterates the other map without its lock: when the other is a
 * Hashtable another thread puts into, the iteration may fail (ConcurrentModificationException),
 * although each map is thread-safe on its own. Bug.
 */
public class MapPutAllWhilePut {
    public static void main(String[] args) throws Exception {
        Hashtable<String, Integer> other = new Hashtable<>();
        other.put("a", 1);
        other.put("b", 2);
        ConcurrentHashMap<String, Integer> copy = new ConcurrentHashMap<>();
        Thread copier = new Thread(() -> copy.putAll(other));
        copier.start();
        other.put("c", 3);
        copier.join();
        System.out.println(copy.size());
    }
}
