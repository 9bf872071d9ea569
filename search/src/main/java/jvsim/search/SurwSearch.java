package jvsim.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Selectively uniform random walk: samples the interleavings of the selected events uniformly.
 * A thread with e events still to come in an execution of threads with e_1, ..., e_n left runs
 * next with probability e / (e_1 + ... + e_n), which makes every interleaving of the events
 * equally likely (a uniform random walk instead favours interleavings where the long threads run
 * last). The events selected are the steps with an access (their own, a further side, or one a
 * JDK operation made inside its atomic step) to a location that more than one thread touched,
 * one of them modifying it, in the earlier executions (in the first, every step with a located
 * access; a JDK step not yet run by its first access, as the rest is unknown); a thread's count of
 * selected events is the largest seen in an earlier execution (by its creation path). An enabled thread whose next operation is not selected runs at once
 * (it cannot change the order of selected events; this includes yields and sleeps), unless the
 * VM cut its step short as a spin (which would else spin on).
 */
public final class SurwSearch extends SamplingSearch {
    /** The racy locations of the executions so far. */
    private final RacyLocations racy = new RacyLocations();
    /** Per thread path: the most selected events it ran in an execution. */
    private final Map<String, Integer> counts = new HashMap<>();

    public SurwSearch() { }

    private boolean selected(Op op) { return racy.selected(op); }

    @Override SchedulingStrategy next(Random random) {
        return new SchedulingStrategy() {
            /** Selected events each thread ran in this execution. */
            final Map<String, Integer> done = new HashMap<>();

            @Override public VmThread choose(List<VmThread> enabled) {
                List<VmThread> eager = new ArrayList<>();
                for (VmThread t : enabled)
                    if (!selected(t.pending) && t.pending.key != Op.KEY_PREEMPTED) eager.add(t);
                if (!eager.isEmpty()) return eager.get(random.nextInt(eager.size()));
                long total = 0;
                long[] weight = new long[enabled.size()];
                for (int i = 0; i < weight.length; i++) {
                    VmThread t = enabled.get(i);
                    weight[i] = Math.max(1, counts.getOrDefault(t.path, 1) - done.getOrDefault(t.path, 0));
                    total += weight[i];
                }
                long r = (long) (random.nextDouble() * total);
                for (int i = 0; i < weight.length; i++) {
                    if (r < weight[i]) return enabled.get(i);
                    r -= weight[i];
                }
                return enabled.get(weight.length - 1);
            }

            @Override public void executed(VmThread t, Op op) {
                if (selected(op)) done.merge(t.path, 1, Integer::sum);
            }

            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }

    /** Learns the racy locations and the threads' counts of selected events from the execution. */
    @Override void ran(Execution e) {
        // the counts are of the selection before the execution
        Map<String, Integer> ran = new HashMap<>();
        for (Step s : e.steps) if (s.op.kind != Op.CHOICE && selected(s.op)) ran.merge(s.threadPath, 1, Integer::sum);
        ran.forEach((path, n) -> counts.merge(path, n, Math::max));
        // the counts were of the previous selection: count again once it changes
        if (racy.learn(e)) counts.clear();
    }

    /** surw. */
    public static final class Provider implements SearchStrategy<SearchStrategy.NoOptions> {
        @Override public String name() { return "surw"; }
        @Override public String description() {
            return "selectively uniform random walk: uniform over interleavings of the racy events, weighted by threads' event counts (--seed)";
        }
        @Override public Class<SearchStrategy.NoOptions> options() { return SearchStrategy.NoOptions.class; }
        @Override public Search create(SearchStrategy.NoOptions o) { return new SurwSearch(); }
        @Override public boolean randomized() { return true; }
    }
}
