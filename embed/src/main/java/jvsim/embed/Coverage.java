package jvsim.embed;

import java.util.ArrayList;
import java.util.List;
import jvsim.search.coverage.InterleavingCoverage;

/**
 * Interleaving coverage of a search (--coverage=t, {@link Jvsim#coverage}, and whatever sca or a
 * coverage-directed sampler measured): the atomic blocks found, the t-way block sequences the
 * executions ran, and those possible among the blocks found (see docs/coverage.md, "Interleaving
 * coverage"). For experiments, {@link #executions} gives the figures after each execution.
 *
 * @param t          the strength: sequences of t blocks
 * @param blocks     the blocks found, each as "thread-path Class.method(File.java:line)" with " #n" for a later occurrence
 * @param covered    t-way sequences the executions ran
 * @param possible   t-way sequences that count among the blocks found
 * @param leftOut    occurrences of blocks beyond the most the measure registers (0 normally)
 * @param executions per execution, in order: what it ran and the totals after it
 */
public record Coverage(int t, List<String> blocks, long covered, long possible, long leftOut, List<ExecutionCoverage> executions) {
    public Coverage {
        blocks = List.copyOf(blocks);
        executions = List.copyOf(executions);
    }

    /**
     * One execution: the blocks it ran, the t-way sequences (that count) it ran, those of them no
     * earlier execution had, and after it the blocks found, the sequences covered and possible.
     */
    public record ExecutionCoverage(int blocks, long sequences, long added, int blocksFound, long covered, long possible) { }

    /** covered / possible, or NaN when no sequence is possible (no two blocks concurrent). */
    public double ratio() { return possible == 0 ? Double.NaN : (double) covered / possible; }

    /** "2-way coverage: 37 blocks, 120 of 150 sequences (80.0%)". */
    public String summary() {
        double r = ratio();
        return t + "-way interleaving coverage: " + RunStats.count(blocks.size(), "block") + ", " + covered + " of " + possible + " sequences"
                + (Double.isNaN(r) ? "" : String.format(java.util.Locale.ROOT, " (%.1f%%)", 100 * r));
    }

    /** The coverage a search measured (null: none). */
    public static Coverage of(InterleavingCoverage c) {
        if (c == null) return null;
        List<String> names = new ArrayList<>(c.blocks());
        for (int i = 0; i < c.blocks(); i++) names.add(c.describe(i));
        List<ExecutionCoverage> per = new ArrayList<>(c.executions().size());
        for (InterleavingCoverage.ExecutionCoverage e : c.executions())
            per.add(new ExecutionCoverage(e.blocks(), e.sequences(), e.added(), e.blocksFound(), e.covered(), e.possible()));
        return new Coverage(c.t(), names, c.covered(), c.possible(), c.leftOut(), per);
    }
}
