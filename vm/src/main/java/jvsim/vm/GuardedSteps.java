package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * Guarded steps: a step that starts a blocking JDK operation the policy guards ({@link
 * SchedulingPolicy#stepBegins}, {@link Atomic#guardable}) is an attempt, saved before it begins;
 * when it would park for good it is undone, its thread disabled until another step writes a
 * location the attempt accessed, then the operation is attempted again.
 */
final class GuardedSteps {
    private final Scheduler s;
    private final Vm vm;
    /**
     * The state before the running step began a guarded operation, or null; the step's footprint
     * had attemptFrom parts then (-1: the step began with it, its own operation is the attempt's).
     */
    private Checkpoint attempt;
    private int attemptFrom;
    /** The status changes and initialization ends of the running step before its attempt began (see {@link #enter}). */
    private long[] beforeAttemptStatuses, beforeAttemptInits;

    GuardedSteps(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /** The step of t granted at op begins: an attempt when the policy says it starts a guarded operation. */
    void begin(VmThread t, Op op) {
        attempt = vm.policy.stepBegins(t, op) ? new Checkpoint(vm) : null;
        if (attempt != null) vm.hooks.attemptBegan();
        attemptFrom = -1;
    }

    /** The step of t (op) ended normally: an attempt that would park is undone, the threads its writes concern may retry. */
    void stepEnded(VmThread t, Op op) {
        if (attempt != null && wouldPark(t, op)) undo(t, op);
        end(t);
        if (vm.policy.guarding) wakeGuarded(t, op);
    }

    /** The step of t is over: forgets its attempt's state, puts back the changes set aside when it began. */
    void end(VmThread t) {
        vm.putBackChanges(beforeAttemptStatuses, beforeAttemptInits);
        beforeAttemptStatuses = beforeAttemptInits = null;
        if (attempt != null) vm.hooks.attemptEnded(false);
        attempt = null;
        t.guardFrame = null;
        t.guardEntry = null;
    }

    /**
     * t stopped where its step enters a guarded operation (the JDK's own call, t.guardEntry): the
     * state is saved there, to undo the attempt if it would park, and the step goes on.
     */
    void enter(VmThread t) {
        attempt = new Checkpoint(vm);
        vm.hooks.attemptBegan();
        attemptFrom = t.executing.footprint == null ? 0 : t.executing.footprint.size();
        // what the step did before the attempt stays done, undone or not
        beforeAttemptStatuses = vm.takeStatusChanges();
        beforeAttemptInits = vm.takeInitsEnded();
        t.guardFrame = t.guardEntry;
        t.guardEntry = null;
        t.atPoint = false;
    }

    /**
     * Whether t's step, which started a guarded operation (t.guardFrame), ended about to park in
     * it for good: an untimed park, no permit, no interrupt pending, nothing printed or thrown
     * (an undo cannot take output back). (A thread start or end is a scheduling point: a step
     * that reached one ended there, not at the park.)
     */
    private boolean wouldPark(VmThread t, Op op) {
        if (!t.atPoint || t.pending.kind != Op.PARK || t.parkTimed || t.permit || Threads.interrupted(t)) return false;
        if (op.effects != Op.EFFECTS_NONE || t.state != VmThread.State.RUNNABLE) return false;
        for (Frame f = t.top; f != null; f = f.caller) if (f == t.guardFrame) return true;
        return false;
    }

    /**
     * Undoes t's attempt of a guarded operation that would park (see {@link Atomic#guardable}): the
     * VM goes back to the state before the step, t is disabled until a step writes a location the
     * attempt accessed, and the step becomes what it was to others: op, a read of each of those
     * locations (its footprint), which changed nothing but t's status (WAITING).
     */
    private void undo(VmThread t, Op op) {
        List<Op> done = new ArrayList<>(), parts = new ArrayList<>();
        if (attemptFrom < 0) for (Op x = op.also; x != null; x = x.also) addRead(parts, x);
        if (op.footprint != null) {
            for (int i = 0; i < op.footprint.size(); i++) {
                if (i < attemptFrom) done.add(op.footprint.get(i));
                else for (Op x = op.footprint.get(i); x != null; x = x.also) addRead(parts, x);
            }
        }
        attempt.restore();
        vm.hooks.attemptEnded(true);
        // value listeners see what the attempt found at each location: what they hold again now
        if (vm.hooks.values.length != 0) for (Op r : parts) vm.hooks.accessing(r);
        vm.takeStatusChanges();
        vm.takeInitsEnded();
        List<Op> guard = new ArrayList<>(parts);
        done.addAll(parts);
        if (attemptFrom < 0 && op.isAccess()) {
            op.kind = Op.READ;
            Op own = new Op();
            own.set(Op.READ, op.obj, op.key, op.method, op.pc);
            own.span = op.span;
            guard.add(own);
        }
        if (attemptFrom < 0) op.also = null;
        op.footprint = done;
        op.undoneFrom = attemptFrom < 0 ? Op.UNDONE_ALL : attemptFrom;
        t.guardAcquire = vm.policy.guardedOnlyUnqueried(t);
        t.guard = java.util.Collections.unmodifiableList(guard);
        Threads.setStatus(t, Threads.STATUS_WAITING);
    }

    /** Adds a read of x's location to reads when x is a data access. */
    private static void addRead(List<Op> reads, Op x) {
        if (!x.isAccess() || x.obj == null) return;
        Op r = new Op();
        r.set(Op.READ, x.obj, x.key, x.method, x.pc);
        r.span = x.span;
        r.what = x.what;
        reads.add(r);
    }

    /**
     * Enables the threads waiting to retry a guarded operation (see {@link #undo}) whose
     * attempt accessed a location the step of t (op) wrote, or whose Thread object it wrote (an
     * interrupt); their status is RUNNABLE again. Also every thread whose undone attempt was a
     * non-fair acquisition once a class that names a queue query is loaded (see
     * Atomic#guardsAcquire): its retry, not guarded any more, waits in the queue as in the JDK,
     * and a retry no write caused is the JDK's trace where the attempt came later.
     */
    private void wakeGuarded(VmThread t, Op op) {
        boolean queries = false, asked = false;
        for (VmThread u : s.threads) {
            if (u.guard == null) continue;
            if (u.guardAcquire && !asked) {
                asked = true;
                queries = vm.policy.queuesQueried();
            }
            // a class that names a queue query was loaded: acquisitions wait in their queues from now on
            boolean requeue = u.guardAcquire && queries;
            if (!requeue && (u == t || !wakes(op, u))) continue;
            u.guard = null;
            u.guardAcquire = false;
            Threads.setStatus(u, Threads.STATUS_RUNNABLE);
        }
    }

    private static boolean wakes(Op step, VmThread u) {
        if (writesFor(step, u)) return true;
        if (step.footprint != null) for (Op f : step.footprint) if (writesFor(f, u)) return true;
        return false;
    }

    /** Whether a (or its also) writes a location of u's guard or a field of u's Thread object. */
    private static boolean writesFor(Op a, VmThread u) {
        for (Op x = a; x != null; x = x.also) {
            if (!x.writes() || x.obj == null) continue;
            if (x.obj == u.threadObj) return true;
            for (Op g : u.guard) if (g.obj == x.obj && x.overlaps(g)) return true;
        }
        return false;
    }
}
