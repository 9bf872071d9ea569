package jvsim.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Partial order sampling (Yuan, Yang and Gu, CAV 2018): every pending operation (a thread's next
 * step) gets a random priority when it first can run, and the enabled one of highest priority runs;
 * after a step, the operations pending in other threads that race with it (same location, one of
 * them modifies it: a write, a lock operation, a thread's end, park/unpark of a permit) get new
 * random priorities, as does the next operation of the thread that ran. This samples partial
 * orders far more evenly than a uniform random walk, which favours the interleavings of long
 * threads.
 */
public final class PosSearch extends SamplingSearch {
    public record Options(
            @SearchStrategy.Option(description = "true: prefer the threads whose next block runs a t-way block sequence no execution ran yet"
                    + " (t: --coverage, else 2; default: false)")
            Boolean coverageDirected) { }

    public PosSearch() { }

    public PosSearch(boolean coverageDirected) { this.directed = coverageDirected; }

    @Override SchedulingStrategy next(Random random) {
        return new SchedulingStrategy() {
            /** Priorities of the threads' pending operations (a thread without one gets a new one when enabled). */
            final Map<VmThread, Double> priority = new HashMap<>();
            List<VmThread> last = List.of();

            @Override public VmThread choose(List<VmThread> enabled) {
                last = enabled;
                VmThread best = null;
                double top = -1;
                for (VmThread t : enabled) {
                    double p = priority.computeIfAbsent(t, k -> random.nextDouble());
                    if (p > top) { top = p; best = t; }
                }
                return best;
            }

            @Override public void executed(VmThread t, Op op) {
                priority.remove(t);
                for (VmThread u : last) if (u != t && races(op, u.pending)) priority.remove(u);
            }

            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }

    /**
     * Whether two steps of different threads race: some access of one (its operation, a further side,
     * an operation of a JDK step's footprint: {@link Op#parts}) and some of the other are at one
     * location, and one of them modifies it.
     */
    static boolean races(Op a, Op b) {
        for (Op x : a.parts()) {
            if (!x.hasHolder()) continue;
            for (Op y : b.parts()) if (y.hasHolder() && x.overlaps(y) && (modifies(x) || modifies(y))) return true;
        }
        return false;
    }

    static boolean modifies(Op o) {
        switch (o.kind) {
            case Op.WRITE: case Op.RMW: case Op.ACQUIRE: case Op.RELEASE: case Op.WAIT: case Op.END: case Op.PARK: case Op.UNPARK:
                return true;
            default:
                return false;
        }
    }

    /** pos. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public String name() { return "pos"; }
        @Override public String description() {
            return "partial order sampling: random priorities per operation, re-drawn for racing operations (--seed, --coverage-directed)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new PosSearch(Boolean.TRUE.equals(o.coverageDirected())); }
        @Override public boolean randomized() { return true; }
    }
}
