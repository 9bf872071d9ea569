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
public final class RandomSearch extends SamplingSearch {
    public record Options(
            @SearchStrategy.Option(description = "true: prefer the threads whose next block runs a t-way block sequence no execution ran yet"
                    + " (t: --coverage, else 2; default: false)")
            Boolean coverageDirected) { }

    public RandomSearch() { this(false); }

    public RandomSearch(boolean coverageDirected) { this.directed = coverageDirected; }

    /** --max-executions, else one (--max-time alone does not ask for more). */
    @Override long executions() { return config.maxExecutions > 0 ? config.maxExecutions : 1; }

    @Override SchedulingStrategy next(Random random) {
        return new SchedulingStrategy() {
            @Override public VmThread choose(List<VmThread> enabled) {
                return enabled.size() == 1 ? enabled.get(0) : enabled.get(random.nextInt(enabled.size()));
            }
            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }
}
