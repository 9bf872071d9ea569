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
import jvsim.causal.Trace.Sync;
import jvsim.vm.Op;
import jvsim.vm.VectorClock;

/**
 * The maximal causal model of one trace (Serbanuta, Chen and Rosu, RV 2012; Huang, PLDI 2015), as
 * constraints over one integer order variable per event, each a difference constraint or a
 * Boolean combination of them: Φ = Φ_mhb ∧ Φ_lock ∧ Φ_rw.
 * <ul>
 * <li>Φ_mhb: program order; a thread's start before its first step, its end before a join that
 *     waited for it (for a thread the window starts, but in the reversal of the start and the join:
 *     there the join comes first and returns at once). Recorded orders, each holding while its
 *     later step is in the prefix and dropped by a reversal question of its own: a notify after
 *     the wait it ended and before the waiter's re-acquisition; a thread's resumption (after
 *     park, sleep, a class initialization) after the step that woke it; and the order of any two steps of different threads on one
 *     synchronization location that is neither data nor a monitor (a thread's liveness, status or
 *     park permit, a class's initialization state, interrupts, IMUnit events, a halting step) when
 *     one of them writes it. Steps with effects outside the VM keep no order (nothing reads them),
 *     but each pair is a reversal question ({@link #effectOrders}).</li>
 * <li>Φ_lock: the critical sections of one monitor in different threads taken in the prefix do not
 *     overlap (a section runs from the outermost acquisition, or the re-acquisition after a wait,
 *     to the release or wait that gives the monitor up; one never given up excludes the others
 *     after it); a section may stay open past the prefix's end even if the trace closed it.</li>
 * <li>Φ_rw: every read that comes before the prefix end P reads what it read: the last write of its
 *     location before it (or none, for the location's initial value) wrote that value.</li>
 * </ul>
 * A target (read r, value v) adds P = O_r and "r reads v"; a reversal (b before a) adds P = O_b
 * and O_b &lt; O_a (each asked with as much of the trace's history in front as can be: each
 * thread's events the trace ran before r, or before a, ordered before P, a thread giving up its
 * last ones while the solver says no, so that reads the trace did before the question's step keep
 * their values in the prefix instead of being left to the continuation; when no history can be
 * kept, with the seed in front; then free); a blocking question (a lock cycle, a lost wake-up) puts each blocked step
 * after P and its thread's previous step before it (lock state is then read and written by the
 * acquisitions: the prefix leaves the monitors held, whatever the trace's sections did next). A
 * model gives a schedule prefix (the events ordered before P, then P's event) that the VM can
 * follow up to P's step. Every constraint of Φ is one the recorded trace satisfies, so the solver
 * only ever reorders recorded events. This class derives the constraints from the trace (the
 * must-happen-before orders and their clocks, lock sections, recorded orders) and generates the
 * questions; {@link CausalEncoding} states them for Z3 and solves one question at a time.
 */
final class CausalModel {
    /**
     * A question: a read of the trace and a value it may see in another execution (read not null),
     * or a reversal: event (the later of two conflicting synchronization steps of different
     * threads) before first, the earlier, which it follows in the trace; or (blocked not null) a
     * blocking question, named what: a prefix that ends with each thread of blocked just before
     * its step there, and, for a lost wake-up, with first (the notify that ended the wait blocked
     * holds) in it; see {@link #deadlocks} and {@link #lostWakeUps}.
     */
    record Target(Event event, Access read, long value, Event first, List<Event> blocked, String what) {
        Target(Event event, Access read, long value, Event first) { this(event, read, value, first, null, null); }
    }

    /**
     * A solved target: the schedule prefix and the identity of the state it leads to ({@link #key});
     * for a read or reversal question, also the prefix's events (the question's step last) and the
     * read and value asked for (target null for a reversal), for {@link Trace#embeds}; steps null
     * for other prefixes (a blocking question's or a halted thread's, which ask for what follows
     * them, not for values) and for prefixes longer than {@link #MAX_EMBEDDED} events.
     */
    record Prefix(List<String> schedule, StateKey.Fingerprint key, int events, List<Event> steps, Location target, long value) {
        Prefix(List<String> schedule, StateKey.Fingerprint key, int events) { this(schedule, key, events, null, null, 0); }
    }

