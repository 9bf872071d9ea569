package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * The threads a controlled run may choose from: those at a scheduling point whose operation can
 * run now, and the wake-up steps of waiting threads (an early timeout, a spurious wake-up), less
 * those a listener holds back ({@link Scheduler#holders}); with the statuses a thread stopped
 * before a monitor or a join shows meanwhile.
 */
final class EnabledSet {
    private final Scheduler s;
    private final Vm vm;
    /** The enabled threads of the last {@link #collect}, in thread-creation order. */
    final List<VmThread> threads = new ArrayList<>();
    /** Threads held back by a listener at the last choice. */
    int held;

    EnabledSet(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /** The enabled threads, each with its pending operation set. */
    void collect() {
        threads.clear();
        held = 0;
        s.clock.timedWaiters = 0;
        for (VmThread t : s.threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt != Threads.NEVER) s.clock.timedWaiters++;
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
                        Threads.Spurious spurious = Threads.spuriousWakeup(t);
                        if (spurious == null) continue;
                        t.pending.set(Op.WRITE, t.threadObj, Op.KEY_STATUS, t.top.method, t.top.pc);
                        t.pending.wake = Op.WAKE_SPURIOUS;
                        if (spurious.await() != null) ConditionAwaits.footprint(t.pending, spurious.await());
                }
                t.pending.locate(t);
                // a thread that blocked inside a linearizable JDK operation goes on with it atomically
                if (vm.searching && vm.policy.inRegion(t)) t.pending.region = true;
            }
            boolean on = isEnabled(t);
            if (on && s.holders.length != 0 && heldBack(t)) {
                on = false;
                held++;
            }
            if (t.atPoint) showWaiting(t, on);
            if (on) {
                t.pending.daemon = t.daemon;
                t.pending.self = t.threadObj == null ? 0 : t.threadObj.id;
                t.pending.halts = t.pending.kind == Op.END && s.ends.haltsDaemons(t) ? Op.HALTS_DAEMONS : 0;
                threads.add(t);
            }
        }
    }

    /**
     * Whether every enabled thread is one that waits and may only wake spuriously (see {@link
     * VmConfig#spuriousWakeups}). A thread that may time out early keeps them enabled: time can
     * pass by its step (see {@link #timesOutEarly}).
     */
    boolean onlySpuriousWakeups() {
        if (threads.isEmpty()) return false;
        for (VmThread t : threads) if (t.atPoint || !t.pending.isSpuriousWakeup()) return false;
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
        for (ExecutionListener l : s.holders) if (l.holds(t, t.pending)) return true;
        return false;
    }

    /** Whether every enabled thread is spin-waiting (stopped at Thread.yield or onSpinWait). */
    boolean allSpinning() {
        for (VmThread t : threads) if (!t.atPoint || t.pending.kind != Op.YIELD) return false;
        return true;
    }

    /**
     * Shows the statuses the step's effects on monitors and thread ends imply (see {@link #showWaiting}),
     * so that the step is seen to write them.
     */
    void showWaitingAll() {
        for (VmThread t : s.threads) if (t.atPoint && t.state == VmThread.State.RUNNABLE && !t.suspended) showWaiting(t, isEnabled(t));
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

    private boolean isEnabled(VmThread t) {
        Op op = t.pending;
        if (t.state == VmThread.State.BLOCKED) return canRun(t, false);
        if (op.kind == Op.ACQUIRE) {
            Monitor m = op.obj.monitor;
            // JEP 491: a virtual thread that cannot have the monitor unmounts (see Continuations#preemptOnEnter)
            return m == null || m.owner == null || m.owner == t || Continuations.unmountsToEnter(t);
        }
        // an interrupt ends a join: the thread goes on to throw InterruptedException
        if (op.kind == Op.JOIN) return op.other == null || !op.other.isAlive() || Threads.interrupted(t);
        return true;
    }

    /** Whether t can run now; with take, a blocked t that can proceed is made runnable (monitor re-acquired). */
    boolean canRun(VmThread t, boolean take) {
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
}
