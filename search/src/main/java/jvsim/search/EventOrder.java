package jvsim.search;

import java.util.List;
import jvsim.vm.Op;

/**
 * The events of one execution (numbered from 0 in execution order) as DPOR's reversal algorithms
 * see them ({@link WakeupTree}, {@link SourceSets}): each event's thread and operation, and
 * happens-before within a sequence of them.
 */
interface EventOrder {
    /** The uid of event e's thread. */
    int thread(int e);

    /** Event e's operation. */
    Op op(int e);

    /** Whether event a happens before event b within seq, a subsequence of the execution that holds both. */
    boolean precedes(List<Integer> seq, int a, int b);

    /** Index in seq of thread u's first event, or -1. */
    default int firstOf(List<Integer> seq, int u) {
        for (int a = 0; a < seq.size(); a++) if (thread(seq.get(a)) == u) return a;
        return -1;
    }

    /**
     * Whether thread u, whose next operation is op, can start seq without changing its trace (u is
     * a weak initial of seq): its first event in seq has no predecessor in seq, or it has no event
     * in seq and op commutes with all of seq.
     */
    default boolean weakInitial(List<Integer> seq, int u, Op op) {
        int at = firstOf(seq, u);
        if (at >= 0) {
            int l = seq.get(at);
            for (int b = 0; b < at; b++) if (precedes(seq, seq.get(b), l)) return false;
            return true;
        }
        for (int l : seq) if (Dependence.dependent(op, op(l))) return false;
        return true;
    }

    /** The threads whose first event in seq has no predecessor in seq (the initials of seq), in order of those events. */
    default List<Integer> initials(List<Integer> seq) {
        List<Integer> initials = new java.util.ArrayList<>();
        List<Integer> seen = new java.util.ArrayList<>();
        for (int a = 0; a < seq.size(); a++) {
            int l = seq.get(a);
            int u = thread(l);
            if (seen.contains(u)) continue;
            seen.add(u);
            boolean first = true;
            for (int b = 0; b < a && first; b++) first = !precedes(seq, seq.get(b), l);
            if (first) initials.add(u);
        }
        return initials;
    }
}