    /** Prefixes of more events than this are not checked against the traces run ({@link Trace#embeds}: their events are not kept). */
    static final int MAX_EMBEDDED = 20_000;

    final Trace trace;
    /**
     * The window of the trace the model covers: events from (inclusive) to to; the events before it
     * stay in their recorded order at the front of every prefix (the seed's window approach for long
     * traces), what the locations and monitors held when it begins is its initial state.
     */
    final int from;
    final List<Event> events;
    /** Order constraints a before b, as pairs of event indices. */
    final List<int[]> before = new ArrayList<>();
    /**
     * Joins of a thread the window starts that returned after its end: {start, end, join} event
     * indices. The join comes after the end, except in the reversal of the start and the join
     * (joining a thread not started yet returns at once, as dpor.StartRaces's joiner does), which
     * puts it before the start: a guarded order, as the recorded ones, so that Φ stays a
     * conjunction of difference constraints under assumptions.
     */
    final List<int[]> joins = new ArrayList<>();
    /**
     * Order constraints a before b that hold while b is in the prefix before its end: the recorded
     * order of synchronization that the model does not explain by values (a notify and the wait it
     * ended, park and unpark, a status change and getState); a reversal question drops one.
     */
    final List<int[]> recorded = new ArrayList<>();
    /**
     * Two threads' effects outside the VM (output, an uncaught exception) in their recorded order,
     * as pairs of event indices: reversal questions, but no constraint. Nothing in the VM reads
     * what an effect did, so their order is free in every schedule the data and locks allow; held
     * to the trace's order, as synchronization is, it made a read that needs another thread's
     * earlier steps (its print into a shared buffer while the first thread is still between its
     * prefix and its stack trace) unsatisfiable whenever that thread's report came first in the
     * trace — two threads' uncaught-exception reports were never interleaved.
     */
    private final List<int[]> effectOrders = new ArrayList<>();
    /** The trace's halting step (System.exit, Runtime.halt while other threads lived), its last: index, or -1. */
    int halting = -1;
    /**
     * Critical sections per monitor: {thread number, acquiring event (-1: before the window),
     * releasing event or -1}.
     */
    final Map<Long, List<int[]>> sections = new LinkedHashMap<>();
    /** The events that write each data location, in order. */
    final Map<Location, List<Event>> writers = new HashMap<>();
    /** What each data location held when the window first touched it (its value when the window begins). */
    final Map<Location, Long> initial = new HashMap<>();
    /** Each thread's number in the model (in the order of their first events; threads with a section open when the window begins after them). */
    private final Map<String, Integer> threadNumber = new HashMap<>();
    /** Each window event's thread's previous event's index in the window (by index - from), or -1. */
    final int[] previous;
    /**
     * Φ_mhb's unconditional orders (program order, a start before the thread's first step, a join
     * after the end of a thread started before the window) as vector clocks: per window event (by
     * index - from), per thread number, one more than the step number (seq) of that thread's last
     * event that must happen before or at it ({@link #mhb}).
     */
    private final VectorClock[] clock;
    /**
     * {@link #clock} with the joins of {@link #joins} after the ends of the threads they join too:
     * what must happen before what in every question but the reversal of a start and a join (the
     * one question that drops a join's order). Read questions and the other reversals are left out
     * when it alone rules them out ({@link #readTargets}, {@link #reversible}); Φ keeps to
     * {@link #clock}, which holds in every question.
     */
    private final VectorClock[] joinedClock;
    /** Per location and thread, that thread's writes of the location in order (for {@link #hidden}). */
    private final Map<Location, Map<String, List<Event>>> writersByThread = new HashMap<>();
    /**
     * The steps that begin by taking a monitor their thread does not hold (an outermost monitor
     * enter, or the re-acquisition after a wait), which the thread would block at while another
     * thread holds it: {event index, monitor id}, and the monitors the thread holds then.
     */
    private final List<long[]> acquisitions = new ArrayList<>();
    private final List<Set<Long>> heldAt = new ArrayList<>();
    /** A wait step and the notify that ended it: {wait index, notify index}. */
    private final List<int[]> wakeUps = new ArrayList<>();

