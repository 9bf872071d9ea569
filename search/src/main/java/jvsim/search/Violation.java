package jvsim.search;

import java.util.Collections;
import java.util.List;

/**
 * A property violation found in one execution, with the trace that leads to it: the one result type
 * of a violation, made by the search and read by the CLI, the JSON report and the embedding API
 * (jvsim.embed.Report). A run without search (--search=none) has no steps: its violations carry
 * the stack lines the VM recorded instead ({@link #stack}).
 */
public final class Violation {
    /** "uncaught-exception" or "deadlock" (listeners add their own kinds). */
    public final String kind;
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

    public Violation(String kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr) {
        this(kind, message, thread, field, trace, stdout, stderr, false);
    }

    public Violation(String kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr, boolean warning) {
        this.kind = kind;
        this.message = message;
        this.thread = thread;
        this.field = field;
        this.trace = Collections.unmodifiableList(trace);
        this.stack = null;
        this.stdout = stdout;
        this.stderr = stderr;
        this.shortenedFrom = null;
        this.warning = warning;
    }

    /** A violation of a run without search: its stack lines instead of steps (see {@link #stack}). */
    public Violation(String kind, String message, String thread, List<String> stack) {
        this.kind = kind;
        this.message = message;
        this.thread = thread;
        this.field = null;
        this.trace = List.of();
        this.stack = List.copyOf(stack);
        this.stdout = null;
        this.stderr = null;
        this.shortenedFrom = null;
        this.warning = false;
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
    }

    /** This violation, recorded as the shortened form of original. */
    Violation shortening(Violation original) { return new Violation(this, original); }

    /** Thread paths of the steps, and data choices as "path=value": enough to replay the execution. */
    public List<String> schedule() { return trace.stream().map(Step::scheduleEntry).toList(); }

    /**
     * The trace as the JSON report lists it: each step as the CLI shows it ("thread" operation at
     * location), or for a run without search the stack lines.
     */
    public List<String> traceLines() { return stack != null ? stack : trace.stream().map(Step::toString).toList(); }

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
