package conformance;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;

public class LinkedHashMapLru {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int cap;
        int evictions;

        Lru(int cap) {
            super(16, 0.75f, true);
            this.cap = cap;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > cap;
            if (r) {
                evictions++;
                System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue());
            }
            return r;
        }
    }

    public static void main(String[] args) {
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<>();
        for (String s : new String[]{"zeta", "alpha", "mu", "beta", "alpha"}) ins.put(s, s.length());
        System.out.println("insertion order " + ins);
        ins.remove("mu");
        ins.put("mu", 0);
        System.out.println("reinsert " + ins + " keySet " + ins.keySet() + " values " + ins.values());
        Lru<Integer, String> lru = new Lru<>(3);
        lru.put(1, "one");
        lru.put(2, "two");
        lru.put(3, "three");
        System.out.println("lru " + lru);
        lru.get(1);
        System.out.println("after get(1) " + lru);
        lru.put(4, "four");
        System.out.println("after put(4) " + lru);
        lru.getOrDefault(3, "x");
        lru.put(5, "five");
        System.out.println("after put(5) " + lru);
        lru.put(4, "FOUR");
        System.out.println("after re-put(4) " + lru + " evictions " + lru.evictions);
        for (int i = 0; i < 20; i++) {
            lru.put(i % 7, "v" + i);
            if (i % 3 == 0) lru.get(i % 5);
        }
        System.out.println("final " + lru + " evictions " + lru.evictions);
        LinkedHashSet<Integer> lhs = new LinkedHashSet<>();
        for (int i = 20; i > 0; i -= 3) lhs.add(i % 10);
        System.out.println("linkedhashset " + lhs);
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(8, 0.75f, true);
        access.put("a", 1);
        access.put("b", 2);
        access.put("c", 3);
        access.putIfAbsent("a", 9);
        access.compute("b", (k, v) -> v + 10);
        System.out.println("access order via putIfAbsent/compute " + access);
    }
}