    /** The model of the whole trace. */
    CausalModel(Trace trace) { this(trace, 0, trace.events.size()); }

    /** The model of the trace's events from (inclusive) to to, those before from fixed in front. */
    CausalModel(Trace trace, int from, int to) {
        this.trace = trace;
        this.from = from;
        this.events = trace.events.subList(from, to);
        Map<String, Event> last = new HashMap<>(), first = new HashMap<>();
        previous = new int[events.size()];
        for (Event e : events) {
            threadNumber.putIfAbsent(e.thread, threadNumber.size());
            Event prev = last.put(e.thread, e);
            previous[e.index - from] = prev == null ? -1 : prev.index;
            if (prev != null) edge(prev, e);
            else first.put(e.thread, e);
            for (Access a : e.accesses) {
                initial.putIfAbsent(a.at, a.before);
                if (a.writes) writers.computeIfAbsent(a.at, k -> new ArrayList<>()).add(e);
            }
        }
        Map<String, Event> starts = new HashMap<>();
        for (Event e : events) if (e.forked != null) starts.put(e.forked, e);
        for (Event e : events) {
            if (e.forked != null && first.containsKey(e.forked)) edge(e, first.get(e.forked));
            if (e.joined != null) {
                Event end = last.get(e.joined), start = starts.get(e.joined);
                // a join returns after the thread's end, or at once before its start (see joins)
                if (end != null && end.kind == Op.END && end.index < e.index) {
                    if (start == null) edge(end, e);
                    else joins.add(new int[] {start.index, end.index, e.index});
                }
            }
        }
        clock = clocks();
        List<int[]> joined = new ArrayList<>(before);
        for (int[] j : joins) joined.add(new int[] {j[1], j[2]});
        joinedClock = joins.isEmpty() ? clock : clocks(events, from, threadNumber, joined);
        for (var ws : writers.entrySet())
            for (Event w : ws.getValue()) writersByThread.computeIfAbsent(ws.getKey(), k -> new HashMap<>()).computeIfAbsent(w.thread, k -> new ArrayList<>()).add(w);
        syncOrder();
        wakeUps();
        lockSections(threadNumber);
        sectionsIndex();
    }

    private void edge(Event a, Event b) { before.add(new int[] {a.index, b.index}); }

    /** The vector clocks of {@link #clock}, from the orders of {@link #before}. */
    private VectorClock[] clocks() { return clocks(events, from, threadNumber, before); }

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

    private void recorded(Event a, Event b) { recorded.add(new int[] {a.index, b.index}); }

    /** The recorded order of conflicting steps of different threads on each synchronization location. */
    private void syncOrder() {
        Map<Long, Map<Long, List<Event>>> byLocation = new HashMap<>();
        for (Event e : events) {
            if (e.halts) halting = e.index;
            for (Sync s : e.syncs) {
                List<Event> es = byLocation.computeIfAbsent(s.holder(), k -> new HashMap<>()).computeIfAbsent(s.key(), k -> new ArrayList<>());
                if (es.isEmpty() || es.get(es.size() - 1) != e) es.add(e);
            }
        }
        for (Map<Long, List<Event>> m : byLocation.values()) {
            for (var entry : m.entrySet()) {
                List<Event> es = entry.getValue();
                for (int j = 0; j < es.size(); j++) {
                    for (int i = 0; i < j; i++) {
                        Event a = es.get(i), b = es.get(j);
                        if (a.thread.equals(b.thread) || !writesSync(a, entry.getKey()) && !writesSync(b, entry.getKey())) continue;
                        if (entry.getKey() == Trace.KEY_EFFECTS && !a.halts && !b.halts) effectOrders.add(new int[] {a.index, b.index});
                        else recorded(a, b);
                    }
                }
            }
        }
    }

