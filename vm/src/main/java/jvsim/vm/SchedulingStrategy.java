package jvsim.vm;

import java.util.List;

/**
 * Chooses the thread that makes the next step of a controlled run ({@link Scheduler#runControlled});
 * told what each step did. A search drives the VM through one.
 */
public interface SchedulingStrategy {
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
