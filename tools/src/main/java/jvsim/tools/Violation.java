package jvsim.tools;

import java.util.List;

/**
 * A property violation found in an execution.
 * @param kind          "uncaught-exception", "deadlock", "data-race", "potential-deadlock", ...
 * @param message       one-line description ("java.lang.RuntimeException: boom")
 * @param thread        name of the thread concerned, or null
 * @param field         for races, "Class.field" or the array type; else null
 * @param trace         with a search: the steps of the execution ("thread" operation at location);
 *                      with --search=none: the stack trace lines of the exception, or the deadlocked threads
 * @param schedule      the thread (by creation path) of each step, for --replay; empty with --search=none
 * @param output        the target's standard output along the execution, or null
 * @param shortenedFrom when the trace was shortened: the size of the trace the search found; else null
 * @param warning       a warning (kind "potential-deadlock"): listed, but not a violation of the run
 * @param steps         with a search: the steps of trace, structured, the violation's own steps marked; else empty
 */
public record Violation(String kind, String message, String thread, String field, List<String> trace, List<String> schedule, String output,
                        Size shortenedFrom, boolean warning, List<TraceStep> steps) {
    /** The length of a trace and its context switches (steps whose thread differs from the previous step's). */
    public record Size(int steps, int contextSwitches) { }

    public Violation {
        trace = List.copyOf(trace);
        schedule = List.copyOf(schedule);
        steps = List.copyOf(steps);
    }

    /** A violation without structured steps. */
    public Violation(String kind, String message, String thread, String field, List<String> trace, List<String> schedule, String output,
                     Size shortenedFrom, boolean warning) {
        this(kind, message, thread, field, trace, schedule, output, shortenedFrom, warning, List.of());
    }

    public Violation(String kind, String message, String thread, List<String> trace) {
        this(kind, message, thread, null, trace, List.of(), null, null, false, List.of());
    }

    /** Context switches of the schedule (data choices "path=value" belong to their thread's step). */
    public int contextSwitches() { return jvsim.search.Violation.contextSwitches(schedule); }
}