    private static boolean writesSync(Event e, long key) {
        for (Sync s : e.syncs) if (s.key() == key && s.writes()) return true;
        return false;
    }

    /**
     * A notify's order with the wait it ended and the waiter's next step; a resumption (a step that
     * only continues after park, sleep or a class initialization) after the last step of another
     * thread that changed its thread's status.
     */
    private void wakeUps() {
        Map<String, Event> lastWait = new HashMap<>();
        Map<String, Event> notifier = new HashMap<>();
        for (Event e : events) {
            Event notify = notifier.remove(e.thread);
            if (notify != null) recorded(notify, e);
            if (e.kind == Op.RESUME) {
                for (int i = e.index - 1; i >= from; i--) {
                    Event w = trace.events.get(i);
                    if (w.thread.equals(e.thread)) break;
                    if (w.statusWrites != null && contains(w.statusWrites, e.self)) {
                        recorded(w, e);
                        break;
                    }
                }
            }
            for (String woken : e.woke) {
                Event wait = lastWait.get(woken);
                if (wait != null) recorded(wait, e);
                if (wait != null && wait.kind == Op.WAIT) wakeUps.add(new int[] {wait.index, e.index});
                notifier.put(woken, e);
            }
            for (long[] l : e.locks) if (l[0] == Op.WAIT) lastWait.put(e.thread, e);
        }
    }

    private static boolean contains(long[] a, long v) {
        for (long x : a) if (x == v) return true;
        return false;
    }

    /**
     * Splits each thread's lock operations into critical sections per monitor, and notes the steps
     * that begin by taking a monitor their thread does not hold ({@link #acquisitions}). Scans the
     * events before the window too: a section open when the window begins is taken before it.
     */
    private void lockSections(Map<String, Integer> threads) {
        Map<String, Integer> depth = new HashMap<>(), saved = new HashMap<>();
        Map<String, int[]> open = new HashMap<>();
        Map<String, Set<Long>> held = new HashMap<>();
        Map<String, Long> monitorOf = new HashMap<>();
        for (Event e : trace.events.subList(0, from + events.size())) {
            if (e.index == from) {
                // what is held when the window begins: sections taken before it
                for (var o : open.entrySet()) {
                    int[] section = {threads.computeIfAbsent(o.getKey().substring(0, o.getKey().indexOf('/')), t -> threads.size()), -1, -1};
                    o.setValue(section);
                    sections.computeIfAbsent(monitorOf.get(o.getKey()), m -> new ArrayList<>()).add(section);
                }
            }
            boolean inWindow = e.index >= from;
            Set<Long> mine = held.computeIfAbsent(e.thread, t -> new LinkedHashSet<>());
            for (long[] l : e.locks) {
                String k = e.thread + "/" + l[1];
                int d = depth.getOrDefault(k, 0);
                if (l[0] == Op.ACQUIRE) {
                    Integer s = saved.remove(k);
                    if (s != null || d == 0) {
                        // the step's own operation (not a JDK region's inner one) may block here
                        if (inWindow && l == e.locks.get(0) && e.kind == Op.ACQUIRE && !mine.isEmpty()) {
                            acquisitions.add(new long[] {e.index, l[1]});
                            heldAt.add(Set.copyOf(mine));
                        }
                        int[] section = {inWindow ? threads.get(e.thread) : -1, e.index, -1};
                        open.put(k, section);
                        monitorOf.put(k, l[1]);
                        if (inWindow) sections.computeIfAbsent(l[1], m -> new ArrayList<>()).add(section);
                        mine.add(l[1]);
                    }
                    depth.put(k, s != null ? s : d + 1);
                } else if (l[0] == Op.WAIT || d <= 1) {
                    if (l[0] == Op.WAIT) saved.put(k, Math.max(d, 1));
                    depth.put(k, 0);
                    mine.remove(l[1]);
                    int[] section = open.remove(k);
                    if (section != null) section[2] = e.index;
                } else {
                    depth.put(k, d - 1);
                }
            }
        }
        // a section that begins and ends within one step excludes nothing
        for (List<int[]> ss : sections.values()) ss.removeIf(s -> s[1] == s[2]);
    }

