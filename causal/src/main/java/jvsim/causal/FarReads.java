package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.vm.Op;
import jvsim.vm.VectorClock;

/**
 * The read questions the windows of a long trace miss. A trace of more than one window is solved
 * in windows each starting half a window after the previous one, so a read and another thread's
 * write of its location further apart than that may share none: the window of the read knows the
 * write only as the value the location held when the window began, or not at all. For each such
 * pair whose write may be the one the read sees — the read does not always happen before the
 * write, and neither a later write of the writer's thread nor the reader's own last write before
 * the read always comes between them (always: in Φ_mhb, program order, start and join, as vector
 * clocks) — and whose value differs from what the read saw, the question (read, value) is asked in
 * a window spanning both, built for it ({@link #spans}); the initial value counts as a write at
 * the location's first write. Pairs (read, write) further apart than maxSpan events are not asked
 * but counted ({@link #unasked}), as are the reads left when the scan's budget ran out.
 */
final class FarReads {
    /** A question: the read's event index, its location and the value (as the read's thread makes of it: {@link Access#observe}). */
    record Question(int event, Location at, long value) { }

    /** A window built for far questions: events from (inclusive) to to, and the questions to ask in it (Q: a question, or a pair of FarOrders). */
    record Span<Q>(int from, int to, Set<Q> questions) { }

    /** At most this many (read, write) pairs are looked at per trace (a location two threads write all along has many). */
    static final long MAX_PAIRS = 20_000_000;

    final List<Span<Question>> spans;
    /** Questions asked in {@link #spans}. */
    int asked;
    /** (read, write) pairs further apart than maxSpan, plus reads not looked at (the budget ran out). */
    long unasked;

    private final List<Event> events;
    private final int n, window;
    /** Per event, the number of steps of each thread (by number) that must happen before or at it. */
    final VectorClock[] clock;
    /** Per event, its thread's number. */
    final int[] threadOf;

    FarReads(Trace trace, int window, int maxSpan) {
        this.events = trace.events;
        this.n = events.size();
        this.window = window;
        Map<String, Integer> threads = new HashMap<>();
        for (Event e : events) threads.putIfAbsent(e.thread, threads.size());
        threadOf = new int[n];
        for (Event e : events) threadOf[e.index] = threads.get(e.thread);
        clock = clocks(events, threads);
        spans = find(maxSpan);
    }

    /**
     * The vector clocks of a whole trace's events under Φ_mhb's unconditional orders (program
     * order, a start before the thread's first step, an end before a join after it): see
     * {@link MustHappenBefore#clocks}. threads numbers the trace's threads.
     */
    private static VectorClock[] clocks(List<Event> events, Map<String, Integer> threads) {
        List<int[]> edges = new ArrayList<>();
        Map<String, Event> last = new HashMap<>(), forkedBy = new HashMap<>(), ended = new HashMap<>();
        for (Event e : events) {
            Event prev = last.put(e.thread, e);
            if (prev != null) edges.add(new int[] {prev.index, e.index});
            else if (forkedBy.containsKey(e.thread)) edges.add(new int[] {forkedBy.get(e.thread).index, e.index});
            if (e.joined != null && ended.containsKey(e.joined)) edges.add(new int[] {ended.get(e.joined).index, e.index});
            if (e.forked != null) forkedBy.put(e.forked, e);
            if (e.kind == Op.END) ended.put(e.thread, e);
        }
        return MustHappenBefore.clocks(events, 0, threads, edges);
    }

    /** Whether events i and j share one of the trace's windows. */
    private boolean shareWindow(int i, int j) { return shareWindow(i, j, n, window); }

    /**
     * Whether events i and j of a trace of n events share one of its windows (of window events,
     * each starting half a window after the previous one, the last ending with the trace).
     */
    static boolean shareWindow(int i, int j, int n, int window) {
        // the last window's number: the first whose end reaches the trace's
        int half = window / 2, last = n <= window ? 0 : (n - window + half - 1) / half;
        int lo = Math.min(i, j), hi = Math.max(i, j);
        int k = Math.min(lo / half, last);
        return hi < Math.min(n, k * half + window);
    }

