package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * A controlled run ({@link Scheduler#runControlled}): the step loop. At each scheduling point the
 * {@link SchedulingStrategy} chooses a thread of the {@link EnabledSet}; its step is its pending
 * operation, then its code up to its next scheduling point (or its end, or until it blocks). The
 * run ends when the program does, in a deadlock, at the step limit or when the strategy prunes it.
 */
final class ControlledRun {
    private final Scheduler s;
    private final Vm vm;
    /** The thread of the last step, for the report of a run past its step bound. */
    private VmThread lastStepped;
    /** Backward branches and calls per interpreter turn within a step. */
    static final int STEP_BUDGET = 1 << 14;
    /** Instructions after which a step without a visible operation is preempted. */
    private static final long STEP_INSTRUCTIONS = 1 << 20;

    ControlledRun(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /** Runs the execution with every choice made by strategy, at most maxSteps steps; returns the exit status. */
    int run(SchedulingStrategy strategy, long maxSteps) {
        s.strategy = strategy;
        vm.policy.executionBegins();
        s.spins.executionBegins();
        lastStepped = null;
        vm.takeStatusChanges(); // status changes before the first step belong to no step
        vm.takeInitsEnded();
        Outcome outcome = s.outcome;
        List<VmThread> enabled = s.enabled.threads;
        try {
            while (true) {
                if (vm.stopRequested) throw new VmStopped();
                if (s.ends.vmEnds()) return s.finish(s.mainThrew ? 1 : 0);
                s.enabled.collect();
                // threads that could only wake spuriously do not keep the program from hanging: a JVM
                // need never wake them, so that is a deadlock (a lost notification), or time passes
                List<VmThread> spurious = s.enabled.onlySpuriousWakeups() ? new ArrayList<>(enabled) : List.of();
                if (!spurious.isEmpty()) enabled.clear();
                if (enabled.isEmpty()) {
                    if (s.clock.advance()) continue;
                    if (s.enabled.held > 0) {
                        // not a deadlock of the program: a listener keeps the only runnable threads back
                        for (ExecutionListener l : s.holders) l.allHeld(vm, outcome);
                        return s.finish(1);
                    }
                    List<VmThread> stopped = new ArrayList<>();
                    for (VmThread w : s.threads) if (w.isAlive() && w.atPoint) stopped.add(w);
                    stopped.addAll(spurious);
                    strategy.deadlocked(stopped);
                    // a thread spinning in a loop no thread can end: a non-termination, not a deadlock
                    NonTermination spin = s.spins.livelock();
                    if (spin != null) outcome.nonTermination = spin;
                    else s.reportDeadlock();
                    return s.finish(1);
                }
                if (s.clock.passes(s.enabled.allSpinning())) continue;
                if (s.steps >= maxSteps) {
                    outcome.stepLimit = true;
                    VmThread looping = lastStepped != null && enabled.contains(lastStepped) ? lastStepped : enabled.get(0);
                    outcome.stepLimitThread = looping.name();
                    outcome.stepLimitStack = stack(looping);
                    strategy.stepLimitReached(enabled);
                    return s.finish(0);
                }
                VmThread t = strategy.choose(enabled);
                if (t == null) {
                    outcome.pruned = true;
                    return s.finish(0);
                }
                if (vm.hooks.choices.length != 0) vm.hooks.chose(enabled, t);
                Op op = t.pending.copy();
                t.executing = op;
                if (op.region) op.footprint = new java.util.ArrayList<>(4);
                s.guarded.begin(t, op);
                int uncaughtBefore = outcome.uncaught.size();
                long writesBefore = vm.outputWrites;
                boolean values = vm.hooks.values.length != 0;
                if (values) vm.hooks.accessing(op);
                s.spins.stepBegins(t);
                try {
                    step(t);
                } catch (VmExit e) {
                    if (values) vm.hooks.accessed(t, op);
                    // System.exit/halt ends every thread: the search must see the step
                    t.executing = null;
                    s.guarded.end(t);
                    op.halts = Op.HALTS_ALL;
                    op.effects = Op.EFFECTS_SEEN;
                    op.statusWrites = vm.takeStatusChanges();
                    op.initsEnded = vm.takeInitsEnded();
                    s.steps++;
                    strategy.executed(t, op);
                    throw e;
                } catch (VmIgnored e) {
                    // Verify.assume(false) ends the execution inside this step: it is still a step
                    // of the execution (its data choices follow it), so that its schedule replays
                    if (values) vm.hooks.accessed(t, op);
                    t.executing = null;
                    s.guarded.end(t);
                    op.effects = Op.EFFECTS_NONE;
                    op.statusWrites = vm.takeStatusChanges();
                    s.steps++;
                    strategy.executed(t, op);
                    throw e;
                }
                t.executing = null;
                t.regionFrame = null;
                op.effects = outcome.uncaught.size() > uncaughtBefore || vm.outputWrites > writesBefore ? Op.EFFECTS_SEEN : Op.EFFECTS_NONE;
                s.guarded.stepEnded(t, op);
                s.enabled.showWaitingAll();
                op.statusWrites = vm.takeStatusChanges();
                op.initsEnded = vm.takeInitsEnded();
                s.spins.stepEnded(t, op);
                s.steps++;
                s.clock.stepped(op);
                if (values) vm.hooks.accessed(t, op);
                strategy.executed(t, op);
                lastStepped = t;
            }
        } catch (VmExit e) {
            return s.finish(e.status);
        } catch (VmIgnored e) {
            outcome.pruned = true;
            return s.finish(0);
        } finally {
            s.strategy = null;
            s.flushHost();
        }
    }

    /** The frames of t, innermost first, as "Class.method(File.java:line)". */
    private static List<String> stack(VmThread t) {
        List<String> out = new java.util.ArrayList<>();
        for (Frame f = t.top; f != null; f = f.caller) out.add(Op.where(f.method, f.pc));
        return out;
    }

    /** Performs t's pending operation and runs t to its next scheduling point (or until it blocks or ends). */
    private void step(VmThread t) {
        boolean wasAtPoint = t.atPoint;
        int kind = t.pending.kind;
        t.atPoint = false;
        if (t.state == VmThread.State.WAITING || t.state == VmThread.State.TIMED_WAITING) {
            // the step of a spurious wake-up or an early timeout: the thread only leaves its wait (a
            // wait then re-acquires the monitor); a timeout first moves the clock to its deadline
            if (t.executing != null && t.executing.isTimeout()) {
                t.earlyTimeouts++;
                s.clock.moveTo(t.wakeAt);
                Threads.timeout(t);
            } else {
                Threads.wakeSpuriously(t);
            }
            return;
        } else if (t.state == VmThread.State.BLOCKED) {
            s.enabled.canRun(t, true);
        } else if (wasAtPoint && kind == Op.END) {
            if (t.exitStage.beforeExit() && !s.ends.runExit(t)) return;
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
                s.guarded.enter(t);
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
                if (s.ends.threadDone(t, true)) continue;
                t.pending.set(Op.END, t.threadObj, Op.KEY_ALIVE, null, 0);
                t.pending.what = "alive " + t.name();
                t.pending.sync = true;
                if (t.exitStage.beforeExit()) t.pending.footprint = ThreadEnds.exitFootprint(t);
                t.atPoint = true;
            }
            return;
        }
    }
}
