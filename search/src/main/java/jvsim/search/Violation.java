package jvsim.search;

import java.util.List;

/** A property violation found in one execution, with the trace that leads to it. */
public final class Violation {
    /** "uncaught-exception" or "deadlock" (listeners add their own kinds). */
    public final String kind;
    public final String message;
    public final String thread;
    /** For races: "Class.field" or the array type; else null. */
    public final String field;
    public final List<Step> trace;
    /** The target's output along the violating execution. */
    public final String stdout, stderr;
    /** A warning (a predicted deadlock): reported, but it neither ends the search nor makes the verdict a violation. */
    public final boolean warning;

    public Violation(String kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr) {
        this(kind, message, thread, field, trace, stdout, stderr, false);
    }

    public Violation(String kind, String message, String thread, String field, List<Step> trace, String stdout, String stderr, boolean warning) {
        this.kind = kind;
        this.message = message;
        this.thread = thread;
        this.field = field;
        this.trace = trace;
        this.stdout = stdout;
        this.stderr = stderr;
        this.warning = warning;
    }

    public List<String> schedule() { return trace.stream().map(s -> s.threadPath).toList(); }

    /** Violations are the same when kind, message and thread are (reported once with --find-all); races once per field. */
    String identity() { return field != null ? kind + "\u0000" + field : kind + "\u0000" + message + "\u0000" + thread; }

    @Override public String toString() { return kind + " in \"" + thread + "\": " + message; }
}
