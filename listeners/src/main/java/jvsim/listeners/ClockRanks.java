package jvsim.listeners;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import jvsim.vm.StateComponent;
import jvsim.vm.VectorClock;

/**
 * Canonical names for vector-clock values in a state hash: every value of thread u's component
 * that occurs anywhere in a detector's state is replaced by its rank among those values (0 stays
 * 0). Vector clocks only compare values of one component, take maxima, and tick a thread's own
 * component, which holds the largest value of that component there is; all three commute with a
 * renaming that keeps each component's order, so two states equal up to it behave alike from then
 * on, however many steps led to each.
 */
final class ClockRanks {
    private final Map<Integer, int[]> values = new HashMap<>();
    private final Map<Integer, Integer> counts = new HashMap<>();
    private boolean sorted;

    void add(VectorClock v) { v.forEach(this::add); }

    void add(int uid, int value) {
        if (value == 0) return;
        int[] a = values.computeIfAbsent(uid, u -> new int[8]);
        int n = counts.getOrDefault(uid, 0);
        if (n == a.length) values.put(uid, a = Arrays.copyOf(a, n * 2));
        a[n] = value;
        counts.put(uid, n + 1);
        sorted = false;
    }

    /** The rank of value among the values of uid's component added (1 for the smallest; 0 for 0). */
    int rank(int uid, int value) {
        if (value == 0) return 0;
        if (!sorted) {
            for (Map.Entry<Integer, int[]> e : values.entrySet()) {
                int n = counts.get(e.getKey());
                int[] a = e.getValue();
                Arrays.sort(a, 0, n);
                int k = 0;
                for (int i = 0; i < n; i++) if (k == 0 || a[k - 1] != a[i]) a[k++] = a[i];
                counts.put(e.getKey(), k);
            }
            sorted = true;
        }
        int i = Arrays.binarySearch(values.get(uid), 0, counts.get(uid), value);
        if (i < 0) throw new IllegalStateException("jvsim: clock value " + value + " of thread " + uid + " was not ranked");
        return i + 1;
    }

    /** Adds a clock (its non-zero components in uid order, renamed) to a state hash. */
    void hash(StateComponent.Sink sink, VectorClock v) {
        if (v == null) {
            sink.add(-1);
            return;
        }
        v.forEach((uid, value) -> {
            sink.add(uid);
            sink.add(rank(uid, value));
        });
        sink.add(0);
    }
}
