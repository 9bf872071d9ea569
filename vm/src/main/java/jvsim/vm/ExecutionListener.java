package jvsim.vm;

/**
 * Observes executions while a search runs: every step (the visible operation a thread performed,
 * see {@link Op}: monitor enter and exit, wait, park and unpark, thread start, end and join, and
 * the field and array accesses that are scheduling points under --sched, all of them with
 * --sched=all) and the start and end of each execution. Further events are optional: a listener
 * names those it wants in {@link #events}, and the VM calls no one for the others. Listeners
 * report violations through {@link Outcome#report}. Steps are only produced while searching, so a
 * VM that no one explores pays nothing for listeners.
 */
public interface ExecutionListener {
    /** Optional event kinds, or-ed together in {@link #events}. */
    int INSTRUCTIONS = 1, ALLOCATIONS = 2, NOTIFICATIONS = 4, CHOICES = 8, STATES = 16, VIOLATIONS = 32, VALUES = 64;

    /** The optional event kinds this listener wants (asked when an execution starts); none by default. */
    default int events() { return 0; }

    /** INSTRUCTIONS: t is about to execute the instruction at pc of m (opcode: the class file's, not a quickened one). */
    default void instruction(VmThread t, VmMethod m, int pc, int opcode) {}

    /**
     * ALLOCATIONS: t (null during boot) allocated o at pc of m (the caller of the native for objects
     * natives make; m null when unknown); inside the JDK, userMethod and userPc are the innermost
     * frame of the user's code that led there (else null).
     */
    default void allocated(VmThread t, VmObject o, VmMethod m, int pc, VmMethod userMethod, int userPc) {}

    /** NOTIFICATIONS: t called notify or notifyAll on monitor; woken lists the threads that left its wait set (maybe none). */
    default void notified(VmThread t, VmObject monitor, java.util.List<VmThread> woken) {}

    /**
     * VALUES: the step t just made (reported to {@link #stepped} right after its values) accessed
     * element i (0 for a field) of part's location range: part is the step's operation, its
     * {@link Op#also} or an operation of its {@link Op#footprint}, a READ, WRITE or RMW of a field or
     * array element ({@link Op#key} not negative, {@link Op#valueKnown}: off-heap memory reports
     * nothing). before is what the location held when the part
     * accessed it (what a read saw), after what it held when the step ended (what a write left);
     * a reference is its object's stable id ({@link VmObject#id}), null {@link #NULL_VALUE}; float
     * and double their raw bits. Steps of the deterministic beginning a search skips (see
     * jvsim.search.Executor) report no values. A read whose value its thread never uses (a load
     * whose result is discarded or stored into a local variable nothing reads) says so:
     * {@link Op#valueUnused}.
     */
    default void accessed(VmThread t, Op part, int i, long before, long after) {}

    /** The value {@link #accessed} reports for a null reference. */
    long NULL_VALUE = Long.MIN_VALUE;

    /** CHOICES: the search chose which enabled thread runs the next step. */
    default void chose(java.util.List<VmThread> enabled, VmThread chosen) {}

    /** STATES (stateful searches): the state at depth (choices from the start) has this hash; isNew when not visited before. */
    default void stateVisited(Vm vm, int depth, long hash, boolean isNew) {}

    /** STATES (stateful searches): the search goes back to the state at depth to explore another choice there. */
    default void backtracked(Vm vm, int depth) {}

    /** VIOLATIONS: the search found a violation not reported before (by any listener or the VM). */
    default void violationFound(ViolationKind kind, String message, String thread) {}

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

    /**
     * The listener's state within an execution (what it has seen of it so far and what decides its
     * future reports and holds) as a state component, or null when it cannot give one. The search
     * registers it with the VM before the first execution, so snapshots, checkpoints and state
     * hashes cover it (a stateful search then tells apart states that differ only in what the
     * listener would report next); {@link #executionStarted} still starts it afresh. State that
     * spans the whole search (violations already reported, caches) stays outside it. Searches take
     * checkpoints only when every listener gives its state; with a listener that gives none, they
     * go back to a state by re-executing the schedule to it.
     */
    default StateComponent<?> state() { return null; }

    /**
     * The methods whose begins and ends this listener wants as events ({@link MethodEvents}: the
     * VM makes each call of them from the program a scheduling point, an {@link Op#EVENT} with its
     * {@link Op#call}), or null for none; asked by the search before anything runs.
     */
    default MethodEvents methodEvents() { return null; }

    /**
     * Makes listeners by name ({@code --listener=name}); implementations are found by ServiceLoader.
     * Like a search strategy's (jvsim.search.SearchStrategy), a listener's options are a record.
     *
     * @param <O> the typed options: a record whose components are the listener's options by their
     *            names ("schedule" from --schedule); a {@code List<String>} component takes every
     *            value given, a {@code String} one the last, or null when none is (jvsim.embed.Listeners)
     */
    interface Provider<O extends Record> {
        String name();

        /** One-line description for help texts. */
        String description();

        /** The fewest scheduling points (--sched mode) the listener needs to see what it checks. */
        default SchedMode minSched() { return SchedMode.SYNC; }

        /** The options record class ({@link NoOptions} when there are none). */
        Class<O> options();

        /**
         * A listener configured by options, for search run number run (from 0, see
         * {@link ExecutionListener#runs}). Bad option values throw IllegalArgumentException with a
         * one-line message.
         */
        ExecutionListener create(O options, int run);
    }

    /** The options record of listeners without options. */
    record NoOptions() { }
}
