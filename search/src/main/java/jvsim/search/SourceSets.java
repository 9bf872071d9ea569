package jvsim.search;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jvsim.vm.Op;

/**
 * Source-DPOR's backtrack sets (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014): for a race's
 * reversal v at a state, one initial of v (a thread whose first event in v has no predecessor in
 * v) joins the state's backtrack set, unless one is there already or asleep there.
 */
final class SourceSets {
    private SourceSets() {}

    /** What {@link #add} did with a reversal. */
    enum Added {
        /** An initial is asleep at the state: the reversal's trace was explored from there. */
        ASLEEP,
        /** An initial is in the backtrack set already. */
        COVERED,
        /** A thread (or every enabled thread) joined the backtrack set. */
        ADDED
    }

    /**
     * Adds to backtrack (the state's backtrack set, given its sleep set and enabled threads) an
     * initial of v, whose last event k is the race's second: k's thread if it is one and enabled,
     * else the first enabled one, else every enabled thread (no initial can run here); nothing
     * when an initial is asleep or already in the set.
     */
    static Added add(EventOrder order, List<Integer> v, int k, TreeSet<Integer> backtrack, Map<Integer, Op> sleep, Set<Integer> enabled) {
        List<Integer> initials = order.initials(v);
        for (int u : initials) if (sleep.containsKey(u)) return Added.ASLEEP;
        for (int u : initials) if (backtrack.contains(u)) return Added.COVERED;
        int q = order.thread(k);
        int pick = initials.contains(q) && enabled.contains(q) ? q : -1;
        if (pick < 0) for (int u : initials) if (enabled.contains(u)) { pick = u; break; }
        if (pick >= 0) backtrack.add(pick);
        else backtrack.addAll(enabled);
        return Added.ADDED;
    }
}
