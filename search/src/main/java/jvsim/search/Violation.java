package jvsim.search;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.vm.Deadlock;
import jvsim.vm.LockOrder;
import jvsim.vm.NonTermination;
import jvsim.vm.Outcome;
import jvsim.vm.Race;
import jvsim.vm.ViolationKind;
import jvsim.vm.ThreadReport;

/**
 * A property violation found in one execution, with the trace that leads to it: the one result type
 * of a violation, made by the search and read by the CLI, the JSON report and the embedding API
 * (jvsim.embed.Report). A run without search (--search=none) has no steps: its violations carry
 * the stack lines the VM recorded instead ({@link #stack}).
 */
public final class Violation {
    /** What kind of violation it is; its data is typed in the fields of that kind ({@link #uncaught}, {@link #deadlock}, {@link #race}, ...). */
    public final ViolationKind kind;
    public final String message;
    public final String thread;
    /** For races: "Class.field" or the array type; else null. */
    public final String field;
    /** Every step of the violating execution (unmodifiable; empty for a run without search). */
    public final List<Step> trace;
    /**
     * For a run without search (--search=none): the uncaught exception's stack trace, or the
     * deadlocked threads and their frames, a line each; null for a violation of a search.
     */
    public final List<String> stack;
    /** The target's output along the violating execution (null for a run without search: it passed through). */
    public final String stdout, stderr;
    /** The violation as the search first found it, when this one is its shortened form; else null. */
    public final Violation shortenedFrom;
    /** A warning (a predicted deadlock): reported, but it neither ends the search nor makes the verdict a violation. */
    public final boolean warning;
    /** What a violation with a field is about, when finer than the field (see Outcome.Reported#subject). */
    String subject;
    /** An uncaught exception: its thread, class, message and stack, typed; else null. */
    public final Outcome.Uncaught uncaught;
    /**
     * A deadlock (kind "deadlock"), the VM's (no thread could run) or a listener's (a cycle as it
     * formed): its cycle and the threads blocked behind it, typed (see {@link DeadlockText} for its
     * text); else null.
     */
    public final Deadlock deadlock;
    /** A data race: its two accesses, typed; else null. */
    public final Race race;
    /** A potential deadlock: the lock-order inversion's acquisitions, typed; else null. */
    public final LockOrder lockOrder;
    /** A non-termination: the spinning thread, its loop, what it waits for and the other threads, typed; else null. */
    public final NonTermination nonTermination;
    /**
     * The ids of the locks of a deadlock cycle or of a predicted one (see Outcome.Reported#locks):
     * a search reports a predicted cycle only when it did not happen. Else empty.
     */
    Set<Long> locks = Set.of();
    /** For a property-violation or an enforcement-deadlock: the properties' monitors, typed (see Outcome.Reported#properties); else empty. */
    List<jvsim.vm.PropertyViolation> properties = List.of();

    /** The properties' monitors of a property-violation or an enforcement-deadlock, typed; else empty. */
    public List<jvsim.vm.PropertyViolation> properties() { return properties; }

    private Violation(ViolationKind kind, String message, String thread, String field, List<Step> trace, List<String> stack, String stdout, String stderr,
                      boolean warning, Outcome.Uncaught uncaught, Deadlock deadlock, Race race, LockOrder lockOrder, NonTermination nonTermination) {
        this.kind = kind;
        this.message = message;
        this.thread = thread;
        this.field = field;
        this.trace = Collections.unmodifiableList(trace);
        this.stack = stack == null ? null : List.copyOf(stack);
        this.stdout = stdout;
        this.stderr = stderr;
        this.shortenedFrom = null;
        this.warning = warning;
        this.uncaught = uncaught;
        this.deadlock = deadlock;
        this.race = race;
        this.lockOrder = lockOrder;
        this.nonTermination = nonTermination;
        if (deadlock != null) this.locks = cycleLocks(deadlock);
    }

    /** A violation of this kind without typed data (a listener's that has none beyond its message). */
    public Violation(ViolationKind kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr) {
        this(kind, message, thread, field, trace, stdout, stderr, false);
    }

    public Violation(ViolationKind kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr, boolean warning) {
        this(kind, message, thread, field, trace, null, stdout, stderr, warning, null, null, null, null, null);
    }

    /** A violation of a run without search: its stack lines instead of steps (see {@link #stack}). */
    public Violation(ViolationKind kind, String message, String thread, List<String> stack) {
        this(kind, message, thread, null, List.of(), stack, null, null, false, null, null, null, null, null);
    }

    /** An uncaught exception of an execution of a search. */
    public Violation(Outcome.Uncaught u, List<Step> trace, String stdout, String stderr) {
        this(ViolationKind.UNCAUGHT_EXCEPTION, u.exception(), u.thread(), null, trace, null, stdout, stderr, false, u, null, null, null, null);
    }

