package jvsim.listeners;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.vm.CopiedState;
import jvsim.vm.Deadlock;
import jvsim.vm.LockOrder;
import jvsim.vm.ThreadReport;
import jvsim.vm.ExecutionListener;
import jvsim.vm.StateComponent;
import jvsim.vm.Monitors;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.Threads;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;

/**
 * Deadlock detector. After every step it follows the wait-for graph (see {@link WaitFor}: monitors,
 * java.util.concurrent locks, joins, class initializations) from the
 * thread that moved: a new edge either leaves that thread (it blocked) or enters it (it took a
 * lock another thread waits for), so a cycle that forms passes through it. A cycle is reported at
 * once as a "deadlock", with each thread, what it waits for and where, and who holds it and
 * since where, even while other threads can still run. Besides, it records the execution's lock
 * order (monitors and exclusive java.util.concurrent locks, see {@link LockOrderGraph}) and at
 * the end warns of each lock-order inversion as a "potential-deadlock", unless it happened: a
 * cycle of the same locks reported in the execution (the search also drops a warning for a cycle
 * that happened in another execution).
 * Locks are seen when their acquisition is a scheduling point: locks taken before the target
 * starts its second thread, or on objects no other thread can reach, are not in the lock order.
 */
public final class DeadlockDetector implements ExecutionListener {

    /** What the detector knows of the running execution, copied whole by checkpoints ({@link #state}). */
    static final class Run implements CopiedState.Data<Run> {
        final HeldLocks held;
        final LockOrderGraph order;
        /** Cycles reported in this execution, as their threads' uids (sets never changed once added). */
        final Set<Set<Integer>> cycles;
        /** The locks of the cycles reported in this execution (see {@link #lockIds}), to predict no cycle that happened. */
        final Set<Set<Long>> cycleLocks;

        Run() { this(new HeldLocks(), new LockOrderGraph(), new HashSet<>(), new HashSet<>()); }

        private Run(HeldLocks held, LockOrderGraph order, Set<Set<Integer>> cycles, Set<Set<Long>> cycleLocks) {
            this.held = held; this.order = order; this.cycles = cycles; this.cycleLocks = cycleLocks;
        }

        @Override public Run copy() { return new Run(held.copy(), order.copy(), new HashSet<>(cycles), new HashSet<>(cycleLocks)); }

        @Override public void hash(StateComponent.Sink sink) {
            held.hash(sink);
            order.hash(sink);
            List<String> reported = new ArrayList<>();
            for (Set<Integer> c : cycles) reported.add(new java.util.TreeSet<>(c).toString());
            for (Set<Long> c : cycleLocks) reported.add("locks " + new java.util.TreeSet<>(c));
            java.util.Collections.sort(reported);
            for (String c : reported) sink.add(c);
        }
    }

    private final CopiedState<Run> state = new CopiedState<>(new Run());
    /** Whether a class is an AbstractOwnableSynchronizer (a lock whose owner is recorded): a cache of the whole search. */
    private final Map<VmClass, Boolean> synchronizers = new IdentityHashMap<>();

    @Override public StateComponent<?> state() { return state; }

    @Override public void executionStarted(Vm vm) { state.now = new Run(); }

    @Override public void stepped(VmThread t, Op op, Outcome outcome) {
        switch (op.kind) {
            case Op.ACQUIRE -> monitorAcquired(t, op);
            case Op.RELEASE -> { if (!Monitors.holds(t, op.obj)) state.now.held.remove(t.uid, op.obj.id); }
            case Op.WAIT -> {
                HeldLocks.Held h = state.now.held.find(t.uid, op.obj.id);
                if (h != null && !Monitors.holds(t, op.obj)) h.released = true;
            }
            case Op.READ, Op.WRITE, Op.RMW -> { if (op.obj != null && isSynchronizer(op.obj)) synchronizerTouched(t, op); }
            default -> { }
        }
        findCycle(t, outcome);
    }

