package jvsim.embed;

/**
 * Counters of a jvsim run, as written in the JSON report; pruned counts executions a stateful
 * search cut at a visited state or Verify.assume ignored, shorteningExecutions the re-executions
 * spent shortening counterexamples (neither is part of executions); probes the executions sampled
 * beside an exhaustive search (dpor --probes; part of executions); stepLimited the executions
 * (part of executions) cut at --max-steps, after which the search went on; strategy the counters
 * of the strategy's own work (causal search's solver calls and time), by name, empty for most.
 */
public record RunStats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs, long shorteningExecutions,
                       long probes, long stepLimited, java.util.Map<String, Long> strategy) {
    public RunStats {
        strategy = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(strategy));
    }

    /** "1 execution", "2 executions": n and the noun, in the plural unless n is 1. */
    public static String count(long n, String noun) { return n + " " + noun + (n == 1 ? "" : "s"); }

    public static final RunStats NONE = new RunStats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, java.util.Map.of());

    public RunStats(long executions, long states, long transitions, long instructions, long elapsedMs) {
        this(executions, 0, states, 0, transitions, instructions, elapsedMs, 0, 0, 0, java.util.Map.of());
    }
}
