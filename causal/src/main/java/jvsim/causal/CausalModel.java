package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.causal.Trace.Sync;
import jvsim.vm.Op;

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
 * only ever reorders recorded events. This class derives the orders from the trace (must-happen-before
 * and recorded orders, the data locations' writers and initial values); their vector clocks are
 * {@link MustHappenBefore}'s, the critical sections {@link LockSections}', the questions
 * {@link Questions}'; {@link CausalEncoding} states them for Z3 and solves one question at a time.
 */
final class CausalModel {
    /**
     * A question: a read of the trace and a value it may see in another execution (read not null),
     * or a reversal: event (the later of two conflicting synchronization steps of different
     * threads) before first, the earlier, which it follows in the trace; or (blocked not null) a
     * blocking question, named what: a prefix that ends with each thread of blocked just before
     * its step there, and, for a lost wake-up, with first (the notify that ended the wait blocked
     * holds) in it; see {@link Questions#deadlocks} and {@link Questions#lostWakeUps}.
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
    final List<int[]> effectOrders = new ArrayList<>();
    /** The trace's halting step (System.exit, Runtime.halt while other threads lived), its last: index, or -1. */
    int halting = -1;
    /** The events that write each data location, in order. */
    final Map<Location, List<Event>> writers = new HashMap<>();
    /** What each data location held when the window first touched it (its value when the window begins). */
    final Map<Location, Long> initial = new HashMap<>();
    /** Each thread's number in the model (in the order of their first events; threads with a section open when the window begins after them). */
    private final Map<String, Integer> threadNumber = new HashMap<>();
    /** Each window event's thread's previous event's index in the window (by index - from), or -1. */
    final int[] previous;
    /** A wait step and the notify that ended it: {wait index, notify index}. */
    final List<int[]> wakeUps = new ArrayList<>();
    /** Φ_mhb's unconditional orders as vector clocks. */
    final MustHappenBefore clocks;
    /** Φ_lock: the critical sections per monitor. */
    final LockSections locks;
    /** The questions the model asks, and the prefixes that need no solver. */
    final Questions questions;

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
        clocks = new MustHappenBefore(events, from, threadNumber, before, joins, writers);
        syncOrder();
        wakeUps();
        locks = new LockSections(trace, from, events, threadNumber, writers);
        questions = new Questions(this);
    }

    private void edge(Event a, Event b) { before.add(new int[] {a.index, b.index}); }

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