    /** An uncaught exception of a run without search (--search=none): its stack lines as its {@link #stack}. */
    public Violation(Outcome.Uncaught u) {
        this(ViolationKind.UNCAUGHT_EXCEPTION, u.exception(), u.thread(), null, List.of(), u.stack(), null, null, false, u, null, null, null, null);
    }

    /** What a listener reported in an execution of a search, with its typed data. */
    public Violation(Outcome.Reported r, List<Step> trace, String stdout, String stderr) {
        this(r.kind, r.message, r.deadlock != null && !r.warning ? r.deadlock.thread() : r.thread, r.field, trace, null, stdout, stderr, r.warning, null,
                r.warning ? null : r.deadlock, r.race, r.lockOrder, null);
        this.subject = r.subject;
        this.properties = r.properties;
        if (this.deadlock == null) this.locks = r.locks;
    }

    /** The deadlock the VM found at the end of an execution of a search (see {@link #deadlock}). */
    public Violation(Deadlock d, List<Step> trace, String stdout, String stderr) {
        this(ViolationKind.DEADLOCK, DeadlockText.message(d), d.thread(), null, trace, null, stdout, stderr, false, null, d, null, null, null);
    }

    /** The deadlock of a run without search (--search=none): its threads and their frames as its {@link #stack}. */
    public Violation(Deadlock d) {
        this(ViolationKind.DEADLOCK, DeadlockText.message(d), d.thread(), null, List.of(), DeadlockText.lines(d), null, null, false, null, d, null, null, null);
    }

    /** The non-termination the VM found at the end of an execution of a search (see {@link #nonTermination}). */
    public Violation(NonTermination n, List<Step> trace, String stdout, String stderr) {
        this(ViolationKind.NON_TERMINATION, n.message(), n.thread(), null, trace, null, stdout, stderr, false, null, null, null, null, n);
    }

    /** The ids of the monitors and locks the cycle's threads wait for. */
    private static Set<Long> cycleLocks(Deadlock d) {
        Set<Long> out = new HashSet<>();
        for (ThreadReport t : d.cycle()) {
            ThreadReport.Resource r = t.waitsFor();
            if (r != null && (r.kind() == ThreadReport.Kind.MONITOR || r.kind() == ThreadReport.Kind.LOCK)) out.add(r.objectId());
        }
        return Set.copyOf(out);
    }

    private Violation(Violation v, Violation original) {
        this.kind = v.kind;
        this.message = v.message;
        this.thread = v.thread;
        this.field = v.field;
        this.trace = v.trace;
        this.stack = v.stack;
        this.stdout = v.stdout;
        this.stderr = v.stderr;
        this.shortenedFrom = original;
        this.warning = v.warning;
        this.subject = v.subject;
        this.uncaught = v.uncaught;
        this.deadlock = v.deadlock;
        this.race = v.race;
        this.lockOrder = v.lockOrder;
        this.nonTermination = v.nonTermination;
        this.locks = v.locks;
        this.properties = v.properties;
    }

    /** This violation, recorded as the shortened form of original. */
    Violation shortening(Violation original) { return new Violation(this, original); }

    /** Thread paths of the steps, and data choices as "path=value": enough to replay the execution. */
    public List<String> schedule() { return trace.stream().map(Step::scheduleEntry).toList(); }

    /**
     * The trace as the JSON report lists it: each step as the CLI shows it ("thread" operation at
     * location, the objects the violation names by their names), or for a run without search the stack lines.
     */
    public List<String> traceLines() {
        Map<Long, String> names = objectNames();
        return stack != null ? stack : trace.stream().map(s -> s.toString(names)).toList();
    }

    /**
     * The objects the violation names, by id: a deadlock's monitors and locks by their names in the
     * report ("bank.Bank$Account@2"), which the trace's steps use too. Empty for other violations.
     */
    public Map<Long, String> objectNames() {
        if (deadlock == null) return Map.of();
        Map<Long, String> names = new HashMap<>();
        for (ThreadReport t : deadlock.threads()) {
            ThreadReport.Resource r = t.waitsFor();
            if (r != null && r.objectId() != 0 && r.name() != null) names.put(r.objectId(), r.name());
        }
        return names;
    }

    /** The step of the trace as the CLI shows it, without its notes, the objects the violation names by their names. */
    public String describe(Step s) { return s.describe(objectNames()); }

    /** Steps of the trace whose thread differs from the previous step's. */
    public int contextSwitches() { return contextSwitches(schedule()); }

    /** Entries of a schedule whose thread differs from the previous entry's. */
    public static int contextSwitches(List<String> schedule) {
        int n = 0;
        for (int i = 1; i < schedule.size(); i++) if (!Step.threadOf(schedule.get(i)).equals(Step.threadOf(schedule.get(i - 1)))) n++;
        return n;
    }

    /** Violations are the same when kind, message and thread are (reported once with --find-all); races once per field. */
    String identity() {
        if (field != null) return kind + "\u0000" + (subject != null ? subject : field);
        return kind + "\u0000" + message + "\u0000" + thread;
    }

    @Override public String toString() { return kind + " in \"" + thread + "\": " + message; }
}
