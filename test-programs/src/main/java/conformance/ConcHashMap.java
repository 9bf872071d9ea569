package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/** ConcurrentHashMap under contention: put/compute/merge/computeIfAbsent, resizing, bulk operations, views. */
public class ConcHashMap {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<Integer, Integer> counts = new ConcurrentHashMap<>(4); // small: forces concurrent resizes
        ConcurrentHashMap<String, LongAdder> adders = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, String> firsts = new ConcurrentHashMap<>();
        AtomicInteger computeCalls = new AtomicInteger();
        List<Thread> ts = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            ts.add(new Thread(() -> {
                for (int i = 0; i < 300; i++) {
                    counts.merge(i % 97, 1, Integer::sum);
                    counts.compute(1000 + i % 13, (k, v) -> v == null ? 1 : v + 1);
                    adders.computeIfAbsent("k" + (i % 5), k -> {
                        computeCalls.incrementAndGet();
                        return new LongAdder();
                    }).increment();
                    firsts.putIfAbsent(i, "t" + id);
                    if (i % 10 == 0) counts.remove(5000 + id);
                    counts.put(5000 + id, i);
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long sum = 0;
        for (int v : counts.values()) sum += v;
        System.out.println("size " + counts.size() + " mappingCount " + counts.mappingCount() + " sum " + sum);
        System.out.println("merge 0 " + counts.get(0) + " merge 96 " + counts.get(96) + " compute 1000 " + counts.get(1000) + " compute 1012 " + counts.get(1012));
        TreeMap<String, Long> addSums = new TreeMap<>();
        adders.forEach((k, v) -> addSums.put(k, v.sum()));
        System.out.println("adders " + addSums + " computeIfAbsent ran once per key " + (computeCalls.get() == 5));
        System.out.println("putIfAbsent kept one value per key " + firsts.size() + " all from some thread " + firsts.values().stream().allMatch(s -> s.matches("t[0-3]")));
        System.out.println("last puts " + counts.get(5000) + " " + counts.get(5003));

        // replace / conditional operations
        ConcurrentMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("a", 1);
        System.out.println("replace(a,2,3) " + m.replace("a", 2, 3) + " replace(a,1,3) " + m.replace("a", 1, 3) + " replace(b,..) " + m.replace("b", 9)
                + " remove(a,1) " + m.remove("a", 1) + " remove(a,3) " + m.remove("a", 3) + " empty " + m.isEmpty());
        m.put("x", 1);
        m.computeIfPresent("x", (k, v) -> null);
        System.out.println("computeIfPresent to null removes " + !m.containsKey("x") + " merge null removes " + (m.merge("y", 1, (a, b) -> null) == 1) + " " + (m.merge("y", 1, (a, b) -> null) == null));
        try {
            m.put("n", null);
        } catch (NullPointerException e) {
            System.out.println("null value NPE");
        }
        try {
            m.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key NPE");
        }
        System.out.println("getOrDefault " + m.getOrDefault("zz", -1));

        // bulk operations (parallelism threshold 1 lets them split across the common pool)
        ConcurrentHashMap<Integer, Integer> squares = new ConcurrentHashMap<>();
        for (int i = 1; i <= 200; i++) squares.put(i, i * i);
        System.out.println("reduceValues " + squares.reduceValues(1, Integer::sum));
        System.out.println("reduceKeysToLong " + squares.reduceKeysToLong(1, k -> k, 0L, Long::sum));
        System.out.println("search " + squares.search(1, (k, v) -> v == 144 ? k : null));
        System.out.println("reduce max " + squares.reduce(1, (k, v) -> v - k, Math::max));
        LongAdder visited = new LongAdder();
        squares.forEach(1, (k, v) -> visited.add(k));
        System.out.println("forEach parallel visited sum " + visited.sum());
        System.out.println("reduceEntries " + squares.reduceEntries(1, e -> e, (e1, e2) -> e1.getKey() > e2.getKey() ? e1 : e2));
        System.out.println("sequential reduce " + squares.reduceValuesToInt(Long.MAX_VALUE, v -> v % 7, 0, Integer::sum));

        // colliding keys turn bins into red-black trees (TreeBin), read while being written
        ConcurrentHashMap<Collider, Integer> trees = new ConcurrentHashMap<>();
        List<Thread> tt = new ArrayList<>();
        AtomicInteger missing = new AtomicInteger();
        for (int t = 0; t < 2; t++) {
            final int id = t;
            tt.add(new Thread(() -> {
                for (int i = 0; i < 150; i++) trees.put(new Collider(id * 1000 + i), i);
            }));
        }
        tt.add(new Thread(() -> {
            for (int round = 0; round < 3; round++) {
                for (int i = 0; i < 150; i += 7) {
                    Integer v = trees.get(new Collider(i));
                    if (v != null && v != i) missing.incrementAndGet();
                }
            }
        }));
        for (Thread t : tt) t.start();
        for (Thread t : tt) t.join();
        int wrong = 0;
        for (int t = 0; t < 2; t++) for (int i = 0; i < 150; i++) if (trees.get(new Collider(t * 1000 + i)) != i) wrong++;
        System.out.println("colliding keys: size " + trees.size() + " wrong lookups " + wrong + " wrong concurrent reads " + missing.get()
                + " remove " + trees.remove(new Collider(5)) + " size " + trees.size());

        // views and key sets
        ConcurrentHashMap.KeySetView<String, Boolean> set = ConcurrentHashMap.newKeySet();
        List<Thread> st = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            final int id = t;
            st.add(new Thread(() -> {
                for (int i = 0; i < 50; i++) set.add("s" + (i * (id + 1)) % 60);
            }));
        }
        for (Thread t : st) t.start();
        for (Thread t : st) t.join();
        System.out.println("key set size " + set.size() + " sorted head " + new TreeSet<>(set).headSet("s2"));
        ConcurrentHashMap<String, Integer> withDefault = new ConcurrentHashMap<>(Map.of("p", 1, "q", 2));
        ConcurrentHashMap.KeySetView<String, Integer> mapped = withDefault.keySet(0);
        mapped.add("r");
        System.out.println("keySet(default) adds " + new TreeMap<>(withDefault));
        withDefault.entrySet().removeIf(e -> e.getValue() == 0);
        withDefault.replaceAll((k, v) -> v * 10);
        System.out.println("after removeIf/replaceAll " + new TreeMap<>(withDefault) + " keys " + new TreeSet<>(withDefault.keySet()) + " contains 20 " + withDefault.containsValue(20));
        // iteration while another thread modifies is weakly consistent: never throws
        ConcurrentHashMap<Integer, Integer> live = new ConcurrentHashMap<>();
        for (int i = 0; i < 100; i++) live.put(i, i);
        Thread mutator = new Thread(() -> {
            for (int i = 100; i < 300; i++) {
                live.put(i, i);
                live.remove(i - 100);
            }
        });
        mutator.start();
        int seen = 0;
        for (int round = 0; round < 5; round++) for (Integer k : live.keySet()) seen++;
        mutator.join();
        System.out.println("weakly consistent iteration saw entries " + (seen > 0) + " final size " + live.size() + " min key " + new TreeSet<>(live.keySet()).first());
        System.out.println("equals/hashCode vs HashMap " + live.equals(new java.util.HashMap<>(live)) + " " + (live.hashCode() == new java.util.HashMap<>(live).hashCode()));
    }

    /** Every instance hashes alike; comparable, so tree bins can order them. */
    static final class Collider implements Comparable<Collider> {
        final int id;
        Collider(int id) { this.id = id; }
        @Override public int hashCode() { return 7; }
        @Override public boolean equals(Object o) { return o instanceof Collider && ((Collider) o).id == id; }
        @Override public int compareTo(Collider o) { return Integer.compare(id, o.id); }
    }
}
