package jvsim.vm;

/**
 * The virtual clock's moves (the time is {@link Vm#clockNanos}): time jumps to the earliest
 * deadline of a timed wait when no thread can run, when every enabled thread spin-waits, and after
 * a run of busy steps while a thread sleeps; the threads whose deadline has come time out.
 */
final class VirtualClock {
    private final Scheduler s;
    private final Vm vm;

    /**
     * Steps other threads take while one waits for a deadline after which time passes to that
     * deadline, as it would while they run: a thread that never blocks (a busy loop polling a flag
     * the sleeper sets) cannot keep a sleeping thread from waking. On the clock's scale (a
     * nanosecond per instruction) about the time those steps take.
     */
    private static final int BUSY_STEPS = 10_000;
    int busySteps;
    /** Threads in a timed wait with a deadline, counted with the last enabled set. */
    int timedWaiters;

    /**
     * Quiet steps after which spin-waiting counts as waiting for time to pass: more than the JDK's
     * bounded spins (AQS spins up to 255 rounds before it parks), which must not see time jump.
     */
    private static final int SPIN_QUIET_STEPS = 1000;
    /** Consecutive steps (while searching) that only read or yielded. */
    int quietSteps;

    VirtualClock(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /** Moves the clock forward to deadline, if it is later than now. */
    void moveTo(long deadline) {
        long now = vm.now();
        if (deadline > now) vm.clockNanos += deadline - now;
    }

    void skipToNextTimeout() {
        long earliest = Long.MAX_VALUE;
        for (VmThread t : s.threads) if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0) earliest = Math.min(earliest, t.wakeAt);
        if (earliest != Long.MAX_VALUE) moveTo(earliest);
    }

    /** Ends the timed waits whose deadline the clock has passed while other threads kept running. */
    void wakeExpired() {
        long now = vm.now();
        for (VmThread t : s.threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt <= now) Threads.timeout(t);
        }
    }

    /** Moves virtual time to the earliest timed wait and wakes the threads whose time has come. */
    boolean advance() {
        long earliest = Long.MAX_VALUE;
        // a deadline of Threads.NEVER (a sleep of Long.MAX_VALUE ms) never comes
        for (VmThread t : s.threads) if (t.wakeAt >= 0 && t.wakeAt != Threads.NEVER && (t.state == VmThread.State.TIMED_WAITING)) earliest = Math.min(earliest, t.wakeAt);
        if (earliest == Long.MAX_VALUE) return false;
        moveTo(earliest);
        for (VmThread t : s.threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt <= vm.now()) Threads.timeout(t);
        }
        return true;
    }

    /**
     * Before a choice of a controlled run: whether time passed instead (the enabled set is to be
     * collected again). When every enabled thread is spin-waiting (stopped at Thread.yield or
     * onSpinWait), the spinners are descheduled until the next timeout, a legal schedule that lets
     * a spin loop polling a timed-waiting thread end; and threads that keep running (a busy loop)
     * do not stop time for a thread sleeping meanwhile.
     */
    boolean passes(boolean allSpinning) {
        if (allSpinning && quietSteps >= SPIN_QUIET_STEPS && advance()) return true;
        if (timedWaiters == 0) busySteps = 0;
        else if (busySteps >= BUSY_STEPS && advance()) {
            busySteps = 0;
            return true;
        }
        return false;
    }

    /** A step of a controlled run made op: steps that only read or yield change nothing another thread waits for. */
    void stepped(Op op) {
        busySteps++;
        quietSteps = op.kind == Op.YIELD || op.kind == Op.READ ? quietSteps + 1 : 0;
    }
}
