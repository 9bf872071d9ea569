package jvsim.search;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import jvsim.vm.VmThread;

/**
 * Data choices (Verify.getInt) for a search that explores the interleavings of one fixed
 * assignment of values at a time, as DPOR does: a choice is named by its thread's path and its
 * index among that thread's choices, the same whatever the interleaving. A choice first met takes
 * its smallest value, and an assignment with each other value is queued; the search is repeated
 * for every queued assignment. Every complete assignment is covered: the first choice (in
 * execution order) where it differs from the current one is met along an explored execution, and
 * its value queued there.
 */
final class DataAssignments {
    private Map<String, Integer> current = new HashMap<>();
    private final ArrayDeque<Map<String, Integer>> todo = new ArrayDeque<>();
    private final Set<Map<String, Integer>> queued = new HashSet<>();
    private final Map<String, Integer> counters = new HashMap<>();

    /** Called before each execution. */
    void executionStarted() { counters.clear(); }

    int value(VmThread t, int min, int max) {
        int index = counters.merge(t.path, 1, Integer::sum) - 1;
        String key = t.path + "#" + index;
        Integer v = current.get(key);
        if (v != null) {
            if (v < min || v > max) throw new IllegalStateException("jvsim: data choice " + key + " changed its range");
            return v;
        }
        for (long w = (long) min + 1; w <= max; w++) {
            Map<String, Integer> next = new HashMap<>(current);
            next.put(key, (int) w);
            if (queued.add(next)) todo.add(next);
        }
        current.put(key, min);
        return min;
    }

    /** Assignments queued, not explored yet. */
    int pending() { return todo.size(); }

    /** Moves to the next queued assignment; false when none is left. */
    boolean next() {
        if (todo.isEmpty()) return false;
        current = todo.poll();
        return true;
    }
}
