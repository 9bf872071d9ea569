package jvsim.tools;

import java.io.PrintStream;
import jvsim.embed.RunStats;
import jvsim.search.Execution;
import jvsim.search.SearchProgress;
import jvsim.search.SearchResult;

/**
 * The live progress line on stderr: executions, states, depth, executions/s, elapsed time (and
 * violations found, with --find-all), redrawn
 * in place (carriage return, erase to end of line) at most every 250 ms, erased when the search ends.
 */
final class ProgressLine implements SearchProgress {
    private static final long INTERVAL_NANOS = 250_000_000L;

    private final PrintStream err;
    private final long t0 = System.nanoTime();
    private long lastDraw = t0, executionsAtLastDraw, maxDepth;
    private boolean drawn;

    ProgressLine(PrintStream err) { this.err = err; }

    @Override public void executed(SearchResult soFar, Execution last) {
        if (last.steps.size() > maxDepth) maxDepth = last.steps.size();
        long now = System.nanoTime();
        if (now - lastDraw < INTERVAL_NANOS) return;
        double rate = (soFar.executions - executionsAtLastDraw) * 1e9 / (now - lastDraw);
        lastDraw = now;
        executionsAtLastDraw = soFar.executions;
        int found = soFar.violations.size();
        String violations = found == 0 ? "" : ", " + found + (found == 1 ? " violation" : " violations");
        err.print("\r" + line(soFar.executions, soFar.states, maxDepth, rate, (now - t0) / 1_000_000) + violations + "\033[K");
        err.flush();
        drawn = true;
    }

    @Override public void ended() {
        if (!drawn) return;
        err.print("\r\033[K");
        err.flush();
        drawn = false;
    }

    static String line(long executions, long states, long depth, double perSecond, long elapsedMs) {
        return String.format("jvsim: %s, %s, depth %d, %.0f executions/s, %s", RunStats.count(executions, "execution"), RunStats.count(states, "state"), depth, perSecond, elapsed(elapsedMs));
    }

    /** "4.2 s" below a minute, else "m:ss" or "h:mm:ss". */
    static String elapsed(long ms) {
        if (ms < 60_000) return String.format("%.1f s", ms / 1000.0);
        long s = ms / 1000;
        return s < 3600 ? String.format("%d:%02d", s / 60, s % 60) : String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