    /**
     * The read targets of {@link #targets} of the events of the window that wanted accepts: each
     * read and each value another write of its location in the window or the location's initial
     * value would give it.
     */
    List<Target> readTargets(java.util.function.Predicate<Event> wanted) {
        List<Target> out = new ArrayList<>();
        // each thread's last write of each location so far (program order alone rules out its writes after a read, and before it all but its last)
        Map<String, Map<Location, Event>> lastOwn = new HashMap<>();
        for (Event e : events) {
            Map<Location, Event> mine = lastOwn.computeIfAbsent(e.thread, t -> new HashMap<>());
            if (wanted.test(e)) for (Access a : e.accesses) {
                if (!a.reads) continue;
                Event own = mine.get(a.at);
                Set<Long> values = new LinkedHashSet<>();
                if (own == null) {
                    if (!writtenBefore(e, a.at, joinedClock)) values.add(initial.get(a.at));
                } else values.add(written(own, a.at));
                for (Event w : writers.getOrDefault(a.at, List.of()))
                    if (!w.thread.equals(e.thread) && !excluded(e, own, w, a.at) && !hidden(e, own, w, a.at, joinedClock)) values.add(written(w, a.at));
                // a read only a branch uses: one value per outcome of the branch the read did not have
                Map<Long, Long> byOutcome = new LinkedHashMap<>();
                for (long v : values) if (a.observe(v) != a.observed()) byOutcome.putIfAbsent(a.observe(v), v);
                for (long v : byOutcome.values()) out.add(new Target(e, a, v, null));
            }
            for (Access a : e.accesses) if (a.writes) mine.put(a.at, e);
        }
        return out;
    }

    /**
     * The targets: each read and each value another write of its location in the trace or the
     * location's initial value would give it, other than the value it read; of its own thread's
     * writes only the last before it (program order hides the others), and the initial value only
     * when there is none.
     */
    List<Target> targets() {
        List<Target> out = readTargets(e -> true);
        // reversals: recorded synchronization orders, and the order of two threads' critical sections of one monitor
        Set<Long> pairs = new java.util.HashSet<>();
        for (List<int[]> orders : List.of(recorded, effectOrders)) for (int[] r : orders) if (reversible(r[0], r[1]) && pairs.add((long) r[0] << 32 | r[1])) out.add(reversal(r[0], r[1]));
        for (List<int[]> ss : sections.values()) {
            for (int j = 0; j < ss.size(); j++) {
                for (int i = 0; i < j; i++) {
                    int[] a = ss.get(i), b = ss.get(j);
                    if (a[0] != b[0] && a[1] >= 0 && reversible(a[1], b[1]) && pairs.add((long) a[1] << 32 | b[1])) out.add(reversal(a[1], b[1]));
                }
            }
        }
        out.addAll(deadlocks());
        out.addAll(lostWakeUps());
        return out;
    }

    /**
     * Whether the step with index later may come before the step with index earlier: not when the
     * earlier must happen before it ({@link #joinedClock}: program order, a start before the
     * thread's first step, a join after the end of the thread it joins; for the reversal of a start
     * and a join {@link #clock}, without the joins), which Φ holds in that question, so the
     * reversal is unsatisfiable (a child's first step before its start,
     * an effect of main before the prints of the threads it joined: each such question took the
     * solver milliseconds, up to 90 on a window of 1,000 events, to say no).
     */
    private boolean reversible(int earlier, int later) {
        for (int[] j : joins) if (j[0] == earlier && j[2] == later) return !mhb(trace.events.get(earlier), trace.events.get(later));
        return !mhb(trace.events.get(earlier), trace.events.get(later), joinedClock);
    }

    /** The question: the step with index later before the step with index earlier (its recorded predecessor). */
    private Target reversal(int earlier, int later) { return new Target(trace.events.get(later), null, 0, trace.events.get(earlier)); }

