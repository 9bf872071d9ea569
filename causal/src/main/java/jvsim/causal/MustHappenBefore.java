package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.vm.VectorClock;

/**
 * Φ_mhb's unconditional orders of a {@link CausalModel}'s window as vector clocks, and what they
 * alone decide: whether one event must happen before another, whether they hide a write from a
 * read, whether a location must be written before a read.
 */
final class MustHappenBefore {
    private final List<Event> events;
    private final int from;
    private final Map<String, Integer> threadNumber;
    /**
     * Φ_mhb's unconditional orders (program order, a start before the thread's first step, a join
     * after the end of a thread started before the window) as vector clocks: per window event (by
     * index - from), per thread number, one more than the step number (seq) of that thread's last
     * event that must happen before or at it ({@link #mhb}).
     */
    private final VectorClock[] clock;
    /**
     * {@link #clock} with the joins of {@link CausalModel#joins} after the ends of the threads they join too:
     * what must happen before what in every question but the reversal of a start and a join (the
     * one question that drops a join's order). Read questions and the other reversals are left out
     * when it alone rules them out ({@link Questions#readTargets}, {@link Questions#reversible}); Φ keeps to
     * {@link #clock}, which holds in every question.
     */
    final VectorClock[] joinedClock;
    /** Per location and thread, that thread's writes of the location in order (for {@link #hidden}). */
    private final Map<Location, Map<String, List<Event>>> writersByThread = new HashMap<>();

    /**
     * The clocks of the window's events (from the trace's index from, threads numbered by
     * threadNumber) under the orders before, and with the joins' orders ({start, end, join}) too;
     * writers: the events that write each data location, in order.
     */
    MustHappenBefore(List<Event> events, int from, Map<String, Integer> threadNumber, List<int[]> before, List<int[]> joins, Map<Location, List<Event>> writers) {
        this.events = events;
        this.from = from;
        this.threadNumber = threadNumber;
        clock = clocks(events, from, threadNumber, before);
        List<int[]> joined = new ArrayList<>(before);
        for (int[] j : joins) joined.add(new int[] {j[1], j[2]});
        joinedClock = joins.isEmpty() ? clock : clocks(events, from, threadNumber, joined);
        for (var ws : writers.entrySet())
            for (Event w : ws.getValue()) writersByThread.computeIfAbsent(ws.getKey(), k -> new HashMap<>()).computeIfAbsent(w.thread, k -> new ArrayList<>()).add(w);
    }

    /**
     * Vector clocks of events (consecutive events of a trace, the first at index from) under
     * must-happen-before orders edges ({earlier index, later index}, both among the events): per
     * event, per thread (numbered by threads), one more than the step number (seq) of that
     * thread's last event that must happen before or at it.
     */
    static VectorClock[] clocks(List<Event> events, int from, Map<String, Integer> threads, List<int[]> edges) {
        int n = events.size(), k = threads.size();
        List<List<Integer>> into = new ArrayList<>(n);
        for (int i = 0; i < n; i++) into.add(new ArrayList<>(1));
        for (int[] b : edges) into.get(b[1] - from).add(b[0] - from);
        VectorClock[] c = new VectorClock[n];
        for (int i = 0; i < n; i++) {
            VectorClock mine = new VectorClock(k);
            for (int p : into.get(i)) mine.join(c[p]);
            Event e = events.get(i);
            mine.set(threads.get(e.thread), e.seq + 1);
            c[i] = mine;
        }
        return c;
    }

    /** Event a must happen before event b (both in the window): {@link #clock}. */
    boolean mhb(Event a, Event b) { return mhb(a, b, clock); }

    /** Event a must happen before event b (both in the window) by the vector clocks c ({@link #clock} or {@link #joinedClock}). */
    boolean mhb(Event a, Event b, VectorClock[] c) { return a != b && c[b.index - from].get(threadNumber.get(a.thread)) > a.seq; }

    /**
     * Φ_mhb alone keeps read r (own: its thread's last write of at before it, or null) from
     * seeing write w of another thread: r must happen before w, or w before own, or w before
     * another write of at that must happen before r (each thread's last such write is enough).
     */
    boolean hidden(Event r, Event own, Event w, Location at) { return hidden(r, own, w, at, clock); }

    /** {@link #hidden} by the vector clocks c. */
    boolean hidden(Event r, Event own, Event w, Location at, VectorClock[] c) {
        if (mhb(r, w, c) || own != null && mhb(w, own, c)) return true;
        for (var ws : writersByThread.getOrDefault(at, Map.of()).entrySet()) {
            Event x = lastBefore(ws.getValue(), r, c);
            if (x != null && x != w && mhb(w, x, c)) return true;
        }
        return false;
    }

    /** The last of one thread's writes ws (in order) that must happen before r by the vector clocks c, or null. */
    private Event lastBefore(List<Event> ws, Event r, VectorClock[] c) {
        int known = c[r.index - from].get(threadNumber.get(ws.get(0).thread));
        int lo = 0, hi = ws.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ws.get(mid).seq < known && ws.get(mid) != r) lo = mid + 1;
            else hi = mid;
        }
        return lo == 0 ? null : ws.get(lo - 1);
    }

    /** Some write of at must happen before r (so r cannot see the location's initial value). */
    boolean writtenBefore(Event r, Location at) { return writtenBefore(r, at, clock); }

    /** {@link #writtenBefore} by the vector clocks c. */
    boolean writtenBefore(Event r, Location at, VectorClock[] c) {
        for (List<Event> ws : writersByThread.getOrDefault(at, Map.of()).values()) if (lastBefore(ws, r, c) != null) return true;
        return false;
    }
}
