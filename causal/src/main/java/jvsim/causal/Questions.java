package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.causal.CausalModel.Prefix;
import jvsim.causal.CausalModel.Target;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.vm.Op;

/**
 * The questions a {@link CausalModel} asks of its trace: read targets (a read and another value it
 * may see), reversals of recorded orders and of critical sections, blocking questions (lock cycles,
 * lost wake-ups); and the prefixes that need no solver (threads a halting step cut short, data
 * choices with other values).
 */
final class Questions {
    private final CausalModel model;
    private final Trace trace;
    private final List<Event> events;
    private final MustHappenBefore mhb;
    private final LockSections locks;

    Questions(CausalModel model) {
        this.model = model;
        this.trace = model.trace;
        this.events = model.events;
        this.mhb = model.clocks;
        this.locks = model.locks;
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
                    if (!mhb.writtenBefore(e, a.at, mhb.joinedClock)) values.add(model.initial.get(a.at));
                } else values.add(CausalModel.written(own, a.at));
                for (Event w : model.writers.getOrDefault(a.at, List.of()))
                    if (!w.thread.equals(e.thread) && !locks.excluded(e, own, w, a.at) && !mhb.hidden(e, own, w, a.at, mhb.joinedClock)) values.add(CausalModel.written(w, a.at));
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
        for (List<int[]> orders : List.of(model.recorded, model.effectOrders)) for (int[] r : orders) if (reversible(r[0], r[1]) && pairs.add((long) r[0] << 32 | r[1])) out.add(reversal(r[0], r[1]));
        for (List<int[]> ss : locks.sections.values()) {
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
     * earlier must happen before it ({@link MustHappenBefore#joinedClock}: program order, a start before the
     * thread's first step, a join after the end of the thread it joins; for the reversal of a start
     * and a join {@link MustHappenBefore#clock}, without the joins), which Φ holds in that question, so the
     * reversal is unsatisfiable (a child's first step before its start,
     * an effect of main before the prints of the threads it joined: each such question took the
     * solver milliseconds, up to 90 on a window of 1,000 events, to say no).
     */
    private boolean reversible(int earlier, int later) {
        for (int[] j : model.joins) if (j[0] == earlier && j[2] == later) return !mhb.mhb(trace.events.get(earlier), trace.events.get(later));
        return !mhb.mhb(trace.events.get(earlier), trace.events.get(later), mhb.joinedClock);
    }

    /** The question: the step with index later before the step with index earlier (its recorded predecessor). */
    private Target reversal(int earlier, int later) { return new Target(trace.events.get(later), null, 0, trace.events.get(earlier)); }

    /** The reversal targets of {@link #targets} of the recorded orders that pairs names (by event indices: FarOrders). */
    List<Target> reversals(Set<FarOrders.Pair> pairs) {
        List<Target> out = new ArrayList<>();
        Set<Long> seen = new java.util.HashSet<>();
        for (List<int[]> orders : List.of(model.recorded, model.effectOrders))
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
        int n = locks.acquisitions.size();
        for (int start = 0; start < n && out.size() < MAX_CYCLES; start++) cycles(start, new ArrayList<>(List.of(start)), out);
        return out;
    }

    /** Extends the chain of acquisitions (indices into {@link LockSections#acquisitions}, the first the smallest) into cycles. */
    private void cycles(int start, List<Integer> chain, List<Target> out) {
        int last = chain.get(chain.size() - 1);
        long wanted = locks.acquisitions.get(last)[1];
        for (int next = start; next < locks.acquisitions.size() && out.size() < MAX_CYCLES && cycleSteps++ < MAX_CYCLE_STEPS; next++) {
            if (!locks.heldAt.get(next).contains(wanted)) continue;
            if (next == start) {
                if (chain.size() > 1) out.add(cycle(chain));
                continue;
            }
            Event e = trace.events.get((int) locks.acquisitions.get(next)[0]);
            boolean fresh = true;
            for (int c : chain) {
                Event o = trace.events.get((int) locks.acquisitions.get(c)[0]);
                fresh &= !o.thread.equals(e.thread) && locks.acquisitions.get(c)[1] != locks.acquisitions.get(next)[1];
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
            Event e = trace.events.get((int) locks.acquisitions.get(c)[0]);
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
        for (int[] w : model.wakeUps) {
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
                    out.add(new Prefix(s, CausalModel.key(trace.events.subList(0, e.index), t, List.of(t)), e.index + 1));
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
                    out.add(new Prefix(s, CausalModel.key(trace.events.subList(0, e.index), e.thread, step), e.index + 1));
                }
            }
            schedule.addAll(e.entries);
        }
        return out;
    }
}
