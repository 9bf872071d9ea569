package jvsim.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.Scheduler;
import jvsim.vm.VmThread;

/**
 * Follows a wished-for schedule (thread paths) as far as the program allows: at each choice the
 * earliest unused entry whose thread is enabled runs (and is used up); when no enabled thread has
 * an entry left, the thread of the previous step continues if it can, else the first enabled
 * thread. Deterministic, so the execution it produces replays exactly from its own recorded
 * schedule; the wish need not be feasible.
 */
final class ScheduleFollower implements Scheduler.Strategy {
    /** The positions in the wish of one thread's entries, in order, and how many are used. */
    private static final class Entries {
        final List<Integer> at = new ArrayList<>();
        int used;
        int head() { return used < at.size() ? at.get(used) : Integer.MAX_VALUE; }
    }

    private final Map<String, Entries> byThread = new HashMap<>();
    private VmThread previous;

    ScheduleFollower(List<String> wish) {
        for (int i = 0; i < wish.size(); i++) byThread.computeIfAbsent(wish.get(i), k -> new Entries()).at.add(i);
    }

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
        if (previous != null && enabled.contains(previous)) return previous;
        return previous = enabled.get(0);
    }
}
