package jvsim.search;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;
import jvsim.vm.Outcome;
import jvsim.vm.ViolationKind;
import jvsim.vm.VmStopped;

/**
 * A search strategy over the executions of a target. Subclasses decide the schedules; this class
 * runs the executions, enforces the limits and collects violations.
 */
public abstract class Search {
    protected SearchConfig config;
    protected Executor executor;
    protected SearchResult result;
    private final Set<String> seen = new HashSet<>();
    /** The most recent complete execution (its output and outcome), or null. */
    public Execution lastExecution;
    private long t0;
    /** Interleaving coverage measured over the executions (see {@link #coverage(int)}), or null. */
    private jvsim.search.coverage.InterleavingCoverage coverage;
    /** The estimates of the search's size so far (strategies that make one), for whether it has settled. */
    private SizeEstimate.History estimates;
    /** The search ended because it found a violation (without --find-all). */
    private boolean endedAtViolation;
    /** Why the search must stop ("max-time", "interrupt"), set from any thread; null while it may go on. */
    private volatile String stopReason;

    /** Runs the search. Throws VmInputException for a bad target, like a single run would. */
    public final SearchResult run(SearchConfig config) {
        this.config = config;
        this.result = new SearchResult();
        this.estimates = new SizeEstimate.History();
        this.coverage = config.coverage > 0 ? new jvsim.search.coverage.InterleavingCoverage(config.coverage) : null;
        t0 = System.nanoTime();
        Executor ex = new Executor(config);
        result.bootMs = (System.nanoTime() - t0) / 1_000_000;
        synchronized (this) {
            executor = ex;
            if (stopReason != null) ex.vm().stopRequested = true;
        }
        Timer timer = null;
        if (config.maxTimeMs > 0) {
            timer = new Timer("jvsim-max-time", true);
            long left = Math.max(1, config.maxTimeMs - (System.nanoTime() - t0) / 1_000_000);
            timer.schedule(new TimerTask() { @Override public void run() { requestStop("max-time"); } }, left);
        }
        if (config.progress != null) config.progress.started(result, () -> ex.vm().scheduler.steps);
        try {
            explore();
        } catch (VmStopped | Stop e) {
            // a search that ended at its violation was not stopped by a limit
            if (result.stoppedBy == null && !endedAtViolation) result.stoppedBy = stopReason != null ? stopReason : "max-executions";
            // stopped within an execution: the threads that had not ended, and what they were doing
            if (e instanceof VmStopped) {
                List<Step> steps = ex.runningSteps();
                result.stoppedExecution = new StoppedExecution(steps.size(), RunningThread.of(ex.vm().scheduler.threads(), steps));
            }
        } finally {
            if (timer != null) timer.cancel();
            result.coverage = coverage;
            result.instructions = executor.instructions();
            result.elapsedMs = (System.nanoTime() - t0) / 1_000_000;
            result.estimatedRemainingMs = SearchResult.remainingMs(result.executions, result.estimatedExecutions, result.elapsedMs - result.bootMs);
            // a search that ran to its end made its count the estimate: nothing left to settle
            if (result.estimatedExecutions > 0 && result.estimatedExecutions == result.executions) result.estimateLow = result.estimateHigh = result.executions;
        }
        return result;
    }

    /**
     * Asks the search to stop soon (from any thread): at the VM's next scheduling turn, or as soon
     * as it has booted. The result then says stoppedBy = reason; violations found so far are kept.
     */
    public final synchronized void requestStop(String reason) {
        if (stopReason == null) stopReason = reason;
        if (executor != null) executor.vm().stopRequested = true;
    }

    /** After {@link #run}: its executor (the booted VM), e.g. to shorten counterexamples; null if boot failed. */
    public final synchronized Executor executor() { return executor; }

    /**
     * The interleaving coverage this search measures: at --coverage's strength when given, else
     * (a strategy that needs it, e.g. coverage-directed sampling) from now on at strength t.
     * Every execution {@link #finished} adds to it; the result reports it.
     */
    protected final jvsim.search.coverage.InterleavingCoverage coverage(int t) {
        if (coverage == null) coverage = new jvsim.search.coverage.InterleavingCoverage(t);
        return coverage;
    }

