package jvsim.search.coverage;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongPredicate;

/** A count per long (e.g. per encoded sequence: how many rows were built to cover it). */
public final class LongCounter {
    private final Map<Long, Integer> counts = new HashMap<>();

    public int get(long key) { return counts.getOrDefault(key, 0); }

    public void increment(long key) { counts.merge(key, 1, Integer::sum); }

    /** How many keys have a count of at least threshold and are not excluded. */
    public long over(int threshold, LongPredicate excluded) {
        long n = 0;
        for (Map.Entry<Long, Integer> e : counts.entrySet()) if (e.getValue() >= threshold && !excluded.test(e.getKey())) n++;
        return n;
    }
}
