package jvsim.embed;

import java.util.ArrayList;
import java.util.List;
import jvsim.search.Execution;
import jvsim.search.SearchResult;
import jvsim.tools.JsonReport;
import jvsim.tools.RunOutcome;
import jvsim.tools.RunStats;
import jvsim.tools.SearchDescription;
import jvsim.tools.SearchRun;
import jvsim.tools.Verdict;
import jvsim.tools.ViolationText;

/** What a search found: verdict, violations with their traces, and counters. Immutable. */
public final class Report {
    private final Jvsim origin;
    private final RunOutcome outcome;
    private final List<Violation> violations = new ArrayList<>();
    private final String replayOutput;
    private final SearchDescription search;

    Report(Jvsim origin, SearchResult result, Execution replayed, SearchDescription search) {
        this.origin = origin;
        this.search = search;
        this.outcome = SearchRun.outcome(result);
        for (jvsim.search.Violation v : result.violations) violations.add(new Violation(v));
        this.replayOutput = replayed == null ? null : replayed.stdout;
    }

    /**
     * NO_VIOLATION, VIOLATION, LIMIT (a limit stopped the search before it found a violation), or
     * WARNING (no violation, but warnings such as a predicted deadlock).
     */
    public Verdict verdict() { return outcome.verdict(); }

    /** Distinct violations in the order found (at most one unless findAll), then the warnings ({@link Violation#warning()}). */
    public List<Violation> violations() { return List.copyOf(violations); }

    public RunStats stats() { return outcome.stats(); }

    /** For verdict LIMIT: which limit stopped the search, else null. */
    public String limit() { return outcome.error(); }

    /** For a replay: the standard output of the replayed execution; else null. */
    public String replayOutput() { return replayOutput; }

    /** The report the CLI writes with --report for the same search. */
    public String toJson() { return JsonReport.toJson(outcome, search); }

    /** The search: its strategy's name, the strategy's parameters (options with defaults) and the seed. */
    public SearchDescription search() { return search; }

    /** The outcome as the CLI reports it (for the HTML page). */
    RunOutcome outcome() { return outcome; }

    /** The settings this report was produced with, for {@link Jvsim#replay(Report)}. */
    Jvsim origin() { return origin; }

    @Override public String toString() {
        return verdict().json + (violations.isEmpty() ? "" : ": " + violations.get(0).kind() + " " + violations.get(0).message())
                + " (" + jvsim.tools.RunStats.count(stats().executions(), "execution") + ", " + stats().elapsedMs() + " ms)";
    }

    /** One step of a trace: a thread and the visible operation it performed, where. */
    public record Step(String thread, String threadPath, String operation, String location, boolean inJdk) {
        /** As in the CLI's trace: "thread" operation at location. */
        @Override public String toString() {
            return "\"" + thread + "\" " + operation + (location.isEmpty() ? "" : " at " + location);
        }
    }

    /** A property violation and the execution that leads to it. */
    public static final class Violation {
        private final String kind, message, thread, field, output, errorOutput, text;
        private final boolean warning;
        private final List<Step> trace = new ArrayList<>();
        private final List<String> schedule;
        private final int contextSwitches;
        private final jvsim.tools.Violation.Size shortenedFrom;

        Violation(jvsim.search.Violation v) {
            kind = v.kind;
            message = v.message;
            thread = v.thread;
            field = v.field;
            warning = v.warning;
            output = v.stdout;
            errorOutput = v.stderr;
            for (jvsim.search.Step s : v.trace)
                trace.add(new Step(s.threadName, s.threadPath, s.operation(), s.location(), s.op.method != null && s.op.method.owner.jdk));
            schedule = v.schedule();
            contextSwitches = v.contextSwitches();
            shortenedFrom = v.shortenedFrom == null ? null : new jvsim.tools.Violation.Size(v.shortenedFrom.trace.size(), v.shortenedFrom.contextSwitches());
            text = ViolationText.format(v);
        }

        /** "uncaught-exception", "deadlock", or a listener's kind ("data-race", "potential-deadlock"). */
        public String kind() { return kind; }
        /** A warning (a predicted "potential-deadlock"), not a violation: it does not make the verdict VIOLATION. */
        public boolean warning() { return warning; }
        /** One-line description, e.g. "java.lang.AssertionError: lost update". */
        public String message() { return message; }
        /** Name of the thread concerned (null for a deadlock). */
        public String thread() { return thread; }
        /** For races: "Class.field" or the array type; else null. */
        public String field() { return field; }
        /** Every step of the violating execution. */
        public List<Step> trace() { return List.copyOf(trace); }
        /** The target's standard output in that execution. */
        public String output() { return output; }
        /** The target's standard error in that execution (includes the uncaught exception's stack trace). */
        public String errorOutput() { return errorOutput; }
        /** The thread path of each step: enough to replay the execution with {@link Jvsim#replay(List)}. */
        public List<String> schedule() { return schedule; }
        /** Steps of the trace whose thread differs from the previous step's. */
        public int contextSwitches() { return contextSwitches; }
        /** When the trace was shortened: the steps and context switches of the trace the search found; else null. */
        public jvsim.tools.Violation.Size shortenedFrom() { return shortenedFrom; }
        /** Several lines for humans, as the CLI prints them: the violation, its trace (JDK steps summarized), the output. */
        public String describe() { return text; }

        @Override public String toString() { return kind + " in thread \"" + thread + "\": " + message; }
    }
}