    private List<Span<Question>> find(int maxSpan) {
        // per location: each thread's writes in program order (event indices), and the value it held before the first write
        Map<Location, Map<Integer, List<Integer>>> writes = new LinkedHashMap<>();
        Map<Location, Integer> firstWrite = new HashMap<>();
        Map<Location, Long> initial = new HashMap<>();
        for (Event e : events) {
            for (Access a : e.accesses) {
                initial.putIfAbsent(a.at, a.before);
                if (!a.writes) continue;
                writes.computeIfAbsent(a.at, x -> new LinkedHashMap<>()).computeIfAbsent(threadOf[e.index], x -> new ArrayList<>()).add(e.index);
                firstWrite.putIfAbsent(a.at, e.index);
            }
        }
        long pairs = 0;
        // the nearest write giving each far (read, value), as [from, to) spans
        List<int[]> wanted = new ArrayList<>();
        List<Question> questions = new ArrayList<>();
        for (Event r : events) {
            int t = threadOf[r.index];
            for (Access a : r.accesses) {
                Map<Integer, List<Integer>> byThread = writes.get(a.at);
                if (!a.reads || byThread == null || byThread.keySet().equals(Set.of(t))) continue;
                if (pairs > MAX_PAIRS) {
                    unasked++;
                    continue;
                }
                List<Integer> mine = byThread.getOrDefault(t, List.of());
                int ownCount = count(mine, r.index), own = ownCount > 0 ? mine.get(ownCount - 1) : -1;
                Map<Long, Integer> nearest = new LinkedHashMap<>();
                boolean initialPossible = own < 0;
                for (var entry : byThread.entrySet()) {
                    int u = entry.getKey();
                    if (u == t) continue;
                    List<Integer> ws = entry.getValue();
                    // u's writes that must happen before r are a prefix of them: of those only the
                    // last may be what r sees; those r must happen before are a suffix; and the
                    // reader's own last write hides every write that must happen before it
                    int before = mhbCount(ws, clock[r.index].get(u));
                    if (before > 0) initialPossible = false;
                    int lo = Math.max(before - 1, 0);
                    if (own >= 0) lo = Math.max(lo, mhbCount(ws, clock[own].get(u)));
                    int hi = ws.size();
                    while (hi > lo && clock[ws.get(hi - 1)].get(t) > r.seq) hi--;
                    for (int i = lo; i < hi; i++) {
                        int w = ws.get(i);
                        pairs++;
                        long v = a.observe(value(w, a.at));
                        if (v == a.observed() || shareWindow(w, r.index)) continue;
                        if (Math.abs(w - r.index) > maxSpan) unasked++;
                        else nearest.merge(v, w, (x, y) -> Math.abs(x - r.index) <= Math.abs(y - r.index) ? x : y);
                    }
                }
                // the initial value: the read before every write of its location
                long v0 = a.observe(initial.get(a.at));
                int first = firstWrite.get(a.at);
                if (initialPossible && v0 != a.observed() && first < r.index && !nearest.containsKey(v0) && !shareWindow(first, r.index)) {
                    if (r.index - first > maxSpan) unasked++;
                    else nearest.put(v0, first);
                }
                for (var q : nearest.entrySet()) {
                    int w = q.getValue();
                    wanted.add(new int[] {Math.min(w, r.index), Math.max(w, r.index) + 1, questions.size()});
                    questions.add(new Question(r.index, a.at, q.getKey()));
                }
            }
        }
        asked = wanted.size();
        return group(wanted, questions, maxSpan);
    }

    /**
     * One window per group of wanted spans ({from, to, the index of its question in questions})
     * that fit together in maxSpan events, in the order they begin.
     */
    static <Q> List<Span<Q>> group(List<int[]> wanted, List<Q> questions, int maxSpan) {
        List<Span<Q>> spans = new ArrayList<>();
        wanted.sort((x, y) -> Integer.compare(x[0], y[0]));
        Span<Q> open = null;
        for (int[] w : wanted) {
            if (open != null && Math.max(open.to(), w[1]) - open.from() <= maxSpan) {
                open = new Span<>(open.from(), Math.max(open.to(), w[1]), open.questions());
                spans.set(spans.size() - 1, open);
            } else {
                open = new Span<>(w[0], w[1], new LinkedHashSet<>());
                spans.add(open);
            }
            open.questions().add(questions.get(w[2]));
        }
        return spans;
    }

    /** How many of the writes ws (event indices in program order) come before index. */
    private static int count(List<Integer> ws, int index) {
        int lo = 0, hi = ws.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ws.get(mid) < index) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** How many of one thread's writes ws must happen before an event whose clock knows steps of that thread. */
    private int mhbCount(List<Integer> ws, int steps) {
        int lo = 0, hi = ws.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(ws.get(mid)).seq < steps) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** The value write w left at at. */
    private long value(int w, Location at) {
        for (Access a : events.get(w).accesses) if (a.at.equals(at)) return a.after;
        throw new IllegalStateException("jvsim: no write of " + at);
    }
}
