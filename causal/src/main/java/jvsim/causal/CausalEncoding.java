package jvsim.causal;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.Model;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.causal.CausalModel.Prefix;
import jvsim.causal.CausalModel.Target;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;

/**
 * Φ of a {@link CausalModel} in one Z3 solver context (the formulas the model's class comment
 * describes): the constraints shared by all targets of the trace, and {@link #solve}, which asks one
 * target's question and turns a model into a schedule prefix.
 */
final class CausalEncoding {
    /** At most this many unsatisfiable cores are used per question to find how much of the trace's history can stay in front. */
    static final int MAX_HISTORY_STEPS = 64;
    /** The model whose constraints this encodes. */
    private final CausalModel model;
    private final Context ctx;
    private final Solver solver;
    private final IntExpr[] order;
    private final IntExpr end;
    /** One literal per recorded order (see CausalModel#recorded): assumed, it holds. */
    private final BoolExpr[] guards;
    /** One literal per join of {@link CausalModel#joins}: assumed, the join comes after the end (all but the reversal of its start and it). */
    private final BoolExpr[] joinGuards;
    /** Assumed for a target outside the seed: the seed's events stay in the prefix. */
    private final BoolExpr keepSeed;
    /** Questions the solver gave up on (timeout): their targets are not explored. */
    long unknown;
    /** Questions asked (each has a literal of its own, see {@link #solve}). */
    private int questions;
    /** The events whose history literal's implication ({@link #history}) is asserted. */
    private final java.util.BitSet kept = new java.util.BitSet();
    /** One question's time (ms): the solver's timeout for each call, and for the calls of {@link #history} together. */
    private final int timeoutMs;

    CausalEncoding(CausalModel model, Context ctx, int timeoutMs) {
        this.model = model;
        this.ctx = ctx;
        this.timeoutMs = timeoutMs;
        // the SMT core without the QF_IDL tactic's preprocessing, with the sparse (Bellman-Ford)
        // difference-logic solver: on a window of 1,000 events a question takes milliseconds
        // instead of seconds (the tactic and the dense solver are quadratic in the events)
        solver = ctx.mkSimpleSolver();
        var params = ctx.mkParams();
        params.add("timeout", timeoutMs);
        params.add("arith.solver", 1);
        solver.setParameters(params);
        int n = model.events.size();
        order = new IntExpr[n];
        for (int i = 0; i < n; i++) order[i] = ctx.mkIntConst("o" + (model.from + i));
        end = ctx.mkIntConst("p");
        keepSeed = ctx.mkBoolConst("seed");
        for (int[] b : model.before) solver.add(lt(b[0], b[1]));
        joinGuards = new BoolExpr[model.joins.size()];
        for (int i = 0; i < joinGuards.length; i++) {
            int[] j = model.joins.get(i);
            joinGuards[i] = ctx.mkBoolConst("j" + i);
            solver.add(ctx.mkImplies(joinGuards[i], lt(j[1], j[2])));
        }
        // nothing runs after the halting step: in a prefix, it is the question's own step or not there
        if (model.halting >= 0) solver.add(ctx.mkGe(o(model.halting), end));
        guards = new BoolExpr[model.recorded.size()];
        for (int i = 0; i < guards.length; i++) {
            int[] b = model.recorded.get(i);
            guards[i] = ctx.mkBoolConst("g" + i);
            solver.add(ctx.mkImplies(ctx.mkAnd(guards[i], ctx.mkLt(o(b[1]), end)), lt(b[0], b[1])));
        }
        for (List<int[]> ss : model.locks.sections.values()) {
            for (int j = 0; j < ss.size(); j++) {
                for (int i = 0; i < j; i++) {
                    int[] s = ss.get(i), t = ss.get(j);
                    if (s[0] != t[0]) solver.add(exclusive(s, t));
                }
            }
        }
        for (Event e : model.events) {
            interrupted();
            // the seed the trace comes from stays in front, for the targets outside it
            if (e.seed) solver.add(ctx.mkImplies(keepSeed, ctx.mkLt(o(e.index), end)));
            for (Access a : e.accesses)
                if (a.reads && !model.local(e, a.at)) solver.add(ctx.mkImplies(ctx.mkLt(o(e.index), end), reads(e, a, a.before)));
        }
    }

