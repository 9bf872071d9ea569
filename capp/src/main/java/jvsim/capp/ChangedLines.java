package jvsim.capp;

import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** Changed lines of a version of a program: class (Java name) to method (name and descriptor) to lines. */
final class ChangedLines {
    final Map<String, Map<String, SortedSet<Integer>>> lines = new TreeMap<>();

    void add(String className, String method, int line) {
        lines.computeIfAbsent(className, k -> new TreeMap<>()).computeIfAbsent(method, k -> new TreeSet<>()).add(line);
    }

    SortedSet<Integer> of(String className, String method) {
        Map<String, SortedSet<Integer>> m = lines.get(className);
        SortedSet<Integer> s = m == null ? null : m.get(method);
        return s == null ? new TreeSet<>() : s;
    }
}