    /** The coverage measured, or null when none is. */
    protected final jvsim.search.coverage.InterleavingCoverage measuredCoverage() { return coverage; }

    /** Explores executions, calling {@link #finished} after each. */
    protected abstract void explore();

    /** Thrown to end the search early. */
    protected static final class Stop extends RuntimeException {
        Stop() { super(null, null, false, false); }
    }

    /**
     * Accounts a finished execution: its violations and stats. Throws Stop when the search must end
     * (a violation without --find-all, or a limit).
     */
    protected final void finished(Execution e) {
        lastExecution = e;
        if (e.outcome.pruned) result.pruned++;
        else result.executions++;
        if (result.estimatedExecutions > 0) {
            estimates.add(result.executions, result.estimatedExecutions);
            long[] range = estimates.range(result.executions, result.estimatedExecutions);
            result.estimateLow = range[0];
            result.estimateHigh = range[1];
        }
        if (result.firstStdout == null && !e.outcome.pruned) {
            result.firstStdout = e.stdout;
            result.firstStderr = e.stderr;
        }
        result.transitions += e.steps.size();
        if (coverage != null) coverage.add(e.steps);
        if (e.outcome.stepLimit && result.stepLimited++ == 0) {
            result.stepLimitThread = e.outcome.stepLimitThread;
            result.stepLimitStack = e.outcome.stepLimitStack;
            for (Step s : e.steps) {
                if (s.threadName.equals(e.outcome.stepLimitThread)) {
                    result.stepLimitActivity = Activity.ofSteps(e.steps, s.threadUid);
                    break;
                }
            }
        }
        boolean found = false;
        for (Violation v : violationsOf(e)) {
            // a predicted deadlock that happened (in this execution or another) is reported as the deadlock alone
            if (v.warning && !v.locks.isEmpty() && deadlockLocks.contains(v.locks)) continue;
            if (!v.warning && v.kind == ViolationKind.DEADLOCK && !v.locks.isEmpty() && deadlockLocks.add(v.locks))
                result.violations.removeIf(w -> w.warning && w.locks.equals(v.locks));
            if (!seen.add(v.identity())) continue;
            for (jvsim.vm.ExecutionListener l : config.listeners)
                if ((l.events() & jvsim.vm.ExecutionListener.VIOLATIONS) != 0) l.violationFound(v.kind, v.message, v.thread);
            if (v.warning) {
                result.violations.add(v);
            } else {
                // violations before warnings: the first entry of a report is what --replay re-runs
                int i = 0;
                while (i < result.violations.size() && !result.violations.get(i).warning) i++;
                result.violations.add(i, v);
                found = true;
            }
        }
        if (config.progress != null) config.progress.executed(result, e);
        if (found && !config.findAll) {
            endedAtViolation = true;
            throw new Stop();
        }
        checkLimits();
    }

    /** Throws Stop when a limit is reached. */
    protected final void checkLimits() {
        if (config.maxExecutions > 0 && result.executions + result.blocked >= config.maxExecutions) {
            result.stoppedBy = "max-executions";
            throw new Stop();
        }
        if (stopReason != null) {
            result.stoppedBy = stopReason;
            throw new Stop();
        }
    }

    /** The locks of the deadlock cycles found so far (see Violation#locks). */
    private final Set<Set<Long>> deadlockLocks = new HashSet<>();

    static List<Violation> violationsOf(Execution e) {
        List<Violation> out = new java.util.ArrayList<>();
        Outcome o = e.outcome;
        for (Outcome.Uncaught u : o.uncaught) out.add(new Violation(u, e.steps, e.stdout, e.stderr));
        boolean cycleReported = false;
        for (Outcome.Reported r : o.reported) {
            out.add(new Violation(r, e.steps, e.stdout, e.stderr));
            cycleReported |= r.kind == ViolationKind.DEADLOCK && !r.warning;
        }
        // a listener's deadlock (the cycle, found when it formed) says more than the VM's report that no thread could run
        if (o.deadlock != null && !cycleReported) out.add(new Violation(o.deadlock, e.steps, e.stdout, e.stderr));
        if (o.nonTermination != null) out.add(new Violation(o.nonTermination, e.steps, e.stdout, e.stderr));
        return out;
    }
}