    /** The reversal targets of {@link #targets} of the recorded orders that pairs names (by event indices: FarOrders). */
    List<Target> reversals(Set<FarOrders.Pair> pairs) {
        List<Target> out = new ArrayList<>();
        Set<Long> seen = new java.util.HashSet<>();
        for (List<int[]> orders : List.of(recorded, effectOrders))
            for (int[] r : orders)
                if (pairs.contains(new FarOrders.Pair(r[0], r[1])) && reversible(r[0], r[1]) && seen.add((long) r[0] << 32 | r[1])) out.add(reversal(r[0], r[1]));
        return out;
    }

    /**
     * At most this many lock cycles are asked about per trace, found in at most MAX_CYCLE_STEPS
     * steps of the search for them (a program that takes many locks in loops has many).
     */
    static final int MAX_CYCLES = 1000, MAX_CYCLE_STEPS = 200_000;
    private int cycleSteps;

    /**
     * Deadlock questions: lock state as read and written by the acquisitions. Each cycle of
     * monitor acquisitions of different threads, a_1 … a_k, where a_i's thread holds (in its
     * recorded section) the monitor a_(i-1) takes and a_1's holds a_k's, with k distinct monitors:
     * a prefix that ends with every a_i's thread just before a_i, so that each holds its monitor
     * and then blocks on the next (a schedule the trace's sections need not agree with: one
     * section of each monitor is left open across the others).
     */
    List<Target> deadlocks() {
        List<Target> out = new ArrayList<>();
        int n = acquisitions.size();
        for (int start = 0; start < n && out.size() < MAX_CYCLES; start++) cycles(start, new ArrayList<>(List.of(start)), out);
        return out;
    }

    /** Extends the chain of acquisitions (indices into {@link #acquisitions}, the first the smallest) into cycles. */
    private void cycles(int start, List<Integer> chain, List<Target> out) {
        int last = chain.get(chain.size() - 1);
        long wanted = acquisitions.get(last)[1];
        for (int next = start; next < acquisitions.size() && out.size() < MAX_CYCLES && cycleSteps++ < MAX_CYCLE_STEPS; next++) {
            if (!heldAt.get(next).contains(wanted)) continue;
            if (next == start) {
                if (chain.size() > 1) out.add(cycle(chain));
                continue;
            }
            Event e = trace.events.get((int) acquisitions.get(next)[0]);
            boolean fresh = true;
            for (int c : chain) {
                Event o = trace.events.get((int) acquisitions.get(c)[0]);
                fresh &= !o.thread.equals(e.thread) && acquisitions.get(c)[1] != acquisitions.get(next)[1];
            }
            if (!fresh) continue;
            chain.add(next);
            cycles(start, chain, out);
            chain.remove(chain.size() - 1);
        }
    }

    private Target cycle(List<Integer> chain) {
        List<Event> blocked = new ArrayList<>();
        StringBuilder what = new StringBuilder("deadlock");
        for (int c : chain) {
            Event e = trace.events.get((int) acquisitions.get(c)[0]);
            blocked.add(e);
            what.append(' ').append(e.thread).append('#').append(e.seq);
        }
        return new Target(null, null, 0, null, List.copyOf(blocked), what.toString());
    }

    /**
     * Lost wake-up questions: for each wait step and the notify that ended it, a prefix with the
     * notify in it and the waiter just before its wait (every step of the waiter before the wait,
     * e.g. its check of a condition, seeing what it saw), so that the notify comes first and the
     * waiter then waits for another.
     */
    List<Target> lostWakeUps() {
        List<Target> out = new ArrayList<>();
        for (int[] w : wakeUps) {
            Event wait = trace.events.get(w[0]), notify = trace.events.get(w[1]);
            out.add(new Target(null, null, 0, notify, List.of(wait), "lost wake-up " + wait.thread + "#" + wait.seq + " after " + notify.thread + "#" + notify.seq));
        }
        return out;
    }

