package jvsim.vm;

/**
 * Observes executions while a search runs: every step (the visible operation a thread performed,
 * see {@link Op}) and the end of the execution. Listeners report violations through
 * {@link Outcome#report}. Steps are only produced while searching, so a VM that no one explores
 * pays nothing for listeners.
 */
public interface ExecutionListener {
    /** A new execution starts from the initial state. */
    default void executionStarted(Vm vm) {}

    /** Thread t performed op; outcome collects what the listener finds. */
    default void stepped(VmThread t, Op op, Outcome outcome) {}

    /** The execution ended (normally, deadlocked, or at a limit). */
    default void executionEnded(Vm vm, Outcome outcome) {}

    /** Makes listeners by name ({@code --listener=name}); implementations are found by ServiceLoader. */
    interface Provider {
        String name();

        /** One-line description for help texts. */
        String description();

        /** Minimum scheduling granularity (Vm.SCHED_*) the listener needs to see what it checks. */
        default int minSched() { return Vm.SCHED_SYNC; }

        ExecutionListener create();
    }
}
