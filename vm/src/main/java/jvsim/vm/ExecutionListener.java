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

    /**
     * Whether this listener may hold threads back ({@link #holds}); asked when an execution starts.
     * The scheduler consults only listeners that say so, so the others cost nothing per choice.
     */
    default boolean holdsThreads() { return false; }

    /**
     * Thread t stopped before pending (also a RESUME or a blocked ACQUIRE) is not scheduled while
     * this returns true: to the search it is simply disabled. Called at every scheduling choice.
     */
    default boolean holds(VmThread t, Op pending) { return false; }

    /**
     * No thread can run and at least one is held by this listener (otherwise it would be a
     * deadlock): report why. The execution then ends.
     */
    default void allHeld(Vm vm, Outcome outcome) {}

    /**
     * Separate searches this listener asks for (e.g. one per schedule), known once an execution
     * has started; the tools run search k with a listener made for run k (see Provider#create).
     */
    default int runs() { return 1; }

    /** Makes listeners by name ({@code --listener=name}); implementations are found by ServiceLoader. */
    interface Provider {
        String name();

        /** One-line description for help texts. */
        String description();

        /** Minimum scheduling granularity (Vm.SCHED_*) the listener needs to see what it checks. */
        default int minSched() { return Vm.SCHED_SYNC; }

        ExecutionListener create();

        /**
         * A listener configured by options (name to values, e.g. "schedule" from --schedule; "run"
         * is the index of the search run, see {@link ExecutionListener#runs}). Bad option values
         * throw IllegalArgumentException with a one-line message.
         */
        default ExecutionListener create(java.util.Map<String, java.util.List<String>> options) { return create(); }
    }
}
