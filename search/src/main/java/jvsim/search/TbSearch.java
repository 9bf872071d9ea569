package jvsim.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Thread bounding (seed 001, RankChecker): most bugs need only a few threads to interleave. Each
 * execution draws a random set of at most --threads threads (by creation path, from those seen in
 * the executions so far; threads new to this execution fill the set while it has room) and only
 * these are preempted: a thread outside the set that made the previous step goes on until it
 * blocks, ends or yields (it runs in bursts between blocking points), and at every other step a
 * fresh random priority permutation of the threads that can run picks the one of highest
 * priority, so the set's threads are interleaved step by step. A thread that yields --yield-threshold times in a row
 * with nothing but reads in between spins (waits for another thread): it is passed over while
 * another thread can run. Randomized ({@code --seed}), --max-executions or --max-time (default
 * 10,000 executions).
 */
public final class TbSearch extends SamplingSearch {
    public record Options(
            @SearchStrategy.Option(description = "interleave at most this many threads per execution", defaultValue = "2", min = 1)
            int threads,
            @SearchStrategy.Option(description = "yields in a row (only reads between) after which a thread counts as spinning", defaultValue = "2", min = 1)
            int yieldThreshold) { }

    private final int bound, yieldThreshold;
    /** The creation paths of the threads of the executions so far, in the order first seen. */
    private final Set<String> known = new LinkedHashSet<>();

    public TbSearch(int threads, int yieldThreshold) {
        this.bound = threads;
        this.yieldThreshold = yieldThreshold;
    }

    @Override SchedulingStrategy next(Random random) {
        List<String> order = new ArrayList<>(known);
        Collections.shuffle(order, random);
        Set<String> chosen = new HashSet<>(order.subList(0, Math.min(bound, order.size())));
        return new SchedulingStrategy() {
            /** Threads new to this execution that were put in the set or left out of it. */
            final Set<String> decided = new HashSet<>();
            /** Per thread: yields in a row with only reads between. */
            final Map<Integer, Integer> yields = new HashMap<>();
            VmThread prev;

            private boolean bounded(VmThread t) {
                if (!known.contains(t.path) && decided.add(t.path) && chosen.size() < bound) chosen.add(t.path);
                return chosen.contains(t.path);
            }

            private boolean spins(VmThread t) { return yields.getOrDefault(t.uid, 0) >= yieldThreshold; }

            @Override public VmThread choose(List<VmThread> enabled) {
                List<VmThread> runnable = new ArrayList<>();
                for (VmThread t : enabled) if (!spins(t)) runnable.add(t);
                if (runnable.isEmpty()) runnable = enabled;
                for (VmThread t : runnable) bounded(t);
                if (prev != null && runnable.contains(prev) && !bounded(prev) && !BoundedSearch.yields(prev)) return prev;
                // the highest of a fresh random priority permutation
                return runnable.get(random.nextInt(runnable.size()));
            }

            @Override public void executed(VmThread t, Op op) {
                prev = t;
                if (op.kind == Op.YIELD || op.kind == Op.SLEEP) yields.merge(t.uid, 1, Integer::sum);
                else if (op.kind != Op.READ) yields.remove(t.uid);
            }

            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }

    @Override void ran(Execution e) {
        for (Step s : e.steps) known.add(s.threadPath);
    }

    /** tb. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public String name() { return "tb"; }
        @Override public String description() {
            return "thread bounding: random priorities over a random set of --threads threads, the others never preempted (--yield-threshold, --seed)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new TbSearch(o.threads(), o.yieldThreshold()); }
        @Override public boolean randomized() { return true; }
    }
}
