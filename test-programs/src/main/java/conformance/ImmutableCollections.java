package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class ImmutableCollections {
    // Set.of / Map.of iteration order is randomized per JVM run: always sort before printing.
    public static void main(String[] args) {
        List<Integer> l = List.of(3, 1, 2);
        System.out.println("List.of " + l + " get " + l.get(1) + " size " + l.size() + " contains " + l.contains(2) + " indexOf " + l.indexOf(2));
        Set<String> s = Set.of("pear", "apple", "fig");
        System.out.println("Set.of sorted " + new TreeSet<>(s) + " size " + s.size() + " contains " + s.contains("fig") + " " + s.contains("kiwi"));
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println("Map.of sorted " + new TreeMap<>(m) + " get " + m.get("two") + " missing " + m.get("four") + " getOrDefault " + m.getOrDefault("x", 0));
        Map<Integer, String> me = Map.ofEntries(Map.entry(1, "a"), Map.entry(2, "b"));
        System.out.println("Map.ofEntries sorted " + new TreeMap<>(me) + " entry " + Map.entry("k", "v"));
        int sum = 0;
        for (int v : m.values()) sum += v;
        System.out.println("values sum " + sum + " set hash " + s.hashCode() + " map hash " + m.hashCode() + " list hash " + l.hashCode());
        System.out.println("equals " + s.equals(Set.of("fig", "pear", "apple")) + " " + m.equals(Map.of("three", 3, "two", 2, "one", 1)) + " " + l.equals(new ArrayList<>(l)));
        try {
            l.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of add -> " + e.getClass().getSimpleName() + " msg " + e.getMessage());
        }
        try {
            l.set(0, 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of set -> " + e.getClass().getSimpleName());
        }
        try {
            m.put("x", 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of put -> " + e.getClass().getSimpleName());
        }
        try {
            List.of(1, null);
        } catch (NullPointerException e) {
            System.out.println("List.of null -> " + e.getClass().getSimpleName());
        }
        try {
            Set.of("a", "a");
        } catch (IllegalArgumentException e) {
            System.out.println("Set.of dup -> " + e.getMessage());
        }
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("Map.of dup -> " + e.getMessage());
        }
        try {
            l.contains(null);
            System.out.println("List.of contains(null) ok");
        } catch (NullPointerException e) {
            System.out.println("List.of contains(null) -> NPE");
        }
        try {
            s.contains(null);
            System.out.println("Set.of contains(null) ok");
        } catch (NullPointerException e) {
            System.out.println("Set.of contains(null) -> NPE");
        }
        List<Integer> copy = List.copyOf(new ArrayList<>(List.of(5, 6)));
        System.out.println("copyOf " + copy + " same " + (List.copyOf(copy) == copy));
        Set<Integer> sc = Set.copyOf(List.of(1, 1, 2, 2, 3));
        System.out.println("Set.copyOf size " + sc.size() + " sorted " + new TreeSet<>(sc));
        List<Integer> big = List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        System.out.println("big list " + big.subList(10, 13) + " " + big.size());
        Set<Integer> bigSet = Set.of(10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120);
        int total = 0;
        for (int x : bigSet) total += x;
        System.out.println("bigSet total " + total + " min " + new TreeSet<>(bigSet).first());
        System.out.println("empty " + List.of() + " " + Set.of().size() + " " + Map.of().isEmpty());
        List<String> unmodStream = java.util.stream.Stream.of("b", "a").toList();
        System.out.println("stream toList " + unmodStream);
        try {
            unmodStream.add("c");
        } catch (UnsupportedOperationException e) {
            System.out.println("toList add -> UOE");
        }
    }
}
