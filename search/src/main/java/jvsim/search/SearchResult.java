package jvsim.search;

import java.util.ArrayList;
import java.util.List;

/** What a search found and what it cost. */
public final class SearchResult {
    /** Distinct violations in the order found, then the warnings (see {@link Violation#warning}). */
    public final List<Violation> violations = new ArrayList<>();
    /** Complete executions (ended, deadlocked, or cut by the step bound). */
    public long executions;
    /** Executions abandoned because every enabled thread was asleep (DPOR's redundant work). */
    public long blocked;
    /** Of the executions, those sampled beside an exhaustive search to find bugs early (dpor --probes). */
    public long probes;
    /** Distinct states visited (for stateless searches: distinct schedule prefixes). */
    public long states;
    /** Executions a stateful search cut short at an already visited state. */
    public long pruned;
    /** Memory taken by the visited-state table of a stateful search, in bytes. */
    public long visitedBytes;
    /** Steps executed, over all executions. */
    public long transitions;
    public long instructions;
    public long elapsedMs;
    /** Of elapsedMs: booting the VM to the target's start (paid once per search; the rest is exploring). */
    public long bootMs;
    /** Executions that hit the per-execution step bound (possibly non-terminating). */
    public long stepLimited;
    /** Of the first execution that hit the step bound: the thread that ran its last step and its stack (see Outcome#stepLimitThread); else null, empty. */
    public String stepLimitThread;
    public List<String> stepLimitStack = List.of();
    /** Of that thread: what it was doing, judged by its last steps (spinning, polling, or runnable); else null. */
    public Activity stepLimitActivity;
    /** The execution a stop (--max-time, a signal) cut short, with its threads that had not ended; null when the search was not stopped within one. */
    public StoppedExecution stoppedExecution;
    /** Re-executions spent shortening the violations' traces (not counted in executions). */
    public long shorteningExecutions;
    /**
     * The strategy's estimate of the executions the whole search needs, those run so far included
     * (probes too), updated after each execution; 0 when the strategy makes none (the sampling
     * ones). Exact once an exhaustive search ran to its end. See {@link SizeEstimate}.
     */
    public long estimatedExecutions;
    /**
     * Set when the search ends: the time the executions still estimated would take at the mean
     * time per execution of this search ({@link #remainingMs}); 0 when none are left or there is no estimate.
     */
    public long estimatedRemainingMs;
    /**
     * The lowest and highest estimate over the last half of the executions (see
     * {@link SizeEstimate.History}); 0 before 16 executions or without an estimate; the count once
     * the search ran to its end.
     */
    public long estimateLow, estimateHigh;

    /** Whether the estimate has settled: within a factor of 2 over the last half of the executions. */
    public boolean estimateSettled() { return estimatedExecutions > 0 && SizeEstimate.settled(estimateLow, estimateHigh); }

    /** Of the estimate: the fraction done (executions / estimatedExecutions, at most 1), or NaN without an estimate. */
    public double estimatedDone() {
        return estimatedExecutions <= 0 ? Double.NaN : Math.min(1.0, (double) executions / estimatedExecutions);
    }

    /**
     * The time estimated executions in all take when done of them took spentMs: the rest at the
     * mean time per execution so far; 0 when none are left.
     */
    public static long remainingMs(long done, long estimated, long spentMs) {
        if (done <= 0 || estimated <= done) return 0;
        return Math.round((double) Math.max(0, spentMs) * (estimated - done) / done);
    }
    /** Why the search stopped early ("max-executions", "max-time", "max-states", "max-depth", "interrupt"), or null when it finished. */
    public String stoppedBy;
    /**
     * What a search that ran to its end still left unexplored of what it set out to explore, in
     * a few words (causal search: questions the solver gave up on at --solver-timeout, read-write
     * pairs further apart than it asks about, data-choice values past its cap), or null. Without
     * a violation the verdict is then LIMIT (exit status 3): none found is not none.
     */
    public String unexplored;
    /** Counters of the strategy's own work, by name (e.g. causal search's solver calls and solver time), in report order. */
    public final java.util.Map<String, Long> strategyStats = new java.util.LinkedHashMap<>();
    /**
     * Interleaving coverage of the executions (with SearchConfig#coverage, or measured by the
     * strategy itself: sca, coverage-directed sampling), or null.
     */
    public jvsim.search.coverage.InterleavingCoverage coverage;
    /** What the first execution that ran to its end wrote to stdout and stderr (null when none did). */
    public String firstStdout, firstStderr;

    /** A violation was found (warnings do not count). */
    public boolean violated() {
        for (Violation v : violations) if (!v.warning) return true;
        return false;
    }

    /** Adds the findings and costs of another search run of the same target (e.g. another IMUnit schedule). */
    public void add(SearchResult o) {
        // the estimates add up when both searches made one (or this one had not run yet)
        boolean fresh = executions + blocked + pruned == 0;
        estimatedExecutions = fresh ? o.estimatedExecutions
                : estimatedExecutions > 0 && o.estimatedExecutions > 0 ? estimatedExecutions + o.estimatedExecutions : 0;
        estimateLow = fresh ? o.estimateLow : estimateLow > 0 && o.estimateLow > 0 ? estimateLow + o.estimateLow : 0;
        estimateHigh = fresh ? o.estimateHigh : estimateHigh > 0 && o.estimateHigh > 0 ? estimateHigh + o.estimateHigh : 0;
        violations.addAll(o.violations);
        executions += o.executions;
        blocked += o.blocked;
        probes += o.probes;
        states += o.states;
        pruned += o.pruned;
        visitedBytes = Math.max(visitedBytes, o.visitedBytes);
        transitions += o.transitions;
        instructions += o.instructions;
        elapsedMs += o.elapsedMs;
        bootMs += o.bootMs;
        stepLimited += o.stepLimited;
        estimatedRemainingMs += o.estimatedRemainingMs;
        if (stepLimitThread == null) {
            stepLimitThread = o.stepLimitThread;
            stepLimitStack = o.stepLimitStack;
            stepLimitActivity = o.stepLimitActivity;
        }
        if (stoppedExecution == null) stoppedExecution = o.stoppedExecution;
        o.strategyStats.forEach((k, v) -> strategyStats.merge(k, v, Long::sum));
        if (stoppedBy == null) stoppedBy = o.stoppedBy;
        if (o.unexplored != null) unexplored = unexplored == null ? o.unexplored : unexplored + "; " + o.unexplored;
        if (coverage == null) coverage = o.coverage;
        if (firstStdout == null) {
            firstStdout = o.firstStdout;
            firstStderr = o.firstStderr;
        }
    }
}
