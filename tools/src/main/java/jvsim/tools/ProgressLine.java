package jvsim.tools;

import java.io.PrintStream;
import java.util.Timer;
import java.util.TimerTask;
import java.util.function.LongSupplier;
import jvsim.embed.RunStats;
import jvsim.search.Execution;
import jvsim.search.SearchProgress;
import jvsim.search.SearchResult;

/**
 * The live progress line on stderr: executions (with the systematic strategies' estimate of how many
 * the search needs in all, the fraction of it done and the time left at the mean rate since the
 * first execution), states, depth, executions/s, elapsed time (and violations found, with
 * --find-all), redrawn in place (carriage return, erase to end of line) at
 * most every 250 ms, erased when the search ends. Drawn after executions end, and by a timer while
 * an execution runs longer than a second (the first one too), with how many steps it has made: a
 * thread that never ends shows at once.
 */
final class ProgressLine implements SearchProgress {
    private static final long INTERVAL_NANOS = 250_000_000L;
    /** An execution running this long shows on the line. */
    private static final long LONG_EXECUTION_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final long t0 = System.nanoTime();
    private long lastDraw = t0, executionsAtLastDraw, maxDepth;
    /** When the last execution ended (or the search started). */
    private long lastExecuted = t0;
    /** When the first execution ended (the VM had booted), and the executions then; -1 before. */
    private long firstAt = -1, executionsAtFirst;
    private boolean drawn, ended;
    private SearchResult soFar;
    private LongSupplier runningSteps;
    private Timer timer;

    ProgressLine(PrintStream err) { this.err = err; }

    @Override public synchronized void started(SearchResult soFar, LongSupplier stepsOfRunningExecution) {
        this.soFar = soFar;
        this.runningSteps = stepsOfRunningExecution;
        lastExecuted = System.nanoTime();
        if (timer == null && !ended) {
            timer = new Timer("jvsim-progress", true);
            timer.schedule(new TimerTask() { @Override public void run() { tick(); } }, INTERVAL_NANOS / 1_000_000, INTERVAL_NANOS / 1_000_000);
        }
    }

    @Override public synchronized void executed(SearchResult soFar, Execution last) {
        this.soFar = soFar;
        if (last.steps.size() > maxDepth) maxDepth = last.steps.size();
        lastExecuted = System.nanoTime();
        if (firstAt < 0) {
            firstAt = lastExecuted;
            executionsAtFirst = soFar.executions;
        }
        if (lastExecuted - lastDraw >= INTERVAL_NANOS) draw(lastExecuted, false);
    }

    /**
     * The timer's turn: once an execution has run long (the first too, before any ended), the line
     * with its steps, redrawn as executions would redraw it.
     */
    private synchronized void tick() {
        long now = System.nanoTime();
        if (ended || soFar == null || now - lastDraw < INTERVAL_NANOS || now - lastExecuted < LONG_EXECUTION_NANOS) return;
        draw(now, true);
    }

    private void draw(long now, boolean running) {
        if (now == lastDraw) return;
        double rate = (soFar.executions - executionsAtLastDraw) * 1e9 / (now - lastDraw);
        lastDraw = now;
        executionsAtLastDraw = soFar.executions;
        int found = soFar.violations.size();
        String violations = found == 0 ? "" : ", " + found + (found == 1 ? " violation" : " violations");
        String current = running && runningSteps != null
                ? ", execution " + (soFar.executions + soFar.blocked + soFar.pruned + 1) + " running for " + elapsed((now - lastExecuted) / 1_000_000)
                  + " (" + RunStats.count(runningSteps.getAsLong(), "step") + ")"
                : "";
        long left = firstAt < 0 ? -1
                : SearchResult.remainingMs(soFar.executions - executionsAtFirst, soFar.estimatedExecutions - executionsAtFirst, (now - firstAt) / 1_000_000);
        err.print("\r" + line(soFar.executions, soFar.estimatedExecutions, soFar.estimateLow, soFar.estimateHigh, left, soFar.states, maxDepth, rate, (now - t0) / 1_000_000)
                + violations + current + "\033[K");
        err.flush();
        drawn = true;
    }

    @Override public synchronized void ended() {
        ended = true;
        if (timer != null) timer.cancel();
        if (!drawn) return;
        err.print("\r\033[K");
        err.flush();
        drawn = false;
    }

    /** The line; estimated 0: no estimate; low and high: its range lately (see RunStats.estimate); leftMs negative: no time left known. */
    static String line(long executions, long estimated, long low, long high, long leftMs, long states, long depth, double perSecond, long elapsedMs) {
        String estimate = RunStats.estimate(executions, estimated, low, high, leftMs, true);
        return String.format("jvsim: %s%s, %s, depth %d, %.0f executions/s, %s", RunStats.count(executions, "execution"), estimate.isEmpty() ? "" : " (" + estimate + ")",
                RunStats.count(states, "state"), depth, perSecond, elapsed(elapsedMs));
    }

    /** "4.2 s" below a minute, else "m:ss" or "h:mm:ss". */
    static String elapsed(long ms) {
        if (ms < 60_000) return String.format("%.1f s", ms / 1000.0);
        long s = ms / 1000;
        return s < 3600 ? String.format("%d:%02d", s / 60, s % 60) : String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
