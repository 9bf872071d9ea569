package jvsim.tools;

/**
 * Counters of a jvsim run, as written in the JSON report. pruned: executions a stateful search cut
 * at an already visited state.
 */
public record RunStats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs) {
    public static final RunStats NONE = new RunStats(0, 0, 0, 0, 0, 0, 0);

    public RunStats(long executions, long states, long transitions, long instructions, long elapsedMs) {
        this(executions, 0, states, 0, transitions, instructions, elapsedMs);
    }
}
