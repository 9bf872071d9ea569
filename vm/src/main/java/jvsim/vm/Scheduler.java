package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs the target's threads on the host thread, one at a time. Two modes:
 * <ul>
 * <li>{@link #runToCompletion}: the default scheduler, round-robin with a preemption quantum so
 *     spinning cannot starve others; deterministic, no scheduling points ({@link RoundRobin}).</li>
 * <li>{@link #runControlled}: a {@link SchedulingStrategy} chooses which thread makes the next step
 *     at every scheduling point; a step is the chosen thread's pending visible operation followed by
 *     its invisible operations up to its next scheduling point ({@link ControlledRun}).</li>
 * </ul>
 * This class holds the execution's threads and what happened in it; the jobs are files of their
 * own: the enabled set and listeners' holds ({@link EnabledSet}), guarded attempts
 * ({@link GuardedSteps}), thread ends, Thread.exit and shutdown hooks ({@link ThreadEnds}) and the
 * virtual clock ({@link VirtualClock}), which jumps forward when every live thread waits on a
 * timed operation.
 */
public final class Scheduler {
    /** The strategy of the running {@link #runControlled}, or null. */
    SchedulingStrategy strategy;

    /** A data choice of t: the strategy's when a search runs, else min. */
    public int chooseValue(VmThread t, int min, int max) {
        spins.unforeseen(t);
        return strategy == null ? min : strategy.chooseValue(t, min, max);
    }

    final Vm vm;
    List<VmThread> threads = new ArrayList<>();
    int current;
    boolean mainThrew;
    boolean shutdownStarted;
    /** Steps made by {@link #runControlled} in this execution. */
    public long steps;
    /** What happened in the current execution. */
    public final Outcome outcome = new Outcome();
    private static final ExecutionListener[] NO_HOLDERS = {};
    /** Listeners that may hold threads back (see ExecutionListener#holds); set per execution by the search. */
    public ExecutionListener[] holders = NO_HOLDERS;
    /** Threads started by the target in this execution (while searching). */
    public int spawned;

    final VirtualClock clock;
    final ThreadEnds ends;
    final EnabledSet enabled;
    final GuardedSteps guarded;
    final SpinLoops spins;
    private final RoundRobin roundRobin;
    private final ControlledRun controlled;

    Scheduler(Vm vm) {
        this.vm = vm;
        this.clock = new VirtualClock(this);
        this.ends = new ThreadEnds(this);
        this.enabled = new EnabledSet(this);
        this.guarded = new GuardedSteps(this);
        this.spins = new SpinLoops(this);
        this.roundRobin = new RoundRobin(this);
        this.controlled = new ControlledRun(this);
    }

    void add(VmThread t) {
        threads.add(t);
        if (vm.searching) spawned++;
    }

    public List<VmThread> threads() { return threads; }

    /** Runs until every non-daemon thread has ended or the target halts; returns the exit status. */
    public int runToCompletion() {
        return roundRobin.run();
    }

    /**
     * Runs the execution with every choice made by strategy, at most maxSteps steps (then
     * {@link Outcome#stepLimit} is set). Returns the exit status; {@link #outcome} tells the rest.
     */
    public int runControlled(SchedulingStrategy strategy, long maxSteps) {
        return controlled.run(strategy, maxSteps);
    }

    int finish(int status) {
        outcome.exitStatus = status;
        return status;
    }

    void flushHost() {
        try { vm.config.out.flush(); vm.config.err.flush(); } catch (java.io.IOException ignored) { }
    }

    void wakeMonitor(VmObject o) { /* blocked threads are polled */ }

    void wakeClassInit(VmClass c) { /* polled */ }

    /**
     * Records the deadlock: the cycle of threads waiting for each other, if any, and the other
     * threads that cannot run, each with what it waits for, who holds it, where and its stack (see
     * {@link Deadlock}). The reports render it; the VM prints nothing.
     */
    void reportDeadlock() {
        outcome.deadlock = Deadlock.of(threads);
    }
}
