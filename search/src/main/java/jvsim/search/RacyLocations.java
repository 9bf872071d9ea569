package jvsim.search;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.vm.Op;

/**
 * The racy locations learnt from the executions so far, for the samplers that schedule only the
 * steps that can change an outcome (SURW, PCT): a location is racy when more than one thread
 * touched it, one of them modifying it. A step is selected when some access of it ({@link
 * Op#parts}: its operation, further sides, a JDK step's footprint) is at a racy location; before
 * the first execution, every step with a located access is. A JDK step that has not run yet is
 * judged by its first access (its footprint is unknown).
 */
final class RacyLocations {
    /** Per location (holder id, key): the threads (paths) that touched it, and whether one modified it. */
    private final Map<List<Long>, Set<String>> touched = new HashMap<>();
    private final Set<List<Long>> modified = new HashSet<>();
    /** The racy locations of the executions so far; null before the first. */
    private Set<List<Long>> racy;

    private static List<Long> location(Op op) { return List.of(op.holderId(), op.key); }

    /** Whether a step (or a pending operation) is selected: an access of it is at a racy location. */
    boolean selected(Op op) {
        for (Op p : op.parts()) if (p.hasHolder() && (racy == null || racy.contains(location(p)))) return true;
        return false;
    }

    /**
     * Learns the locations the execution's steps touched; true when the racy locations changed
     * (then counts made under the old selection are stale).
     */
    boolean learn(Execution e) {
        for (Step s : e.steps) {
            if (s.op.kind == Op.CHOICE) continue;
            for (Op p : s.op.parts()) {
                if (!p.hasHolder()) continue;
                touched.computeIfAbsent(location(p), k -> new HashSet<>()).add(s.threadPath);
                if (PosSearch.modifies(p)) modified.add(location(p));
            }
        }
        Set<List<Long>> now = new HashSet<>();
        touched.forEach((loc, threads) -> { if (threads.size() > 1 && modified.contains(loc)) now.add(loc); });
        boolean changed = racy == null || !now.equals(racy);
        racy = now;
        return changed;
    }
}