    /**
     * Prefixes that need no solver: a step that ended the VM (System.exit, the end of the last
     * non-daemon thread) cut short the threads still alive, whose next steps the trace therefore
     * lacks; for each such thread, the trace up to that step with the thread running first.
     */
    List<Prefix> halted() {
        List<Prefix> out = new ArrayList<>();
        Set<String> started = new LinkedHashSet<>(), ended = new java.util.HashSet<>();
        List<String> schedule = new ArrayList<>();
        for (Event e : trace.events) {
            if (e.halts) {
                for (String t : started) {
                    if (ended.contains(t) || t.equals(e.thread)) continue;
                    List<String> s = new ArrayList<>(schedule);
                    s.add(t);
                    out.add(new Prefix(s, key(trace.events.subList(0, e.index), t, List.of(t)), e.index + 1));
                }
            }
            if (e.forked != null) started.add(e.forked);
            if (e.kind == Op.END) ended.add(e.thread);
            schedule.addAll(e.entries);
        }
        return out;
    }

    /** At most this many other values of one data choice are asked about; the rest of a wider range is counted ({@link #choicesUnasked}). */
    static final int MAX_CHOICE_VALUES = 10_000;
    /** Values of the trace's data choices {@link #choices} left unasked (ranges wider than MAX_CHOICE_VALUES). */
    long choicesUnasked;

    /**
     * Prefixes that need no solver: each data choice of the trace (Verify.getInt and the like)
     * with each other value its range allows: the trace up to the choosing step, in its order (so
     * every read sees what it saw), then that step with its earlier choices as they were and this
     * one changed (its later choices, and every choice after the prefix, are the follower's: the
     * smallest value). Causal search so explores data as DPOR does, a choice at a time.
     */
    List<Prefix> choices() {
        List<Prefix> out = new ArrayList<>();
        List<String> schedule = new ArrayList<>();
        for (Event e : trace.events) {
            for (int c = 1; c < e.entries.size(); c++) {
                String entry = e.entries.get(c);
                long chosen = jvsim.search.Step.valueOf(entry);
                int[] range = e.choiceRanges.get(c - 1);
                long asked = 0;
                for (long w = range[0]; w <= range[1]; w++) {
                    if (w == chosen) continue;
                    if (asked++ >= MAX_CHOICE_VALUES) {
                        choicesUnasked += range[1] - w + 1;
                        break;
                    }
                    List<String> step = new ArrayList<>(e.entries.subList(0, c));
                    step.add(entry.substring(0, entry.indexOf('=') + 1) + w);
                    List<String> s = new ArrayList<>(schedule);
                    s.addAll(step);
                    out.add(new Prefix(s, key(trace.events.subList(0, e.index), e.thread, step), e.index + 1));
                }
            }
            schedule.addAll(e.entries);
        }
        return out;
    }

    /**
     * The identity of the VM state a schedule prefix leads to: the prefix is the recorded steps
     * done, each reading what it read in the trace (the solver's Φ_rw), then one step of thread
     * next (its schedule entries nextEntries: the thread, then its data choices), after which the
     * VM goes on without preemption (but past a yield). Two prefixes with the same key have the same continuations:
     * a thread's local state is a deterministic function of its program, the values its steps read
     * and its data choices, so the key holds, per thread, how many steps it made, every value read
     * and every choice; the shared state is each data location's last written value and, for
     * each other synchronization location (a thread's status, a park permit, effects outside the
     * VM), the steps that wrote it in order, and the threads each notify woke; monitors' owners
     * and counts, and which classes are initialized, follow from the threads' positions and reads
     * (who initialized a class does not matter after it: keyed by it, a prefix whose other thread
     * now initializes a class never matched the states executions passed, and ran again and
     * again: causal.InterleavedFailures, 230 executions instead of 20). The state
     * after done is therefore the same, so is next's step from it (its reads see the same memory,
     * the entries fix its choices), and so is every step after it: the follower runs next again
     * while it is enabled and not about to yield, then the next enabled thread after it, or the
     * first enabled thread (ScheduleFollower), all functions of the state. Prefixes
     * that fix the same read values but leave a write no read has seen yet in different places
     * (before or after the prefix's end, or in another order) differ in a position or in a
     * location's last value, so both are run. ({@link StateKey} builds it one event at a time.)
     */
    static StateKey.Fingerprint key(List<Event> done, String next, List<String> nextEntries) {
        return StateKey.after(done).next(next, nextEntries);
    }

