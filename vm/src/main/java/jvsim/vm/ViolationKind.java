package jvsim.vm;

/**
 * What kind of violation (or warning) an execution had: the VM's own (an uncaught exception, a
 * deadlock) and the listeners'. Each kind's data travels typed beside it in {@link Outcome}: an
 * uncaught exception's class, message and stack ({@link Outcome.Uncaught}), a deadlock's cycle
 * ({@link Deadlock}), a race's two accesses ({@link Race}), a lock-order inversion's acquisitions
 * ({@link LockOrder}), a property's monitors ({@link PropertyViolation}). {@link #id} is the kind's
 * name in reports (the JSON report's "kind", the CLI's text).
 */
public enum ViolationKind {
    /** A thread ended with an exception, e.g. a failed assertion. */
    UNCAUGHT_EXCEPTION("uncaught-exception"),
    /** Threads wait for each other: the VM found that no thread could run, or a listener saw a cycle form. */
    DEADLOCK("deadlock"),
    /** A warning: a lock-order inversion that can deadlock under another schedule. */
    POTENTIAL_DEADLOCK("potential-deadlock"),
    /** Two accesses to one location, one a write, not ordered by happens-before. */
    DATA_RACE("data-race"),
    /** An IMUnit schedule was broken, or cannot be met. */
    SCHEDULE_VIOLATION("schedule-violation"),
    /** A temporal property's monitor reached a violating state. */
    PROPERTY_VIOLATION("property-violation"),
    /** Enforcing properties held back every thread that could run. */
    ENFORCEMENT_DEADLOCK("enforcement-deadlock"),
    /**
     * No thread can run but one that spins in a loop that can never end: each round reads the
     * same values and changes nothing, and no other thread can write what it reads (see
     * {@link NonTermination}).
     */
    NON_TERMINATION("non-termination");

    /** The kind's name in reports: "uncaught-exception", "deadlock", "data-race", ... */
    public final String id;

    ViolationKind(String id) { this.id = id; }

    /** The kind of this name ({@link #id}); IllegalArgumentException for none. */
    public static ViolationKind of(String id) {
        for (ViolationKind k : values()) if (k.id.equals(id)) return k;
        throw new IllegalArgumentException("unknown violation kind '" + id + "'");
    }

    @Override public String toString() { return id; }
}
