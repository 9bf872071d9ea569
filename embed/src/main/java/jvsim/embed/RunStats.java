package jvsim.embed;

/**
 * Counters of a jvsim run, as written in the JSON report; pruned counts executions a stateful
 * search cut at a visited state or Verify.assume ignored, shorteningExecutions the re-executions
 * spent shortening counterexamples (neither is part of executions); probes the executions sampled
 * beside an exhaustive search (dpor --probes; part of executions); stepLimited the executions
 * (part of executions) cut at --max-steps, after which the search went on; strategy the counters
 * of the strategy's own work (causal search's solver calls and time), by name, empty for most;
 * estimatedExecutions the systematic strategies' estimate of the executions the whole search needs
 * (0: none made; the count itself once such a search ran to its end), estimatedRemainingMs the time
 * the rest would take at the mean time per execution so far (0 when nothing is left), estimateLow and
 * estimateHigh the lowest and highest estimate over the last half of the executions (0: too few yet);
 * the estimate has settled when the highest is at most twice the lowest.
 */
public record RunStats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs, long shorteningExecutions,
                       long probes, long stepLimited, java.util.Map<String, Long> strategy, long estimatedExecutions, long estimatedRemainingMs,
                       long estimateLow, long estimateHigh) {
    public RunStats {
        strategy = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(strategy));
    }

    /** With a settled estimate (its range the estimate itself). */
    public RunStats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs, long shorteningExecutions,
                    long probes, long stepLimited, java.util.Map<String, Long> strategy, long estimatedExecutions, long estimatedRemainingMs) {
        this(executions, blocked, states, pruned, transitions, instructions, elapsedMs, shorteningExecutions, probes, stepLimited, strategy,
                estimatedExecutions, estimatedRemainingMs, estimatedExecutions, estimatedExecutions);
    }

    /** Whether the estimate has settled: within a factor of 2 over the last half of the executions. */
    public boolean estimateSettled() { return estimated() && estimateLow > 0 && estimateHigh <= 2 * estimateLow; }

    /** Without an estimate of the search's size. */
    public RunStats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs, long shorteningExecutions,
                    long probes, long stepLimited, java.util.Map<String, Long> strategy) {
        this(executions, blocked, states, pruned, transitions, instructions, elapsedMs, shorteningExecutions, probes, stepLimited, strategy, 0, 0, 0, 0);
    }

    /** Whether the strategy estimated the size of its search (see {@link #estimatedExecutions}). */
    public boolean estimated() { return estimatedExecutions > 0; }

    /** Of the estimate: the fraction of it done (executions / estimatedExecutions, at most 1), or NaN when there is none. */
    public double estimatedDone() {
        return estimated() ? Math.min(1.0, (double) executions / estimatedExecutions) : Double.NaN;
    }

    /**
     * The estimate in a few words, e.g. "~38% of ~32,000 estimated" (executions done of the estimated
     * number, rounded to two significant digits), with ", ~2 min left" (running) or ", ~2 min more"
     * (stopped) given the time the rest would take; "" when there is no estimate or nothing is left.
     */
    public static String estimate(long executions, long estimated, long remainingMs, boolean running) {
        return estimate(executions, estimated, estimated, estimated, remainingMs, running);
    }

    /**
     * As above when the estimate has settled (low and high, its range over the last half of the
     * executions, within a factor of 2); else without the fraction and the time, which it does not
     * yet support: "estimate not settled: ~6,400 to ~37,000 over the last half", or before a range is
     * known (low 0) "estimate not settled yet: ~1,600 so far".
     */
    public static String estimate(long executions, long estimated, long low, long high, long remainingMs, boolean running) {
        if (estimated <= 0 || estimated <= executions) return "";
        if (low <= 0) return "estimate not settled yet: ~" + String.format(java.util.Locale.ROOT, "%,d", roughly(estimated)) + " so far";
        if (high > 2 * low)
            return "estimate not settled: ~" + String.format(java.util.Locale.ROOT, "%,d", roughly(low)) + " to ~"
                    + String.format(java.util.Locale.ROOT, "%,d", roughly(high)) + " over the last half";
        double done = (double) executions / estimated;
        String percent = done < 0.01 ? "<1%" : "~" + (int) Math.floor(done * 100) + "%";
        String left = remainingMs > 0 ? ", " + duration(remainingMs) + (running ? " left" : " more") : "";
        return percent + " of ~" + String.format(java.util.Locale.ROOT, "%,d", roughly(estimated)) + " estimated" + left;
    }

    /** n rounded to two significant digits (at least n: an estimate of 1,234 is ~1,300, never below what ran). */
    static long roughly(long n) {
        long unit = 1;
        while (n / unit >= 100) unit *= 10;
        // an estimate near the range of a long (100 threads) would overflow when rounded up
        return n > Long.MAX_VALUE - unit ? n / unit * unit : (n + unit - 1) / unit * unit;
    }

    /** A rough duration: "<1 s", "~40 s", "~12 min", "~3 h", "~5 days". */
    static String duration(long ms) {
        if (ms < 1000) return "<1 s";
        long s = Math.round(ms / 1000.0);
        if (s < 90) return "~" + s + " s";
        long min = Math.round(s / 60.0);
        if (min < 90) return "~" + min + " min";
        long h = Math.round(s / 3600.0);
        return "~" + (h < 48 ? h + " h" : Math.round(s / 86400.0) + " days");
    }

    /** "1 execution", "2 executions": n and the noun, in the plural unless n is 1. */
    public static String count(long n, String noun) { return n + " " + noun + (n == 1 ? "" : "s"); }

    public static final RunStats NONE = new RunStats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, java.util.Map.of());

    public RunStats(long executions, long states, long transitions, long instructions, long elapsedMs) {
        this(executions, 0, states, 0, transitions, instructions, elapsedMs, 0, 0, 0, java.util.Map.of());
    }
}