    /**
     * For each event of the window, the critical section of each monitor that strictly contains it
     * in its thread (after the section's acquiring step, before its releasing one): the same int[]
     * as in {@link #sections}. Empty when the window has no sections.
     */
    private final Map<Integer, Map<Long, int[]>> inside = new HashMap<>();
    /** For each write of a location (its access), the next write of that location by the same thread in the window, if any. */
    final Map<Access, Event> nextOwnWrite = new java.util.IdentityHashMap<>();

    /**
     * Whether mutual exclusion alone keeps read r (own: its thread's last write of the location
     * before it, or null) from seeing write w of another thread, so that Φ has no such schedule
     * and the question need not be asked: r and w are strictly inside critical sections of one
     * monitor (in their threads), and either r's thread wrote the location before r within r's
     * section (w would have to come between that write and r, while r's thread holds the monitor),
     * or w's thread writes the location again after w within w's section (r would have to come
     * between the two, while w's thread holds it). Two threads' printing under one stream's lock
     * asked thousands of such questions of long traces.
     */
    boolean excluded(Event r, Event own, Event w, Location at) { return shielded(r, own, w, at, true); }

    /**
     * {@link #excluded}'s first case alone when overwritten is false: w cannot come between r and
     * own, its thread's last write of the location before it.
     */
    boolean shielded(Event r, Event own, Event w, Location at, boolean overwritten) {
        Map<Long, int[]> rs = inside.get(r.index), ws = inside.get(w.index);
        if (rs == null || ws == null) return false;
        Map<Long, int[]> owns = own == null ? null : inside.get(own.index);
        Event next = overwritten ? nextOwnWrite.get(access(w, at)) : null;
        Map<Long, int[]> nexts = next == null ? null : inside.get(next.index);
        for (var en : rs.entrySet()) {
            int[] sw = ws.get(en.getKey());
            if (sw == null) continue;
            if (owns != null && owns.get(en.getKey()) == en.getValue()) return true;
            if (nexts != null && nexts.get(en.getKey()) == sw) return true;
        }
        return false;
    }

    /** Fills {@link #inside} and {@link #nextOwnWrite} (for {@link #excluded}), in time linear in the events each section holds. */
    private void sectionsIndex() {
        for (var ws : writers.entrySet()) {
            Map<String, Event> later = new HashMap<>();
            for (int i = ws.getValue().size() - 1; i >= 0; i--) {
                Event w = ws.getValue().get(i);
                Event next = later.put(w.thread, w);
                if (next != null) nextOwnWrite.put(access(w, ws.getKey()), next);
            }
        }
        if (sections.isEmpty()) return;
        Map<Integer, List<Event>> byThread = new HashMap<>();
        for (Event e : events) byThread.computeIfAbsent(threadNumber.get(e.thread), t -> new ArrayList<>()).add(e);
        for (var m : sections.entrySet()) {
            for (int[] s : m.getValue()) {
                List<Event> es = byThread.getOrDefault(s[0], List.of());
                // the thread's first event after the section's acquiring one
                int lo = 0, hi = es.size();
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if (es.get(mid).index <= s[1]) lo = mid + 1;
                    else hi = mid;
                }
                for (int i = lo; i < es.size() && (s[2] < 0 || es.get(i).index < s[2]); i++)
                    inside.computeIfAbsent(es.get(i).index, k -> new HashMap<>()).put(m.getKey(), s);
            }
        }
    }

    /** e's access of at (one per location and step). */
    static Access access(Event e, Location at) {
        for (Access a : e.accesses) if (a.at.equals(at)) return a;
        throw new IllegalStateException("jvsim: no access of " + at);
    }

    /** Whether every write of at is e's thread's: program order alone then decides what e reads there. */
    boolean local(Event e, Location at) {
        for (Event w : writers.getOrDefault(at, List.of())) if (!w.thread.equals(e.thread)) return false;
        return true;
    }

    /** The value w's write of at wrote. */
    static long written(Event w, Location at) { return access(w, at).after; }
}
