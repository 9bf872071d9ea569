package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs the target's threads on the host thread, one at a time. Two modes:
 * <ul>
 * <li>{@link #runToCompletion}: the default scheduler, round-robin with a preemption quantum so
 *     spinning cannot starve others; deterministic, no scheduling points.</li>
 * <li>{@link #runControlled}: a {@link Strategy} chooses which thread makes the next step at every
 *     scheduling point; a step is the chosen thread's pending visible operation followed by its
 *     invisible operations up to its next scheduling point.</li>
 * </ul>
 * Virtual time jumps forward when every live thread waits on a timed operation.
 */
public final class Scheduler {
    /** Chooses the thread that makes the next step; told what each step did. */
    public interface Strategy {
        /**
         * enabled is non-empty, in thread-creation order; each thread's pending operation is
         * {@link VmThread#pending}. Null ends the execution here ({@link Outcome#pruned}).
         */
        VmThread choose(List<VmThread> enabled);

        /** t performed op (its pending operation at the choice) and stopped again. */
        default void executed(VmThread t, Op op) {}

        /**
         * The execution is cut at the step limit in this state ({@link Outcome#stepLimit}): enabled
         * are the threads that could make the next step, each at its pending operation. A search
         * that only sees the races of executed steps needs their next operations, which the cut
         * execution never ran (a thread looping forever keeps the others from running at all).
         */
        default void stepLimitReached(List<VmThread> enabled) {}

        /**
         * The execution ends in a deadlock: stopped are the live threads stopped before an operation
         * they cannot make (a monitor another of them holds, a join of a thread that cannot end, a
         * park nobody will end), each at its pending operation. As at the step limit, a search that
         * only sees the races of executed steps needs them: moved before the acquisition they wait
         * for, they make the executions where they come first (DPOR looks at the monitor
         * acquisitions among them), and the waiters that could only wake spuriously (their pending
         * operation is that wake-up, see {@link Op#isSpuriousWakeup}).
         */
        default void deadlocked(List<VmThread> stopped) {}

        /** A data choice of t (Verify.getInt) during its step: a value in min..max. */
        default int chooseValue(VmThread t, int min, int max) { return min; }

        /**
         * Whether the strategy follows a schedule from the very start, so it must also be told the
         * steps of the deterministic beginning of the execution that a search may skip by starting
         * from a snapshot taken after them (see jvsim.search.Executor): its choose and executed see
         * each of those steps, with the one thread that was enabled. Searches, which explore from
         * wherever the execution first branches, see none.
         */
        default boolean followsFromStart() { return false; }
    }

    /** The strategy of the running {@link #runControlled}, or null. */
    private Strategy strategy;

    /** A data choice of t: the strategy's when a search runs, else min. */
    public int chooseValue(VmThread t, int min, int max) {
        return strategy == null ? min : strategy.chooseValue(t, min, max);
    }

    private final Vm vm;
    List<VmThread> threads = new ArrayList<>();
    int current;
    boolean mainThrew;
    boolean shutdownStarted;
    /** Steps made by {@link #runControlled} in this execution. */
    public long steps;
    /** What happened in the current execution. */
    public final Outcome outcome = new Outcome();
    private final List<VmThread> enabled = new ArrayList<>();
    private static final ExecutionListener[] NO_HOLDERS = {};
    /** Listeners that may hold threads back (see ExecutionListener#holds); set per execution by the search. */
    public ExecutionListener[] holders = NO_HOLDERS;
    /** Threads held back by a listener at the last choice. */
    private int held;

    Scheduler(Vm vm) { this.vm = vm; }

    /** Threads started by the target in this execution (while searching). */
    public int spawned;

    void add(VmThread t) {
        threads.add(t);
        if (vm.searching) spawned++;
    }

    public List<VmThread> threads() { return threads; }

    /** Runs until every non-daemon thread has ended or the target halts; returns the exit status. */
    public int runToCompletion() {
        try {
            while (true) {
                if (vm.stopRequested) throw new VmStopped();
                // the VM ends once the last non-daemon thread has, whatever daemon threads still do
                if (!anyLiveNonDaemon()) {
                    if (startShutdownHooks()) continue;
                    return finish(mainThrew ? 1 : 0);
                }
                wakeExpired();
                VmThread t = pickNext();
                if (t == null) {
                    if (advanceClock()) continue;
                    reportDeadlock();
                    return finish(1);
                }
                long before = vm.interpreter.instructions;
                int status = vm.interpreter.run(t, vm.config.quantum);
                if (status == Interpreter.THREAD_DONE && !threadDone(t, false)) Threads.terminate(t);
                // a short turn ended by Thread.yield/onSpinWait is one round of a spin-wait loop
                if (t.spinning && vm.interpreter.instructions - before < SPIN_ROUND_INSTRUCTIONS) {
                    t.spinning = false;
                    // every runnable thread spins waiting for the others: let time pass to the next timeout
                    // (a legal schedule, the spinners being descheduled meanwhile) instead of spinning through it
                    if (++spinTurns >= threads.size()) {
                        spinTurns = 0;
                        skipToNextTimeout();
                    }
                } else {
                    t.spinning = false;
                    spinTurns = 0;
                }
            }
        } catch (VmExit e) {
            return finish(e.status);
        } catch (VmIgnored e) {
            return finish(0);
        } finally {
            flushHost();
        }
    }

    /**
     * Runs the execution with every choice made by strategy, at most maxSteps steps (then
     * {@link Outcome#stepLimit} is set). Returns the exit status; {@link #outcome} tells the rest.
     */
    public int runControlled(Strategy strategy, long maxSteps) {
        this.strategy = strategy;
        ListenerHooks h = vm.hooks;
        guarding = vm.config.atomicJdk && vm.config.guardedJdk && vm.searching && (vm.config.spuriousWakeups == 0 || !vm.config.spuriousInJdk)
            && h.instructions.length == 0 && h.allocations.length == 0;
        lastStepped = null;
        vm.takeStatusChanges(); // status changes before the first step belong to no step
        vm.takeInitsEnded();
        try {
            while (true) {
                if (vm.stopRequested) throw new VmStopped();
                if (!anyLiveNonDaemon()) {
                    if (startShutdownHooks()) continue;
                    return finish(mainThrew ? 1 : 0);
                }
                collectEnabled();
                // threads that could only wake spuriously do not keep the program from hanging: a JVM
                // need never wake them, so that is a deadlock (a lost notification), or time passes
                List<VmThread> spurious = onlySpuriousWakeups() ? new ArrayList<>(enabled) : List.of();
                if (!spurious.isEmpty()) enabled.clear();
                if (enabled.isEmpty()) {
                    if (advanceClock()) continue;
                    if (held > 0) {
                        // not a deadlock of the program: a listener keeps the only runnable threads back
                        for (ExecutionListener l : holders) l.allHeld(vm, outcome);
                        return finish(1);
                    }
                    List<VmThread> stopped = new ArrayList<>();
                    for (VmThread w : threads) if (w.isAlive() && w.atPoint) stopped.add(w);
                    stopped.addAll(spurious);
                    strategy.deadlocked(stopped);
                    reportDeadlock();
                    return finish(1);
                }
                // every enabled thread is spin-waiting (stopped at Thread.yield/onSpinWait): the
                // spinners are descheduled until the next timeout, a legal schedule that lets a
                // spin loop polling a timed-waiting thread end
                if (allSpinning() && quietSteps >= SPIN_QUIET_STEPS && advanceClock()) continue;
                // threads that keep running (a busy loop) do not stop time for a thread sleeping meanwhile
                if (timedWaiters == 0) busySteps = 0;
                else if (busySteps >= BUSY_STEPS && advanceClock()) {
                    busySteps = 0;
                    continue;
                }
                if (steps >= maxSteps) {
                    outcome.stepLimit = true;
                    VmThread looping = lastStepped != null && enabled.contains(lastStepped) ? lastStepped : enabled.get(0);
                    outcome.stepLimitThread = looping.name();
                    outcome.stepLimitStack = stack(looping);
                    strategy.stepLimitReached(enabled);
                    return finish(0);
                }
                VmThread t = strategy.choose(enabled);
                if (t == null) {
                    outcome.pruned = true;
                    return finish(0);
                }
                if (vm.hooks.choices.length != 0) vm.hooks.chose(enabled, t);
                Op op = t.pending.copy();
                t.executing = op;
                if (op.region) op.footprint = new java.util.ArrayList<>(4);
                // a step that checks the thread's interrupt status inside a lock operation is no atomic operation's
                t.regionFrame = op.region && !Atomic.interruptCheck(t, op.kind, op.obj) ? Atomic.operation(t) : null;
                if (t.regionFrame != null) Atomic.stepBegins(t, op.kind, op.obj);
                t.guardFrame = guarding && t.regionFrame != null ? Atomic.guardFrame(t) : null;
                attempt = t.guardFrame != null ? new Checkpoint(vm) : null;
                if (attempt != null) vm.hooks.attemptBegan();
                attemptFrom = -1;
                int uncaughtBefore = outcome.uncaught.size();
                long writesBefore = vm.outputWrites;
                boolean values = vm.hooks.values.length != 0;
                if (values) vm.hooks.accessing(op);
                try {
                    step(t);
                } catch (VmExit e) {
                    if (values) vm.hooks.accessed(t, op);
                    // System.exit/halt ends every thread: the search must see the step
                    t.executing = null;
                    endAttempt(t);
                    op.halts = Op.HALTS_ALL;
                    op.effects = Op.EFFECTS_SEEN;
                    op.statusWrites = vm.takeStatusChanges();
                    op.initsEnded = vm.takeInitsEnded();
                    steps++;
                    strategy.executed(t, op);
                    throw e;
                } catch (VmIgnored e) {
                    // Verify.assume(false) ends the execution inside this step: it is still a step
                    // of the execution (its data choices follow it), so that its schedule replays
                    if (values) vm.hooks.accessed(t, op);
                    t.executing = null;
                    endAttempt(t);
                    op.effects = Op.EFFECTS_NONE;
                    op.statusWrites = vm.takeStatusChanges();
                    steps++;
                    strategy.executed(t, op);
                    throw e;
                }
                t.executing = null;
                t.regionFrame = null;
                op.effects = outcome.uncaught.size() > uncaughtBefore || vm.outputWrites > writesBefore ? Op.EFFECTS_SEEN : Op.EFFECTS_NONE;
                if (attempt != null && wouldPark(t, op)) undoAttempt(t, op);
                endAttempt(t);
                if (guarding) wakeGuarded(t, op);
                showWaitingAll();
                op.statusWrites = vm.takeStatusChanges();
                op.initsEnded = vm.takeInitsEnded();
                steps++;
                busySteps++;
                if (values) vm.hooks.accessed(t, op);
                // steps that only read or yield change nothing another thread waits for
                quietSteps = op.kind == Op.YIELD || op.kind == Op.READ ? quietSteps + 1 : 0;
                strategy.executed(t, op);
                lastStepped = t;
            }
        } catch (VmExit e) {
            return finish(e.status);
        } catch (VmIgnored e) {
            outcome.pruned = true;
            return finish(0);
        } finally {
            this.strategy = null;
            flushHost();
        }
    }

    /**
     * Whether the blocking JDK operations of {@link Atomic#guardable} are attempted as guarded steps
     * in this execution: in the atomic mode while searching, unless spurious wake-ups are explored
     * or a listener watches instructions or allocations (it would see what an undone attempt did).
     * Value listeners see an undone step as what it is to others, a read of each location its
     * attempt accessed, with the value the attempt found there; notifications during an attempt
     * are held until the step ends, and an undone attempt's dropped (see {@link ListenerHooks}).
     */
    boolean guarding;
    /**
     * The state before the running step began a guarded operation, or null; the step's footprint
     * had attemptFrom parts then (-1: the step began with it, its own operation is the attempt's).
     */
    private Checkpoint attempt;
    private int attemptFrom;
    /** The status changes and initialization ends of the running step before its attempt began (see {@link #enterGuarded}). */
    private long[] beforeAttemptStatuses, beforeAttemptInits;

    /** The step of t is over: forgets its attempt's state, puts back the changes set aside when it began. */
    private void endAttempt(VmThread t) {
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
    private void enterGuarded(VmThread t) {
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
    private void undoAttempt(VmThread t, Op op) {
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
        t.guardAcquire = Atomic.fairnessDependent(t.guardFrame.method);
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
     * Enables the threads waiting to retry a guarded operation (see {@link #undoAttempt}) whose
     * attempt accessed a location the step of t (op) wrote, or whose Thread object it wrote (an
     * interrupt); their status is RUNNABLE again. Also every thread whose undone attempt was a
     * non-fair acquisition once a class that names a queue query is loaded (see
     * Atomic#guardsAcquire): its retry, not guarded any more, waits in the queue as in the JDK,
     * and a retry no write caused is the JDK's trace where the attempt came later.
     */
    private void wakeGuarded(VmThread t, Op op) {
        boolean queries = false, asked = false;
        for (VmThread u : threads) {
            if (u.guard == null) continue;
            if (u.guardAcquire && !asked) {
                asked = true;
                queries = Atomic.queriesQueues(vm);
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

    /** The thread of the last step of {@link #runControlled}, for the report of a run past its step bound. */
    private VmThread lastStepped;

    /** The frames of t, innermost first, as "Class.method(File.java:line)". */
    private static List<String> stack(VmThread t) {
        List<String> out = new java.util.ArrayList<>();
        for (Frame f = t.top; f != null; f = f.caller) out.add(Op.where(f.method, f.pc));
        return out;
    }

    private int finish(int status) {
        outcome.exitStatus = status;
        return status;
    }

    /** The enabled threads, each with its pending operation set. */
    private void collectEnabled() {
        enabled.clear();
        held = 0;
        timedWaiters = 0;
        for (VmThread t : threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt != Threads.NEVER) timedWaiters++;
            if (t.state == VmThread.State.NEW || t.state == VmThread.State.TERMINATED || t.suspended || t.guard != null) continue;
            if (!t.atPoint) {
                switch (t.state) {
                    case RUNNABLE:
                        t.pending.set(Op.RESUME, t.threadObj, 0, t.top == null ? null : t.top.method, t.top == null ? 0 : t.top.pc);
                        break;
                    case BLOCKED:
                        if (t.blockedOnClass != null) t.pending.set(Op.RESUME, t.blockedOnClass.mirror, Op.KEY_INIT, t.top.method, t.top.pc);
                        else t.pending.set(Op.ACQUIRE, t.blockedOn, Op.KEY_MONITOR, t.top.method, t.top.pc);
                        break;
                    default:
                        // waiting: disabled until notified, unparked, interrupted or timed out, or it
                        // times out early (a timed wait), or it wakes spuriously (an untimed one)
                        if (timesOutEarly(t)) {
                            t.pending.set(Op.WRITE, t.threadObj, Op.KEY_STATUS, t.top.method, t.top.pc);
                            t.pending.wake = Op.WAKE_TIMEOUT;
                            t.pending.chain(t.pending.side(Op.WRITE, vm.clockHolder(), Op.KEY_CLOCK, 1, "the clock", false));
                            break;
                        }
                        if (t.spuriousWakeups >= vm.config.spuriousWakeups) continue;
                        // a program's Condition.await: the step also changes its node's status
                        ConditionAwaits.Await await = ConditionAwaits.of(t);
                        if (await == null && !Threads.waitsSpuriously(t)) continue;
                        t.pending.set(Op.WRITE, t.threadObj, Op.KEY_STATUS, t.top.method, t.top.pc);
                        t.pending.wake = Op.WAKE_SPURIOUS;
                        if (await != null) ConditionAwaits.footprint(t.pending, await);
                }
                t.pending.locate(t);
                // a thread that blocked inside a linearizable JDK operation goes on with it atomically
                if (vm.config.atomicJdk && vm.searching && Atomic.operation(t) != null) t.pending.region = true;
            }
            boolean on = isEnabled(t);
            if (on && holders.length != 0 && heldBack(t)) {
                on = false;
                held++;
            }
            if (t.atPoint) showWaiting(t, on);
            if (on) {
                t.pending.daemon = t.daemon;
                t.pending.self = t.threadObj == null ? 0 : t.threadObj.id;
                t.pending.halts = t.pending.kind == Op.END && haltsDaemons(t) ? Op.HALTS_DAEMONS : 0;
                enabled.add(t);
            }
        }
    }

    /**
     * Whether every enabled thread is one that waits and may only wake spuriously (see {@link
     * VmConfig#spuriousWakeups}). A thread that may time out early keeps them enabled: time can
     * pass by its step (see {@link #timesOutEarly}).
     */
    private boolean onlySpuriousWakeups() {
        if (enabled.isEmpty()) return false;
        for (VmThread t : enabled) if (t.atPoint || !t.pending.isSpuriousWakeup()) return false;
        return true;
    }

    /**
     * Whether t, in a timed wait, may time out now as a step of its own (see {@link
     * VmConfig#earlyTimeouts}): while searching, within the bound per thread and execution, for a
     * wait no longer than {@link VmConfig#earlyTimeoutLimitNanos}. A deadline that never comes (a
     * sleep of Long.MAX_VALUE) does not.
     */
    private boolean timesOutEarly(VmThread t) {
        return vm.searching && t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt != Threads.NEVER
            && t.earlyTimeouts < vm.config.earlyTimeouts && t.wakeAt - t.waitFrom <= vm.config.earlyTimeoutLimitNanos;
    }

    private boolean heldBack(VmThread t) {
        for (ExecutionListener l : holders) if (l.holds(t, t.pending)) return true;
        return false;
    }

    /**
     * Shows the statuses the step's effects on monitors and thread ends imply (see {@link #showWaiting}),
     * so that the step is seen to write them.
     */
    private void showWaitingAll() {
        for (VmThread t : threads) if (t.atPoint && t.state == VmThread.State.RUNNABLE && !t.suspended) showWaiting(t, isEnabled(t));
    }

    /**
     * A thread stopped before acquiring a monitor another thread holds, or before joining a live
     * thread, is as good as blocked or waiting: getState() must say so (programs poll it), as it
     * would had the thread tried. Its status returns to runnable once the operation is enabled.
     */
    private void showWaiting(VmThread t, boolean enabled) {
        int kind = t.pending.kind;
        if (kind != Op.ACQUIRE && kind != Op.JOIN) return;
        int status = enabled ? Threads.STATUS_RUNNABLE : kind == Op.ACQUIRE ? Threads.STATUS_BLOCKED : Threads.STATUS_WAITING;
        Threads.setStatus(t, status);
    }

    /**
     * Steps other threads take while one waits for a deadline after which time passes to that
     * deadline, as it would while they run: a thread that never blocks (a busy loop polling a flag
     * the sleeper sets) cannot keep a sleeping thread from waking. On the clock's scale (a
     * nanosecond per instruction) about the time those steps take.
     */
    private static final int BUSY_STEPS = 10_000;
    int busySteps;
    private int timedWaiters;

    /**
     * Quiet steps after which spin-waiting counts as waiting for time to pass: more than the JDK's
     * bounded spins (AQS spins up to 255 rounds before it parks), which must not see time jump.
     */
    private static final int SPIN_QUIET_STEPS = 1000;
    /** Consecutive steps (while searching) that only read or yielded. */
    int quietSteps;

    private boolean allSpinning() {
        for (VmThread t : enabled) if (!t.atPoint || t.pending.kind != Op.YIELD) return false;
        return true;
    }

    private boolean isEnabled(VmThread t) {
        Op op = t.pending;
        if (t.state == VmThread.State.BLOCKED) return canRun(t, false);
        if (op.kind == Op.ACQUIRE) {
            Monitor m = op.obj.monitor;
            return m == null || m.owner == null || m.owner == t;
        }
        // an interrupt ends a join: the thread goes on to throw InterruptedException
        if (op.kind == Op.JOIN) return op.other == null || !op.other.isAlive() || Threads.interrupted(t);
        return true;
    }

    /** Performs t's pending operation and runs t to its next scheduling point (or until it blocks or ends). */
    /** Backward branches and calls per interpreter turn within a step. */
    private static final int STEP_BUDGET = 1 << 14;
    /** Instructions after which a step without a visible operation is preempted. */
    private static final long STEP_INSTRUCTIONS = 1 << 20;

    private void step(VmThread t) {
        boolean wasAtPoint = t.atPoint;
        int kind = t.pending.kind;
        t.atPoint = false;
        if (t.state == VmThread.State.WAITING || t.state == VmThread.State.TIMED_WAITING) {
            // the step of a spurious wake-up or an early timeout: the thread only leaves its wait (a
            // wait then re-acquires the monitor); a timeout first moves the clock to its deadline
            if (t.executing != null && t.executing.isTimeout()) {
                t.earlyTimeouts++;
                long now = vm.now();
                if (t.wakeAt > now) vm.clockNanos += t.wakeAt - now;
                Threads.timeout(t);
            } else {
                Threads.wakeSpuriously(t);
            }
            return;
        } else if (t.state == VmThread.State.BLOCKED) {
            canRun(t, true);
        } else if (wasAtPoint && kind == Op.END) {
            if (t.exitStage.beforeExit() && !runExit(t)) return;
            Threads.terminate(t);
            return;
        } else if (wasAtPoint && kind != Op.BEGIN && kind != Op.RESUME && t.pending.key != Op.KEY_PREEMPTED) {
            t.granted = true;
        }
        long start = vm.interpreter.instructions;
        while (true) {
            int status = vm.interpreter.run(t, STEP_BUDGET);
            t.granted = false;
            if (t.guardEntry != null && t.atPoint) {
                enterGuarded(t);
                continue;
            }
            if (status == Interpreter.YIELD) {
                if (vm.interpreter.instructions - start < STEP_INSTRUCTIONS || t.top == null) continue;
                // a loop without visible operations (a spinning thread): preempt it, or the step never ends
                t.pending.set(Op.YIELD, null, Op.KEY_PREEMPTED, t.top.method, t.top.pc);
                t.pending.what = "(preempted)";
                t.atPoint = true;
                return;
            }
            if (status == Interpreter.THREAD_DONE) {
                if (threadDone(t, true)) continue;
                t.pending.set(Op.END, t.threadObj, Op.KEY_ALIVE, null, 0);
                t.pending.what = "alive " + t.name();
                t.pending.sync = true;
                if (t.exitStage.beforeExit()) t.pending.footprint = exitFootprint(t);
                t.atPoint = true;
            }
            return;
        }
    }

    /**
     * What the end step of t will do besides ending it, for the search's dependence before it runs:
     * Thread.exit's writes of {@link WellKnown#threadExitWrites} (see {@link #runExit}); once it ran, its
     * footprint is what exit did.
     */
    private static java.util.List<Op> exitFootprint(VmThread t) {
        java.util.List<KnownField.Ref> writes = t.vm.known.threadExitWrites;
        java.util.List<Op> out = new java.util.ArrayList<>(writes.size());
        for (KnownField.Ref h : writes) {
            if (!h.exists()) continue;
            Op w = new Op();
            w.set(Op.WRITE, t.threadObj, h.field().key, null, 0);
            w.what = "java.lang.Thread." + h.name;
            out.add(w);
        }
        return out;
    }

    /**
     * Runs Thread.exit (the JDK's cleanup of the thread's group, thread locals, uncaught-exception
     * handler and the like) inside t's end step, as a linearizable JDK operation's step runs (see
     * Atomic): its accesses do not stop, they are the step's footprint and are reported to value
     * listeners. Until 2026-11-26 exit ran as bookkeeping no other thread sees (Quiet), so a
     * search saw no write racing with another thread's getThreadGroup, and causal search saw such
     * reads return values no step wrote. Returns false when exit stopped before its end (it
     * blocked): it goes on in a later step, and that step's end is the thread's end step.
     */
    private boolean runExit(VmThread t) {
        t.exitStage = VmThread.ExitStage.EXITING;
        Frame f = vm.interpreter.pushFrame(t, vm.known.threadExit.get(), Frame.NORMAL);
        f.r[0] = t.threadObj;
        if (t.executing != null) {
            t.executing.footprint = new java.util.ArrayList<>(8);
            t.regionFrame = f;
            t.wholeRegion = true;
        }
        try {
            while (true) {
                int status = vm.interpreter.run(t, STEP_BUDGET);
                if (status == Interpreter.THREAD_DONE) return true;
                if (status != Interpreter.YIELD) return false;
            }
        } finally {
            t.regionFrame = null;
            t.wholeRegion = false;
        }
    }

    private void flushHost() {
        try { vm.config.out.flush(); vm.config.err.flush(); } catch (java.io.IOException ignored) { }
    }

    private VmThread pickNext() {
        int n = threads.size();
        for (int k = 1; k <= n; k++) {
            int i = (current + k) % n;
            VmThread t = threads.get(i);
            if (canRun(t, true)) { current = i; return t; }
        }
        return null;
    }

    /** Whether t can run now; with take, a blocked t that can proceed is made runnable (monitor re-acquired). */
    private boolean canRun(VmThread t, boolean take) {
        if (t.suspended) return false;
        switch (t.state) {
            case RUNNABLE: return true;
            case BLOCKED:
                if (t.blockedOnClass != null) {
                    if (t.blockedOnClass.initState == VmClass.INITIALIZING) return false;
                    if (take) {
                        t.blockedOnClass = null;
                        t.state = VmThread.State.RUNNABLE;
                    }
                    return true;
                }
                Monitor m = t.blockedOn.monitor;
                if (m.owner != null && m.owner != t) return false;
                if (!take) return true;
                if (t.blockPhase != VmThread.BlockPhase.NONE) { // re-acquiring after wait()
                    vm.heap.touch(t.blockedOn);
                    m.owner = t;
                    m.count = t.savedCount;
                } else {
                    Threads.setStatus(t, Threads.STATUS_RUNNABLE);
                }
                t.blockedOn = null;
                t.state = VmThread.State.RUNNABLE;
                return true;
            default:
                return false;
        }
    }

    void wakeMonitor(VmObject o) { /* blocked threads are polled */ }

    void wakeClassInit(VmClass c) { /* polled */ }

    /** Consecutive turns that were spin-wait rounds. */
    private int spinTurns;
    /** Longest turn still taken for a spin-wait round; longer ones did work between yields. */
    private static final long SPIN_ROUND_INSTRUCTIONS = 1000;

    private void skipToNextTimeout() {
        long earliest = Long.MAX_VALUE;
        for (VmThread t : threads) if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0) earliest = Math.min(earliest, t.wakeAt);
        long now = vm.now();
        if (earliest != Long.MAX_VALUE && earliest > now) vm.clockNanos += earliest - now;
    }

    /** Ends the timed waits whose deadline the clock has passed while other threads kept running. */
    private void wakeExpired() {
        long now = vm.now();
        for (VmThread t : threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt <= now) Threads.timeout(t);
        }
    }

    /** Moves virtual time to the earliest timed wait and wakes the threads whose time has come. */
    private boolean advanceClock() {
        long earliest = Long.MAX_VALUE;
        // a deadline of Threads.NEVER (a sleep of Long.MAX_VALUE ms) never comes
        for (VmThread t : threads) if (t.wakeAt >= 0 && t.wakeAt != Threads.NEVER && (t.state == VmThread.State.TIMED_WAITING)) earliest = Math.min(earliest, t.wakeAt);
        if (earliest == Long.MAX_VALUE) return false;
        long now = vm.now();
        if (earliest > now) vm.clockNanos += earliest - now;
        for (VmThread t : threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt <= vm.now()) Threads.timeout(t);
        }
        return true;
    }

    /**
     * Whether the end of non-daemon thread t ends the VM while daemon threads are alive: t is the
     * last live non-daemon thread and no shutdown hooks will run.
     */
    private boolean haltsDaemons(VmThread t) {
        if (t.daemon) return false;
        boolean daemons = false;
        for (VmThread o : threads) {
            if (o == t || o.state == VmThread.State.TERMINATED) continue;
            if (!o.daemon) return false;
            daemons = true;
        }
        return daemons && !shutdownHooksPending();
    }

    private boolean shutdownHooksPending() {
        if (shutdownStarted) return false;
        VmClass hooks = vm.known.applicationShutdownHooks.ifLoaded();
        return hooks != null && hooks.isInitialized();
    }

    private boolean anyLiveNonDaemon() {
        for (VmThread t : threads) if (t.state != VmThread.State.TERMINATED && !t.daemon) return true;
        return false;
    }

    /** Runs Shutdown.shutdown() (application shutdown hooks) once, on the main thread, if hooks exist. */
    private boolean startShutdownHooks() {
        if (!shutdownHooksPending()) {
            shutdownStarted = true;
            return false;
        }
        shutdownStarted = true;
        VmThread t = vm.mainThread;
        t.state = VmThread.State.RUNNABLE;
        t.exitStage = VmThread.ExitStage.SHUTDOWN_HOOKS;
        t.atPoint = false;
        vm.interpreter.pushFrame(t, vm.known.shutdownShutdown.get(), Frame.NORMAL);
        return true;
    }

    /**
     * The thread's stack emptied: dispatch an uncaught exception, then run Thread.exit() (under a
     * search's control with the JDK's operations atomic, in the thread's end step instead: see
     * {@link #runExit}). Returns true when frames were pushed for that, false when the thread's
     * end comes next.
     */
    private boolean threadDone(VmThread t, boolean controlled) {
        if (t.exitStage == VmThread.ExitStage.RUNNING && t.uncaught != null) {
            VmObject e = t.uncaught;
            t.uncaught = null;
            if (t == vm.mainThread) mainThrew = true;
            Backtrace bt = Backtrace.of(vm, e);
            outcome.uncaught.add(new Outcome.Uncaught(t.name(), vm.describeThrowable(e), bt == null ? List.of() : bt.lines()));
            t.exitStage = VmThread.ExitStage.UNCAUGHT_DISPATCHED;
            VmMethod m = vm.known.threadDispatchUncaughtException.get();
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            f.r[1] = e;
            return true;
        }
        t.uncaught = null;
        if (t.exitStage.beforeExit()) {
            // under a search's control, exit runs in the thread's end step (see runExit); with the
            // JDK's internals in full, as ordinary code, each visible access a step
            if (controlled && vm.config.atomicJdk) return false;
            t.exitStage = VmThread.ExitStage.EXITING;
            VmMethod m = vm.known.threadExit.get();
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            return true;
        }
        return false;
    }

    /**
     * Records the deadlock: the cycle of threads waiting for each other, if any, and the other
     * threads that cannot run, each with what it waits for, who holds it, where and its stack (see
     * {@link Deadlock}). The reports render it; the VM prints nothing.
     */
    private void reportDeadlock() {
        outcome.deadlock = Deadlock.of(threads);
    }
}
