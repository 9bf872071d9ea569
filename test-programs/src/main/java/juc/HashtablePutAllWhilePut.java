package juc;

import java.util.Hashtable;
import java.util.Map;

/**
 * Hashtable.putAll(other) iterates the other map without the other's lock: when the other is
 * itself a Hashtable another thread puts into, the iteration may fail
 * (ConcurrentModificationException). Bug.
 */
public class HashtablePutAllWhilePut {
    public static void main(String[] args) throws Exception {
        Hashtable<String, Integer> other = new Hashtable<>();
        other.put("a", 1);
        other.put("b", 2);
        Map<String, Integer> copy = new Hashtable<>();
        Thread copier = new Thread(() -> copy.putAll(other));
        copier.start();
        other.put("c", 3);
        copier.join();
        System.out.println(copy.size());
    }
}