    /**
     * Gives up building or asking when the search stopped (a limit: the pool is shut down): Φ of
     * a window with hot locations takes seconds to build, and the search waits for its pool.
     */
    private static void interrupted() {
        if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException("jvsim: causal search stopped");
    }

    /** The order variable of the event with index i (in the window). */
    private IntExpr o(int i) { return order[i - model.from]; }

    private BoolExpr lt(int a, int b) { return ctx.mkLt(o(a), o(b)); }

    private BoolExpr inPrefix(int a) { return ctx.mkLe(o(a), end); }

    /**
     * Sections s and t of one monitor in different threads do not overlap while both are
     * taken in the prefix: one ends (in the prefix) before the other begins; two never released
     * are not both taken. Sections the trace closed may stay open past the prefix's end (a
     * deadlock question leaves one of each monitor of its cycle open).
     */
    private BoolExpr exclusive(int[] s, int[] t) {
        BoolExpr both = ctx.mkAnd(taken(s), taken(t));
        if (s[2] >= 0 && t[2] >= 0) return ctx.mkImplies(both, ctx.mkOr(endsBefore(s, t), endsBefore(t, s)));
        if (s[2] < 0 && t[2] < 0) return ctx.mkNot(both);
        int[] open = s[2] < 0 ? s : t, closed = s[2] < 0 ? t : s;
        return ctx.mkImplies(both, endsBefore(closed, open));
    }

    /** Section s is taken in the prefix (always, when it was taken before the window). */
    private BoolExpr taken(int[] s) { return s[1] < 0 ? ctx.mkTrue() : inPrefix(s[1]); }

    /** Closed section s ends before section t begins (never, when t was taken before the window). */
    private BoolExpr endsBefore(int[] s, int[] t) { return t[1] < 0 ? ctx.mkFalse() : lt(s[2], t[1]); }

    /**
     * Event e's read a sees value v (for a read only a branch uses, a value the branch takes
     * alike, see {@link Access#observe}): the last write of its location before e wrote such a
     * value (or there is none and the initial value is one).
     */
    private BoolExpr reads(Event e, Access a, long v) {
        Location at = a.at;
        long wanted = a.observe(v);
        List<Event> ws = model.writers.getOrDefault(at, List.of());
        // of e's own thread's writes only the last before it can be what e sees (program order)
        Event own = null;
        for (Event w : ws) if (w.thread.equals(e.thread) && w.index < e.index) own = w;
        List<BoolExpr> cases = new ArrayList<>();
        for (Event w : ws) {
            if (w == e || a.observe(CausalModel.written(w, at)) != wanted) continue;
            if (w.thread.equals(e.thread) ? w != own : model.locks.excluded(e, own, w, at) || model.clocks.hidden(e, own, w, at)) continue;
            interrupted();
            List<BoolExpr> c = new ArrayList<>();
            c.add(lt(w.index, e.index));
            // no write between w and e. Program order settles e's thread's writes but own (those
            // before it precede own, those after e follow e): own comes before w; and w's
            // thread's but the next after w (those before w precede it, the later ones follow
            // the next): the next comes after e
            Event next = w == own ? null : model.locks.nextOwnWrite.get(CausalModel.access(w, at));
            if (own != null && w != own) c.add(lt(own.index, w.index));
            if (next != null && next != e) c.add(lt(e.index, next.index));
            for (Event x : ws) {
                if (x == e || x.thread.equals(e.thread) || x.thread.equals(w.thread) || model.clocks.mhb(x, w) || model.clocks.mhb(e, x)) continue;
                // nor, mutual exclusion, another thread's write inside a section of the monitor e and its own write are inside
                if (w == own && model.locks.shielded(e, own, x, at, false)) continue;
                c.add(ctx.mkOr(lt(x.index, w.index), lt(e.index, x.index)));
            }
            cases.add(c.size() == 1 ? c.get(0) : ctx.mkAnd(c.toArray(new BoolExpr[0])));
        }
        if (own == null && a.observe(model.initial.get(at)) == wanted && !model.clocks.writtenBefore(e, at)) {
            // e before every other thread's first write (program order: before its later ones too; e's thread has none before e)
            List<BoolExpr> c = new ArrayList<>();
            Set<String> first = new java.util.HashSet<>();
            for (Event x : ws) if (x != e && !x.thread.equals(e.thread) && first.add(x.thread)) c.add(lt(e.index, x.index));
            cases.add(c.isEmpty() ? ctx.mkTrue() : ctx.mkAnd(c.toArray(new BoolExpr[0])));
        }
        return cases.isEmpty() ? ctx.mkFalse() : cases.size() == 1 ? cases.get(0) : ctx.mkOr(cases.toArray(new BoolExpr[0]));
    }

