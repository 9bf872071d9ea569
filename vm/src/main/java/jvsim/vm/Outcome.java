package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/** What happened in one execution, for searches and reports: uncaught exceptions, deadlock, limits. */
public final class Outcome {
    /**
     * An exception that ended a thread.
     *
     * @param exceptionClass the exception's class ("java.lang.AssertionError")
     * @param message        its detail message, or null
     * @param stack          where it was thrown, one frame a line ("at pkg.Class.method(File.java:12)"), innermost first
     */
    public record Uncaught(String thread, String exceptionClass, String message, List<String> stack) {
        public Uncaught {
            stack = List.copyOf(stack);
        }

        /** The exception as Throwable.toString shows it: "java.lang.AssertionError: message". */
        public String exception() { return exceptionClass + (message == null ? "" : ": " + message); }

        @Override public String toString() { return "uncaught in \"" + thread + "\": " + exception(); }
    }

    /**
     * A violation reported by a listener, or a warning: its kind, its message for people, and its
     * data typed (the field a race is on, a deadlock's cycle, a lock-order inversion's acquisitions,
     * properties' monitors), which the reports read instead of the message.
     */
    public static final class Reported {
        public final ViolationKind kind;
        public final String message, thread, field;
        /** What the violation is about, to recognise it in other executions: the field, or a finer subject (an array's allocation site), or null. */
        public String subject;
        /** A warning (e.g. a predicted deadlock): reported, but not a violation of the execution. */
        public final boolean warning;
        /**
         * For a deadlock cycle or a predicted one: the stable ids ({@link VmObject#id}) of the locks it
         * is about, so that a search reports a predicted cycle only when it did not happen; else empty.
         */
        public java.util.Set<Long> locks = java.util.Set.of();
        /** For a deadlock cycle a listener found: the cycle, typed (its message may say more, e.g. where each lock was taken); else null. */
        public Deadlock deadlock;
        /** For a property violation or an enforcement that held every thread: the properties' monitors, typed (see jvsim.mop); else empty. */
        public java.util.List<PropertyViolation> properties = java.util.List.of();
        /** For a data race: its two accesses; else null. */
        public Race race;
        /** For a potential deadlock: the lock-order inversion's acquisitions; else null. */
        public LockOrder lockOrder;
        public Reported(ViolationKind kind, String message, String thread, String field) { this(kind, message, thread, field, false); }
        public Reported(ViolationKind kind, String message, String thread, String field, boolean warning) {
            this.kind = kind; this.message = message; this.thread = thread; this.field = field; this.warning = warning;
        }
        @Override public String toString() { return kind + ": " + message; }
    }

    public final List<Uncaught> uncaught = new ArrayList<>();
    /** Violations reported by listeners during the execution. */
    public final List<Reported> reported = new ArrayList<>();
    /** The deadlock the execution ended in (no thread could run), or null. */
    public Deadlock deadlock;
    /** The loop the execution ended in (no thread could run, one spun forever), or null. */
    public NonTermination nonTermination;
    /** The execution exceeded its step bound (possibly non-terminating). */
    public boolean stepLimit;
    /**
     * At the step bound: the thread that ran the last step (the one looping, or one of them), and its
     * stack, innermost frame first ("Class.method(File.java:line)"); else null and empty.
     */
    public String stepLimitThread;
    public List<String> stepLimitStack = List.of();
    /** The strategy cut the execution short (a stateful search reached an already visited state). */
    public boolean pruned;
    /** Exit status of the target (System.exit, or 1 when main threw / deadlock, else 0). */
    public int exitStatus;

    public boolean violated() {
        if (!uncaught.isEmpty() || deadlock != null || nonTermination != null) return true;
        for (Reported r : reported) if (!r.warning) return true;
        return false;
    }

    /** Called by listeners to report a violation in the current execution. */
    public void report(ViolationKind kind, String message, String thread, String field) {
        reported.add(new Reported(kind, message, thread, field));
    }

    /** Called by listeners to report a data race on field, typed as race (reported once per {@link Race#subject}). */
    public void reportRace(String message, String field, Race race) {
        Reported r = new Reported(ViolationKind.DATA_RACE, message, race.later().thread(), field);
        r.subject = race.subject();
        r.race = race;
        reported.add(r);
    }

    /**
     * Called by listeners to warn of a lock-order inversion, a deadlock that may happen in other
     * executions, about these locks (see {@link Reported#locks}), typed as order.
     */
    public void warnLockOrder(String message, String thread, java.util.Set<Long> locks, LockOrder order) {
        Reported r = new Reported(ViolationKind.POTENTIAL_DEADLOCK, message, thread, null, true);
        r.locks = java.util.Set.copyOf(locks);
        r.lockOrder = order;
        reported.add(r);
    }

    /** Called by listeners to report a deadlock cycle as it forms: its message, and the cycle typed (see {@link Reported#deadlock}). */
    public void reportCycle(String message, Deadlock cycle) {
        Reported r = new Reported(ViolationKind.DEADLOCK, message, cycle.thread(), null);
        r.deadlock = cycle;
        reported.add(r);
    }

    /** Called by listeners to report a property's violation (or an enforcement that holds every thread): its message, and the monitors typed. */
    public void reportProperties(ViolationKind kind, String message, String thread, java.util.List<PropertyViolation> properties) {
        Reported r = new Reported(kind, message, thread, null);
        r.properties = java.util.List.copyOf(properties);
        reported.add(r);
    }

    /** An outcome with nothing in it, which {@link #clear} makes this one equal to. Never changed. */
    private static final Outcome EMPTY = new Outcome();

    /** A copy that later executions of the VM do not change. */
    public Outcome copy() {
        Outcome o = new Outcome();
        o.setTo(this);
        return o;
    }

    /** Becomes a copy of o: every field (the one definition of an outcome's state, which {@link #copy} and {@link #clear} go through). */
    void setTo(Outcome o) {
        uncaught.clear();
        uncaught.addAll(o.uncaught);
        reported.clear();
        reported.addAll(o.reported);
        deadlock = o.deadlock;
        nonTermination = o.nonTermination;
        stepLimit = o.stepLimit;
        stepLimitThread = o.stepLimitThread;
        stepLimitStack = o.stepLimitStack;
        pruned = o.pruned;
        exitStatus = o.exitStatus;
    }

    void clear() { setTo(EMPTY); }
}