    /**
     * Warns of each lock-order cycle of the execution, unless it happened in it (a deadlock cycle of
     * the same locks was reported): the search then reports it once, as the deadlock.
     */
    @Override public void executionEnded(Vm vm, Outcome outcome) {
        for (LockOrderGraph.Edge[] e : state.now.order.inversions()) {
            Set<Long> locks = new HashSet<>();
            for (LockOrderGraph.Edge x : e) locks.add(x.from());
            if (state.now.cycleLocks.contains(locks)) continue;
            if (e.length > 2) {
                outcome.warnLockOrder(cycleMessage(e), e[0].thread(), locks, typed(e));
                continue;
            }
            LockOrderGraph.Edge a = e[0], b = e[1];
            outcome.warnLockOrder("lock-order inversion: \"" + a.thread() + "\" locks " + a.fromName() + " at " + a.fromSite()
                    + " and then " + a.toName() + " at " + a.toSite() + "; \"" + b.thread() + "\" locks them in the opposite order, "
                    + b.fromName() + " at " + b.fromSite() + " and then " + b.toName() + " at " + b.toSite()
                    + "; no lock held by both orders these acquisitions, so under another schedule the threads can deadlock", a.thread(), locks, typed(e));
        }
    }

    /** The ids of the monitors and java.util.concurrent locks the threads of a cycle wait for (joins and class initializations are none). */
    private static Set<Long> lockIds(List<WaitFor> cycle) {
        Set<Long> out = new HashSet<>();
        for (WaitFor w : cycle) if (w.lockObject() != null) out.add(w.lock());
        return out;
    }

    /** The inversion's acquisitions, typed for the reports. */
    private static LockOrder typed(LockOrderGraph.Edge[] cycle) {
        List<LockOrder.Acquisitions> out = new ArrayList<>(cycle.length);
        for (LockOrderGraph.Edge x : cycle) out.add(new LockOrder.Acquisitions(x.thread(), x.fromName(), x.fromSite(), x.toName(), x.toSite()));
        return new LockOrder(out);
    }

    /** A lock-order cycle of more than two locks, each edge with its two acquisition sites. */
    private static String cycleMessage(LockOrderGraph.Edge[] cycle) {
        StringBuilder b = new StringBuilder("lock-order cycle of ").append(cycle.length).append(" locks: ");
        for (int i = 0; i < cycle.length; i++) {
            LockOrderGraph.Edge x = cycle[i];
            if (i > 0) b.append("; ");
            b.append('"').append(x.thread()).append("\" locks ").append(x.fromName()).append(" at ").append(x.fromSite())
                    .append(" and then ").append(x.toName()).append(" at ").append(x.toSite());
        }
        return b.append("; no lock held by two of them orders these acquisitions, so under another schedule the threads can deadlock").toString();
    }

    private void monitorAcquired(VmThread t, Op op) {
        if (!Monitors.holds(t, op.obj)) return;
        HeldLocks.Held h = state.now.held.find(t.uid, op.obj.id);
        if (h != null) {
            h.released = false;  // re-entered, or re-acquired after wait
            return;
        }
        acquired(t, op.obj.id, WaitFor.lockName(op.obj, false), op.userWhere());
    }

    /**
     * An access to a java.util.concurrent lock's fields (its state CAS, its owner field): the lock
     * is taken once its exclusive owner is this thread, released once it is no longer.
     */
    private void synchronizerTouched(VmThread t, Op op) {
        VmObject s = op.obj;
        boolean owns = Threads.exclusiveOwner(s) == t;
        HeldLocks.Held h = state.now.held.find(t.uid, s.id);
        if (owns && h == null) acquired(t, s.id, WaitFor.lockName(s, true), op.userWhere());
        else if (!owns && h != null) state.now.held.remove(t.uid, s.id);
    }

    private void acquired(VmThread t, long id, String name, String site) {
        List<HeldLocks.Held> hs = state.now.held.of(t.uid);
        state.now.order.acquired(t.uid, t.name(), id, name, site, hs);
        hs.add(new HeldLocks.Held(id, name, site));
    }