    /**
     * A model with as much of the trace's history in front of P as the target allows: each
     * thread's events before bound (in the window, but at) ordered before P, from its last
     * one back: while the solver says no, the thread whose cut is in the unsatisfiable core
     * gives up its last kept event (at most {@link #MAX_HISTORY_STEPS} times, and while the
     * question's time lasts; null then, or when no history can be kept, or the solver gave up).
     */
    private Model history(int bound, Event at, List<BoolExpr> assume) {
        Map<String, List<Event>> byThread = new LinkedHashMap<>();
        for (Event e : model.events) if (e.index < bound && e != at) byThread.computeIfAbsent(e.thread, t -> new ArrayList<>()).add(e);
        Map<String, Integer> cut = new LinkedHashMap<>();
        for (var t : byThread.entrySet()) cut.put(t.getKey(), t.getValue().size());
        Map<BoolExpr, String> literals = new HashMap<>();
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        for (int step = 0; step < MAX_HISTORY_STEPS; step++) {
            interrupted();
            // each call may take the whole timeout: the question's time is up
            if (step > 0 && System.nanoTime() > deadline) {
                unknown++;
                return null;
            }
            List<BoolExpr> all = new ArrayList<>(assume);
            literals.clear();
            for (var c : cut.entrySet()) {
                if (c.getValue() == 0) continue;
                Event e = byThread.get(c.getKey()).get(c.getValue() - 1);
                BoolExpr keep = ctx.mkBoolConst("h" + e.index);
                // program order keeps the thread's earlier events in front too (asserted once: it holds in every question)
                if (!kept.get(e.index - model.from)) {
                    kept.set(e.index - model.from);
                    solver.add(ctx.mkImplies(keep, ctx.mkLt(o(e.index), end)));
                }
                literals.put(keep, c.getKey());
                all.add(keep);
            }
            if (literals.isEmpty()) return null;
            Status status = solver.check(all.toArray(new BoolExpr[0]));
            if (status == Status.SATISFIABLE) return solver.getModel();
            if (status == Status.UNKNOWN) {
                unknown++;
                return null;
            }
            String give = null;
            for (BoolExpr c : solver.getUnsatCore()) if (give == null) give = literals.get(c);
            if (give == null) return null;
            cut.merge(give, -1, Integer::sum);
        }
        return null;
    }

    /** The schedule prefix a model gives: the events before the window, then the window's ordered before P (and at, P's step). */
    private Prefix prefix(Model m, Event at, Target target) {
        int n = model.events.size();
        long[] when = new long[n];
        for (int i = 0; i < n; i++) when[i] = Long.parseLong(m.eval(order[i], true).toString());
        long p = Long.parseLong(m.eval(end, true).toString());
        List<Event> prefix = new ArrayList<>();
        // events the model leaves unordered with the target's step are not part of the prefix
        for (Event e : model.events) if (when[e.index - model.from] < p || e == at) prefix.add(e);
        prefix.sort((a, b) -> when[a.index - model.from] != when[b.index - model.from] ? Long.compare(when[a.index - model.from], when[b.index - model.from]) : Integer.compare(a.index, b.index));
        prefix.addAll(0, model.trace.events.subList(0, model.from));
        List<String> schedule = new ArrayList<>();
        for (Event e : prefix) schedule.addAll(e.entries);
        Event last = prefix.get(prefix.size() - 1);
        List<Event> done = at != null ? prefix.subList(0, prefix.size() - 1) : prefix;
        // a blocking question's prefix ends in the state after its last step, the follower's rule choosing from there
        StateKey.Fingerprint key = at != null ? CausalModel.key(done, at.thread, at.entries) : StateKey.after(done).previous(last.thread);
        if (at == null || prefix.size() > CausalModel.MAX_EMBEDDED) return new Prefix(schedule, key, prefix.size());
        return new Prefix(schedule, key, prefix.size(), List.copyOf(prefix), target.read() != null ? target.read().at : null, target.value());
    }

