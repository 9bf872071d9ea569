package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Sync;
import jvsim.vm.Op;
import jvsim.vm.VectorClock;

/**
 * The reversal questions the windows of a long trace miss, as {@link FarReads} finds the read
 * questions. Two threads' steps whose order the model takes from the trace — steps with effects
 * outside the VM (output, an uncaught exception), conflicting steps on a synchronization location
 * — are asked to be reversed only in a window that holds both, and two steps further apart than
 * half a window may share none: two threads' stack traces printed one after the other were never
 * interleaved (causal.InterleavedFailures), each report hundreds of steps long. For each such step
 * b and each other thread, the last step a of that thread on the same location before b, where one
 * of them writes it and b need not happen after a (Φ_mhb: program order, start and join, as vector
 * clocks), is a far pair when no window holds both; its reversal is asked in a window from half a
 * window before a, or from the beginning of the outermost critical section a is in when that is
 * earlier (b's thread must be able to run before the whole section), to b. A pair that spans
 * more than maxSpan events is not asked but counted ({@link #unasked}), unless a window holds the
 * two steps (not the section's beginning): it is asked there.
 */
final class FarOrders {
    /** A far pair: the earlier step's and the later step's event indices. */
    record Pair(int first, int then) { }

    final List<FarReads.Span<Pair>> spans;
    /** Pairs asked in {@link #spans}. */
    int asked;
    /** Pairs further apart than maxSpan. */
    long unasked;

    /** The far pairs of trace, with far's thread numbers and Φ_mhb clocks of its events (computed once per trace). */
    FarOrders(Trace trace, FarReads far, int window, int maxSpan) {
        List<Event> events = trace.events;
        int n = events.size(), half = window / 2;
        VectorClock[] clock = far.clock;
        // per location, per thread: its last step there and whether that step wrote it
        Map<Sync, Map<Integer, int[]>> lastOn = new HashMap<>();
        List<int[]> wanted = new ArrayList<>();
        List<Pair> pairs = new ArrayList<>();
        // per thread, the monitors it holds: {depth, the index of the step that took it}, and a
        // wait's saved depth; per event, where the outermost critical section it is in began
        Map<String, Map<Long, int[]>> held = new HashMap<>();
        Map<String, Map<Long, Integer>> saved = new HashMap<>();
        int[] sectionStart = new int[n];
        for (Event e : events) {
            Map<Long, int[]> mine = held.computeIfAbsent(e.thread, x -> new HashMap<>());
            int start = e.index;
            for (int[] h : mine.values()) start = Math.min(start, h[1]);
            for (long[] l : e.locks) {
                int[] h = mine.get(l[1]);
                if (l[0] == Op.ACQUIRE) {
                    if (h != null) h[0]++;
                    else {
                        Integer d = saved.computeIfAbsent(e.thread, x -> new HashMap<>()).remove(l[1]);
                        mine.put(l[1], new int[] {d != null ? d : 1, e.index});
                    }
                } else if (h != null) {
                    if (l[0] == Op.WAIT) saved.computeIfAbsent(e.thread, x -> new HashMap<>()).put(l[1], h[0]);
                    if (l[0] == Op.WAIT || --h[0] == 0) mine.remove(l[1]);
                }
            }
            sectionStart[e.index] = start;
        }
        for (Event b : events) {
            int t = far.threadOf[b.index];
            for (Sync y : b.syncs) {
                Map<Integer, int[]> byThread = lastOn.computeIfAbsent(new Sync(y.holder(), y.key(), false), x -> new HashMap<>());
                for (var other : byThread.entrySet()) {
                    int u = other.getKey(), a = other.getValue()[0];
                    boolean writes = y.writes() || other.getValue()[1] != 0;
                    // b always after a: no reversal; in a window together with the section a is in: asked there
                    if (u == t || !writes || clock[b.index].get(u) > events.get(a).seq || FarReads.shareWindow(sectionStart[a], b.index, n, window)) continue;
                    int from = Math.max(0, Math.min(a - half, sectionStart[a]));
                    // a section too long to span: the pair's own window (where b's thread may not need it) asks it
                    if (b.index + 1 - from > maxSpan && FarReads.shareWindow(a, b.index, n, window)) continue;
                    if (b.index + 1 - from > maxSpan) unasked++;
                    else {
                        wanted.add(new int[] {from, b.index + 1, pairs.size()});
                        pairs.add(new Pair(a, b.index));
                    }
                }
                byThread.put(t, new int[] {b.index, y.writes() ? 1 : 0});
            }
        }
        asked = pairs.size();
        spans = FarReads.group(wanted, pairs, maxSpan);
    }
}
