package jvsim.search;

import java.util.List;
import java.util.Random;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Random walks: each execution picks uniformly among the enabled threads at every scheduling
 * point, and among the values of every data choice, from a seeded generator, so a seed always gives the same executions. Runs one execution
 * unless --max-executions asks for more. It never proves a program: without a violation it ends as stopped by that limit.
 */
public final class RandomSearch extends Search {
    public record Options(
            @SearchStrategy.Option(description = "true: prefer the threads whose next block runs a t-way block sequence no execution ran yet"
                    + " (t: --coverage, else 2; default: false)")
            Boolean coverageDirected) { }

    private final boolean directed;

    public RandomSearch() { this(false); }

    public RandomSearch(boolean coverageDirected) { this.directed = coverageDirected; }

    @Override protected void explore() {
        Random random = new Random(config.seed);
        long n = config.maxExecutions > 0 ? config.maxExecutions : 1;
        SchedulingStrategy pick = new SchedulingStrategy() {
            @Override public VmThread choose(List<VmThread> enabled) {
                return enabled.size() == 1 ? enabled.get(0) : enabled.get(random.nextInt(enabled.size()));
            }
            @Override public int chooseValue(VmThread t, int min, int max) {
                return (int) (min + (long) (random.nextDouble() * ((long) max - min + 1)));
            }
        };
        for (long i = 0; i < n; i++) {
            Execution e = executor.run(directed ? new CoverageDirected(pick, coverage(config.coverage > 0 ? config.coverage : 2), executor) : pick);
            result.states += e.steps.size();
            finished(e);
        }
        result.stoppedBy = "max-executions";
    }
}
