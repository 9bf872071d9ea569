package jvsim.search;

import java.util.Random;
import jvsim.vm.SchedulingStrategy;

/**
 * A randomized search: independent executions, each scheduled by a strategy drawn from one
 * generator seeded with --seed (so a seed always gives the same executions), until
 * --max-executions or --max-time; with neither, {@link #DEFAULT_EXECUTIONS}. It never proves a
 * program: without a violation it ends as stopped by a limit.
 */
abstract class SamplingSearch extends Search {
    /** Executions when neither --max-executions nor --max-time bounds the search. */
    static final long DEFAULT_EXECUTIONS = 10_000;

    /** Coverage-directed: each execution prefers the threads whose next block adds uncovered sequences ({@link CoverageDirected}). */
    boolean directed;

    /** The strategy of the next execution. */
    abstract SchedulingStrategy next(Random random);

    /** Told each execution after it ran (e.g. to estimate the length of executions). */
    void ran(Execution e) { }

    /** How many executions to run at most (the limits still apply): unbounded under a limit, else {@link #DEFAULT_EXECUTIONS}. */
    long executions() {
        return config.maxExecutions > 0 || config.maxTimeMs > 0 ? Long.MAX_VALUE : DEFAULT_EXECUTIONS;
    }

    @Override protected final void explore() {
        Random random = new Random(config.seed);
        long n = executions();
        for (long i = 0; i < n; i++) {
            SchedulingStrategy s = next(random);
            if (directed) s = new CoverageDirected(s, coverage(config.coverage > 0 ? config.coverage : 2), executor);
            Execution e = executor.run(s);
            result.states += e.steps.size();
            ran(e);
            finished(e);
        }
        result.stoppedBy = "max-executions";
    }

    /** A uniformly random value in min..max. */
    static int value(Random random, int min, int max) {
        return (int) (min + (long) (random.nextDouble() * ((long) max - min + 1)));
    }
}
