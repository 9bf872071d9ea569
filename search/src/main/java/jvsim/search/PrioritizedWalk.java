package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * A random walk that preempts where a priority keeps preemptions (DPOR's fourth probe sampler
 * under --prioritize): at a choice where the previous thread could be preempted and the priority
 * keeps another thread, one of those (the ones it prefers when there are, else any it keeps) runs
 * with probability 1/2, else the previous thread goes on; where the priority keeps no preemption
 * the previous thread goes on; where no preemption is possible a uniformly random thread runs.
 * Data choices take uniformly random values.
 */
final class PrioritizedWalk extends SamplingSearch {
    private final ChoicePriority priority;

    PrioritizedWalk(ChoicePriority priority) { this.priority = priority; }

    @Override SchedulingStrategy next(Random random) {
        return new SchedulingStrategy() {
            VmThread prev;

            @Override public VmThread choose(List<VmThread> enabled) {
                if (!ChoicePriority.preemptible(enabled, prev)) return enabled.get(random.nextInt(enabled.size()));
                boolean[] keep = ChoicePriority.postponing(priority, enabled, prev);
                List<VmThread> kept = new ArrayList<>(), preferred = new ArrayList<>();
                for (int i = 0; i < enabled.size(); i++) {
                    VmThread t = enabled.get(i);
                    if (t == prev || keep != null && !keep[i]) continue;
                    kept.add(t);
                    if (priority.prefers(t)) preferred.add(t);
                }
                if (kept.isEmpty() || random.nextBoolean()) return prev;
                List<VmThread> from = preferred.isEmpty() ? kept : preferred;
                return from.get(random.nextInt(from.size()));
            }

            @Override public void executed(VmThread t, Op op) { prev = t; }

            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }
}
