package conformance;

import java.util.Comparator;
import java.util.NavigableMap;
import java.util.TreeMap;

public class TreeMapNavigable {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 20; i++) tm.put((i * 37) % 50, "v" + i);
        System.out.println("map " + tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastKey() + " firstEntry " + tm.firstEntry() + " lastEntry " + tm.lastEntry());
        for (int k : new int[]{-5, 0, 10, 11, 25, 49, 100}) {
            System.out.println("k=" + k + " floor " + tm.floorKey(k) + " ceiling " + tm.ceilingKey(k) + " lower " + tm.lowerKey(k) + " higher " + tm.higherKey(k) + " floorEntry " + tm.floorEntry(k));
        }
        System.out.println("headMap(20) " + tm.headMap(20));
        System.out.println("headMap(20,true) " + tm.headMap(20, true).keySet());
        System.out.println("tailMap(30) " + tm.tailMap(30).keySet());
        System.out.println("subMap(10,30) " + tm.subMap(10, 30).keySet());
        System.out.println("subMap(10,false,37,true) " + tm.subMap(10, false, 37, true).keySet());
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println("descending " + desc.keySet() + " first " + desc.firstKey());
        System.out.println("descendingKeySet headSet " + tm.descendingKeySet().headSet(30));
        System.out.println("pollFirst " + tm.pollFirstEntry() + " pollLast " + tm.pollLastEntry() + " size " + tm.size());
        NavigableMap<Integer, String> view = tm.subMap(10, true, 20, true);
        view.put(15, "inserted");
        try {
            view.put(50, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("out of range " + e.getMessage());
        }
        System.out.println("view insert " + tm.get(15) + " view " + view);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("b", 1);
        ci.put("B", 2);
        ci.put("a", 3);
        ci.put("C", 4);
        System.out.println("case-insensitive " + ci + " get(A) " + ci.get("A"));
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        for (String s : "one three five seven eleven two six".split(" ")) byLen.put(s, s.length());
        System.out.println("byLen " + byLen + " comparator null? " + (byLen.comparator() == null));
        System.out.println("ceilingEntry " + byLen.ceilingEntry("zzzz") + " higherKey " + byLen.higherKey("six"));
        TreeMap<Double, String> dbl = new TreeMap<>();
        dbl.put(-0.0, "negzero");
        dbl.put(0.0, "zero");
        dbl.put(Double.NaN, "nan");
        dbl.put(Double.NEGATIVE_INFINITY, "ninf");
        System.out.println("doubles " + dbl);
        try {
            new TreeMap<Object, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key " + e.getClass().getSimpleName());
        }
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < 1000; i++) counts.merge((i * i) % 17, 1, Integer::sum);
        System.out.println("counts " + counts);
        System.out.println("equals " + counts.equals(new java.util.HashMap<>(counts)) + " hash " + counts.hashCode());
    }
}
