package jvsim.search;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Follows a wished-for schedule (thread paths, data choices as "path=value") as far as the program allows: at each choice the
 * earliest unused entry whose thread is enabled runs (and is used up); when no enabled thread has
 * an entry left, the thread of the previous step continues if it can and does not give the
 * processor away (its next step a Thread.yield or sleep: then the next enabled thread after it in
 * the enabled list's order, round the list, so that a thread spinning until another acts lets the
 * others run), else the first enabled thread. Deterministic (a function of the state and the
 * previous step's thread), so the execution it produces replays exactly from its own recorded
 * schedule; the wish need not be feasible.
 */
public final class ScheduleFollower implements SchedulingStrategy {
    /** The positions in the wish of one thread's entries, in order, and how many are used. */
    private static final class Entries {
        final List<Integer> at = new ArrayList<>();
        int used;
        int head() { return used < at.size() ? at.get(used) : Integer.MAX_VALUE; }
    }

    private final Map<String, Entries> byThread = new HashMap<>();
    /** Each thread's data-choice values ("path=value" entries), in its own order. */
    private final Map<String, ArrayDeque<Integer>> values = new HashMap<>();
    private VmThread previous;

    public ScheduleFollower(List<String> wish) {
        for (int i = 0; i < wish.size(); i++) {
            String entry = wish.get(i);
            Integer value = Step.valueOf(entry);
            if (value != null) values.computeIfAbsent(Step.threadOf(entry), k -> new ArrayDeque<>()).add(value);
            else byThread.computeIfAbsent(entry, k -> new Entries()).at.add(i);
        }
    }

    /** A thread's data choices take the values it had in the wish, in order (the smallest past them). */
    @Override public int chooseValue(VmThread t, int min, int max) {
        ArrayDeque<Integer> vs = values.get(t.path);
        Integer v = vs == null ? null : vs.poll();
        return v == null || v < min || v > max ? min : v;
    }

    @Override public boolean followsFromStart() { return true; }

    @Override public VmThread choose(List<VmThread> enabled) {
        VmThread best = null;
        Entries bestEntries = null;
        for (VmThread t : enabled) {
            Entries e = byThread.get(t.path);
            if (e != null && e.head() != Integer.MAX_VALUE && (bestEntries == null || e.head() < bestEntries.head())) {
                best = t;
                bestEntries = e;
            }
        }
        if (best != null) {
            bestEntries.used++;
            return previous = best;
        }
        int at = previous == null ? -1 : enabled.indexOf(previous);
        if (at < 0) return previous = enabled.get(0);
        if (!BoundedSearch.yields(previous)) return previous;
        return previous = enabled.get((at + 1) % enabled.size());
    }
}