    private boolean isSynchronizer(VmObject o) {
        if (o.isArray()) return false;
        Boolean known = synchronizers.get(o.cls);
        if (known == null) synchronizers.put(o.cls, known = Threads.isSynchronizer(o));
        return known;
    }

    /** Follows the wait-for edges from t; a path back to t is a deadlock cycle. */
    private void findCycle(VmThread t, Outcome outcome) {
        WaitFor w = WaitFor.of(t);
        if (w == null) return;  // the common case: t can go on
        List<WaitFor> path = new ArrayList<>();
        Set<VmThread> seen = new HashSet<>();
        seen.add(t);
        while (true) {
            path.add(w);
            VmThread x = w.holder();
            if (x == t) {
                report(path, outcome);
                return;
            }
            if (!seen.add(x)) return;  // t waits for a cycle it is not part of (reported when that one formed)
            w = WaitFor.of(x);
            if (w == null) return;
        }
    }

    private void report(List<WaitFor> cycle, Outcome outcome) {
        Set<Integer> uids = new HashSet<>();
        int first = 0;
        for (int i = 0; i < cycle.size(); i++) {
            uids.add(cycle.get(i).waiter().uid);
            if (cycle.get(i).waiter().uid < cycle.get(first).waiter().uid) first = i;
        }
        if (!state.now.cycles.add(uids)) return;
        Set<Long> locks = lockIds(cycle);
        if (!locks.isEmpty()) state.now.cycleLocks.add(locks);
        // from the thread created first, so that the same cycle reads the same in every execution
        List<VmThread> threads = new ArrayList<>();
        for (int k = 0; k < cycle.size(); k++) threads.add(cycle.get((first + k) % cycle.size()).waiter());
        Deadlock typed = Deadlock.ofCycle(threads, cycle.get(0).waiter().vm.scheduler.threads());
        // the objects by the names the report gives them ("java.lang.Object@2"), as the trace's steps name them
        Map<Long, String> names = new java.util.HashMap<>();
        for (ThreadReport r : typed.cycle()) if (r.waitsFor() != null && r.waitsFor().objectId() != 0) names.put(r.waitsFor().objectId(), r.waitsFor().name());
        StringBuilder b = new StringBuilder("cycle of ").append(cycle.size()).append(" threads: ");
        for (int k = 0; k < cycle.size(); k++) {
            WaitFor w = cycle.get((first + k) % cycle.size());
            if (k > 0) b.append("; ");
            b.append('"').append(w.waiter().name()).append("\" ");
            if (w.what() == null) {
                b.append("joins \"").append(w.holder().name()).append("\" at ").append(w.where());
            } else if (w.what().startsWith(WaitFor.CLASS_INIT)) {
                b.append("waits for ").append(w.what()).append(" at ").append(w.where()).append(", being initialized by \"").append(w.holder().name()).append('"');
            } else {
                HeldLocks.Held h = state.now.held.find(w.holder().uid, w.lock());
                String name = w.lockObject() == null ? null : names.get(w.lockObject().id);
                String what = name == null ? w.what() : (w.what().startsWith("lock ") ? "lock " : "monitor of ") + name;
                b.append("waits for ").append(what).append(" at ").append(w.where()).append(", held by \"").append(w.holder().name()).append('"');
                if (h != null) b.append(" (locked at ").append(h.site).append(')');
                // which object: where the program allocated it
                if (w.lockObject() != null && w.lockObject().allocMethod != null) b.append(", allocated at ").append(Op.where(w.lockObject().allocMethod, w.lockObject().allocPc));
            }
        }
        outcome.reportCycle(b.toString(), typed);
    }

    /** {@code --listener=deadlock}. */
    public static final class Provider implements ExecutionListener.Provider<ExecutionListener.NoOptions> {
        @Override public String name() { return "deadlock"; }
        @Override public String description() { return "deadlock cycles (monitors, java.util.concurrent locks, joins) as they form, and lock-order inversions"; }
        @Override public Class<ExecutionListener.NoOptions> options() { return ExecutionListener.NoOptions.class; }
        @Override public ExecutionListener create(ExecutionListener.NoOptions options, int run) { return new DeadlockDetector(); }
    }
}
