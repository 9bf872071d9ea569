package conformance;

import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

public class CollectionHashCodes {
    public static void main(String[] args) {
        List<String> a = new ArrayList<>(List.of("alpha", "beta", "gamma"));
        List<String> b = new LinkedList<>(a);
        System.out.println("list hash " + a.hashCode() + " " + b.hashCode() + " equal " + a.equals(b) + " List.of " + List.of("alpha", "beta", "gamma").hashCode());
        System.out.println("empty list hash " + new ArrayList<>().hashCode() + " with null " + Arrays.asList("x", null).hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        m.put("three", 3);
        System.out.println("map hash " + m.hashCode() + " tree " + new TreeMap<>(m).hashCode() + " entry hash " + new AbstractMap.SimpleEntry<>("one", 1).hashCode() + " Map.entry " + Map.entry("one", 1).hashCode());
        System.out.println("set hash " + new HashSet<>(a).hashCode() + " sum " + ("alpha".hashCode() + "beta".hashCode() + "gamma".hashCode()));
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(3), List.of());
        System.out.println("nested hash " + nested.hashCode() + " toString " + nested);
        System.out.println("Objects.hash " + Objects.hash(1, "a", null, 2.5) + " " + Objects.hash() + " " + Objects.hashCode(null) + " " + Objects.hash((Object) null));
        System.out.println("Boolean " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " Character " + Character.hashCode('x') + " Byte " + Byte.hashCode((byte) -1) + " Short " + Short.hashCode((short) -1));
        System.out.println("Long " + Long.valueOf(-1L).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " Double " + Double.valueOf(0.1).hashCode() + " Float " + Float.valueOf(0.1f).hashCode());
        String[] words = {"", "a", "ab", "hello world", "The quick brown fox jumps over the lazy dog", "Aa", "BB", "AaAa", "BBBB", "AaBB"};
        for (String w : words) System.out.println("hash '" + w + "' = " + w.hashCode());
        Map<List<Integer>, String> listKeys = new HashMap<>();
        listKeys.put(Arrays.asList(1, 2), "first");
        listKeys.put(new ArrayList<>(List.of(1, 2)), "second");
        System.out.println("list as key size " + listKeys.size() + " get " + listKeys.get(List.of(1, 2)));
        Map<String, List<String>> complex = new TreeMap<>();
        complex.put("k", List.of("v1", "v2"));
        System.out.println("complex hash " + complex.hashCode() + " enum name hash " + java.time.DayOfWeek.MONDAY.name().hashCode());
        System.out.println("record hash " + new P(1, "x").hashCode() + " equal recs " + new P(1, "x").equals(new P(1, "x")));
        int h = 0;
        for (int i = 0; i < 200; i++) h = h * 31 + List.of(i, i * 2).hashCode();
        System.out.println("accum " + h);
    }

    record P(int i, String s) {
    }
}