    /**
     * The schedule prefix for the target (a list of at most one), none when there is none (or
     * the solver gave up): for a read, ending at its step, where it sees the target value; for
     * a reversal, ending at the later step, ordered before the earlier; for a blocking
     * question, the events ordered before P, where P follows each blocked event's predecessor
     * in its thread (and the target's first, a notify) and precedes the blocked events. Asked
     * with as much of the trace's history in front as can be (for a read or reversal,
     * {@link #history}); when no history can be kept, with the seed in front (for a step
     * outside it); then free. A free prefix leaves to the solver's choice which of the trace's
     * reads it keeps, and that decides which read values later traces can combine (random
     * programs C19 and C23 missed final states, or not, depending on it).
     */
    List<Prefix> solve(Target target) {
        // the question's own constraints hold under a literal of its own, assumed in its calls
        // only, instead of in a scope pushed and popped (Z3's push took a fifth of the search's
        // time on conformance.ConcThreadLocalsHandlers)
        BoolExpr q = ctx.mkBoolConst("q" + questions++);
        Event first = target.first(), at = target.event();
        List<Event> blocked = target.blocked() != null ? target.blocked() : List.of();
        boolean seeded = at != null && at.seed;
        List<BoolExpr> own = new ArrayList<>();
        if (at != null) own.add(ctx.mkEq(end, o(at.index)));
        if (target.read() != null) own.add(reads(at, target.read(), target.value()));
        else if (at != null) own.add(lt(at.index, first.index));
        else if (first != null) own.add(ctx.mkLt(o(first.index), end));
        for (Event b : blocked) {
            // a thread's step before the window is in front already
            if (b.seq == 0) return List.of();
            if (model.previous[b.index - model.from] >= 0) own.add(ctx.mkLt(o(model.previous[b.index - model.from]), end));
            own.add(ctx.mkGe(o(b.index), end));
            seeded |= b.seed;
        }
        for (BoolExpr c : own) solver.add(ctx.mkImplies(q, c));
        // a reversal drops the recorded order it reverses; a lost wake-up, the wait's before its notify
        List<BoolExpr> assume = new ArrayList<>();
        assume.add(q);
        for (int i = 0; i < guards.length; i++) {
            int[] b = model.recorded.get(i);
            boolean dropped = first != null && (at != null ? b[0] == first.index && b[1] == at.index
                    : b[1] == first.index && blocked.contains(model.events.get(b[0] - model.from)));
            if (!dropped) assume.add(guards[i]);
        }
        // the join moved before the start of the thread it joins returns at once: not after its end
        for (int i = 0; i < joinGuards.length; i++)
            if (at == null || first == null || model.joins.get(i)[2] != at.index || model.joins.get(i)[0] != first.index) assume.add(joinGuards[i]);
        // free first: the history and the seed only add constraints, so when the question
        // alone is unsatisfiable so are they (most questions are: without this, each asked
        // the solver up to MAX_HISTORY_STEPS + 2 times to find that out)
        List<BoolExpr> free = new ArrayList<>(assume);
        free.add(ctx.mkNot(keepSeed));
        if (check(free) != Status.SATISFIABLE) return List.of();
        // with as much of the trace's history (the events it ran before the question's step)
        // in front as can be; when none can be, with the seed in front; then free
        if (at != null) {
            Model m = history(target.read() != null ? at.index : first.index, at, assume);
            if (m != null) return List.of(prefix(m, at, target));
        }
        if (!seeded) {
            List<BoolExpr> all = new ArrayList<>(assume);
            all.add(keepSeed);
            if (check(all) == Status.SATISFIABLE) return List.of(prefix(solver.getModel(), at, target));
        }
        // the free model again (the calls since replaced it): satisfiable before, so again
        if (check(free) != Status.SATISFIABLE) return List.of();
        return List.of(prefix(solver.getModel(), at, target));
    }

    /** One solver call under the assumptions, counting a call the solver gave up on. */
    private Status check(List<BoolExpr> assumptions) {
        interrupted();
        Status status = solver.check(assumptions.toArray(new BoolExpr[0]));
        if (status == Status.UNKNOWN) unknown++;
        return status;
    }
}
