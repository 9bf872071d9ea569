package jvsim.embed;

import java.util.List;
import jvsim.search.Activity;
import jvsim.search.StoppedExecution;
import jvsim.search.Violation;

/**
 * What a jvsim run found: the one result type of the CLI, its JSON report and the embedding API.
 * Verdict, exit status, violations with their traces ({@link jvsim.search.Violation}, as the search
 * made them), counters, and for a search its description. Immutable.
 */
public final class Report {
    private final Verdict verdict;
    private final int exitStatus;
    private final List<Violation> violations;
    private final RunStats stats;
    private final String error, stoppedBy;
    private final SearchDescription search;
    private final String replayOutput;
    private final Jvsim origin;
    private final StepLimit stepLimit;
    private final Invocation invocation;
    private final StoppedExecution stoppedExecution;
    private final Coverage coverage;

    /**
     * Executions cut by the step bound (possibly non-terminating), and of the first one the thread
     * that ran its last step with its stack, innermost frame first ("Class.method(File.java:line)"),
     * and what it was doing by its last steps (spinning, polling, runnable; null when unknown).
     */
    public record StepLimit(long executions, String thread, List<String> stack, Activity activity) {
        public StepLimit {
            stack = List.copyOf(stack);
        }

        public StepLimit(long executions, String thread, List<String> stack) { this(executions, thread, stack, null); }
    }

    /**
     * @param verdict    the report's verdict
     * @param exitStatus the status the CLI exits with
     * @param violations violations found (violations first, then warnings; no violation unless verdict is VIOLATION, warnings with any verdict)
     * @param stats      counters
     * @param error      one-line reason for verdicts ERROR and LIMIT, else null
     * @param stoppedBy  what ended the run early ("max-time", "max-executions", "interrupt"), or null
     */
    public Report(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy) {
        this(verdict, exitStatus, violations, stats, error, stoppedBy, null);
    }

    /** As above; stepLimit: when executions ran past --max-steps, how many and the first one's looping thread, else null. */
    public Report(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy, StepLimit stepLimit) {
        this(verdict, exitStatus, violations, stats, error, stoppedBy, stepLimit, null, null, null, null, null, null);
    }

    public Report(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error) {
        this(verdict, exitStatus, violations, stats, error, null);
    }

    private Report(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy, StepLimit stepLimit,
                   SearchDescription search, String replayOutput, Jvsim origin, Invocation invocation, StoppedExecution stoppedExecution,
                   Coverage coverage) {
        this.coverage = coverage;
        this.stepLimit = stepLimit;
        this.invocation = invocation;
        this.stoppedExecution = stoppedExecution;
        this.verdict = verdict;
        this.exitStatus = exitStatus;
        this.violations = List.copyOf(violations);
        this.stats = stats;
        this.error = error;
        this.stoppedBy = stoppedBy;
        this.search = search;
        this.replayOutput = replayOutput;
        this.origin = origin;
    }

    /** A run that could not be done: verdict ERROR with its one-line reason. */
    public static Report error(int exitStatus, String message) {
        return new Report(Verdict.ERROR, exitStatus, List.of(), RunStats.NONE, message);
    }

    /**
     * This report as the result of that search (a replay: with its execution's output), run with
     * origin's settings (or null from the CLI); invocation: what ran, for a replay of the report.
     */
    Report of(SearchDescription search, String replayOutput, Jvsim origin, Invocation invocation) {
        return new Report(verdict, exitStatus, violations, stats, error, stoppedBy, stepLimit, search, replayOutput, origin, invocation, stoppedExecution,
                coverage);
    }

    /** This report, with the execution a stop cut short and its threads that had not ended (see {@link #stoppedExecution}). */
    public Report withStoppedExecution(StoppedExecution stopped) {
        return new Report(verdict, exitStatus, violations, stats, error, stoppedBy, stepLimit, search, replayOutput, origin, invocation, stopped, coverage);
    }

    /** This report with the interleaving coverage its search measured. */
    Report withCoverage(Coverage coverage) {
        return new Report(verdict, exitStatus, violations, stats, error, stoppedBy, stepLimit, search, replayOutput, origin, invocation, stoppedExecution,
                coverage);
    }

    /**
     * The interleaving coverage of the search (with --coverage, {@link Jvsim#coverage}, or measured
     * by the strategy: sca, coverage-directed sampling), or null.
     */
    public Coverage coverage() { return coverage; }

    /**
     * NO_VIOLATION, VIOLATION, LIMIT (no violation found, but a limit stopped the search, or an
     * execution was cut at --max-steps and so not explored to its end),
     * WARNING (no violation, but warnings such as a predicted deadlock), or ERROR (the CLI only).
     */
    public Verdict verdict() { return verdict; }

    /** The status the CLI exits with for this report. */
    public int exitStatus() { return exitStatus; }

    /** Distinct violations in the order found (at most one unless findAll), then the warnings ({@link Violation#warning}). */
    public List<Violation> violations() { return violations; }

    public RunStats stats() { return stats; }

    /** When executions ran past --max-steps: how many, and the first one's looping thread and stack; else null. */
    public StepLimit stepLimit() { return stepLimit; }

    /**
     * When the run was stopped (--max-time, a signal) within an execution: how far it had come and
     * its threads that had not ended, each with its stack and what it was doing; else null.
     */
    public StoppedExecution stoppedExecution() { return stoppedExecution; }

    /** One-line reason for verdicts ERROR and LIMIT, else null. */
    public String error() { return error; }

    /** For verdict LIMIT: which limit stopped the search, else null. */
    public String limit() { return verdict == Verdict.LIMIT ? error : null; }

    /** What ended the run early ("max-time", "max-executions", "interrupt", ...), or null. */
    public String stoppedBy() { return stoppedBy; }

    /** For a replay: the standard output of the replayed execution; else null. */
    public String replayOutput() { return replayOutput; }

    /** The report the CLI writes with --report for the same search. */
    public String toJson() { return JsonReport.toJson(this, search); }

    /** The search: its strategy's name, the strategy's parameters (options with defaults) and the seed; null for a run without search. */
    public SearchDescription search() { return search; }

    /**
     * What ran (target, arguments, class path and the settings a replay needs; the JSON report's
     * "run"), or null for a run without search or one that could not start.
     */
    public Invocation invocation() { return invocation; }

    /** The settings this report was produced with, for {@link Jvsim#replay(Report)}; null when not run by the API. */
    Jvsim origin() { return origin; }

    @Override public String toString() {
        return verdict.json + (violations.isEmpty() ? "" : ": " + ViolationText.summary(violations.get(0)))
                + " (" + RunStats.count(stats.executions(), "execution") + ", " + stats.elapsedMs() + " ms)";
    }
}
