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
 * Probabilistic concurrency testing (Burckhardt, Kothari, Musuvathi and Nagarakatte, ASPLOS 2010):
 * each execution gives the threads random distinct priorities (a thread gets its own when it first
 * can run, so the order of all threads is a uniformly random permutation) and always runs the
 * enabled thread of highest priority; at d−1 random steps (change points, distinct, uniform over
 * the estimated number of steps k) the running thread's priority drops below every initial one
 * (to d−j at the j-th change point). A bug of depth d among n threads and k steps is then found
 * with probability at least 1/(n·k^(d−1)) per execution. Only the steps that can change an outcome
 * count: those with an access to a racy location ({@link RacyLocations}: touched by more than one
 * thread, one modifying it, in the executions so far; in the first, every located access). A thread
 * whose next step is not such a step runs it at once, and change points fall on the racy steps
 * only, so k is the largest number of racy steps of the executions so far (the first execution has
 * no change point) and threads that share nothing with the others (n counts only those that do)
 * neither dilute the change points nor are interleaved: a lost update between two of 100 threads
 * that otherwise work alone is a depth-2 bug with n = 2 and k the steps on the shared counter,
 * where counting every step made k the thousands of steps of all threads. A thread that spins (yields
 * {@link #SPIN_YIELDS} times, by Thread.yield, sleep or the VM cutting a long step short, with
 * nothing but reads in between) drops to the lowest priority, so that the thread it waits for
 * runs; a single yield changes nothing (the guarantee holds for programs that do not spin).
 */
public final class PctSearch extends SamplingSearch {
    public record Options(
            @SearchStrategy.Option(description = "bug depth d: d-1 priority change points per execution", defaultValue = "3", min = 1)
            int depth,
            @SearchStrategy.Option(description = "true: prefer the threads whose next block runs a t-way block sequence no execution ran yet"
                    + " (t: --coverage, else 2; default: false)")
            Boolean coverageDirected) { }

    /** Yields with only reads in between after which a thread counts as spinning. */
    static final int SPIN_YIELDS = 2;

    private final int depth;
    /** The estimated number of racy steps of an execution (the most seen so far). */
    private long estimate;
    /** The racy locations of the executions so far: only steps on them count and are ordered by priority. */
    private final RacyLocations racy = new RacyLocations();

    public PctSearch(int depth) { this.depth = depth; }

    public PctSearch(int depth, boolean coverageDirected) {
        this(depth);
        this.directed = coverageDirected;
    }

    @Override SchedulingStrategy next(Random random) {
        // d-1 distinct change points in 1..k (fewer if there are fewer steps), the j-th lowering to d-j
        Map<Long, Integer> changes = new HashMap<>();
        for (int j = 1; j < depth && changes.size() < estimate; j++) {
            long at;
            do at = 1 + (long) (random.nextDouble() * estimate); while (changes.containsKey(at));
            changes.put(at, depth - j);
        }
        return new SchedulingStrategy() {
            final Map<Integer, Double> priority = new HashMap<>();
            long steps;

            @Override public VmThread choose(List<VmThread> enabled) {
                for (VmThread t : enabled) priority.computeIfAbsent(t.uid, k -> depth + random.nextDouble());
                // a step on no racy location cannot change an outcome: it runs at once (not a step
                // the VM cut short as a spin, which would spin on, nor an atomic JDK step, whose
                // accesses are unknown until it ran: Hashtable.putAll locks its own table first
                // and then iterates the argument another thread puts into); which of several such
                // steps first is random, as in SURW
                List<VmThread> eager = new ArrayList<>();
                for (VmThread t : enabled) if (!t.pending.region && !racy.selected(t.pending) && t.pending.key != Op.KEY_PREEMPTED) eager.add(t);
                if (!eager.isEmpty()) return eager.get(random.nextInt(eager.size()));
                steps++;
                VmThread t = highest(enabled);
                Integer lower = changes.get(steps);
                if (lower != null) {
                    priority.put(t.uid, (double) lower);
                    t = highest(enabled);
                }
                return t;
            }

            private VmThread highest(List<VmThread> enabled) {
                VmThread best = enabled.get(0);
                for (VmThread t : enabled) if (priority.get(t.uid) > priority.get(best.uid)) best = t;
                return best;
            }

            /** Per thread: yields since its last step that did more than read or yield. */
            final Map<Integer, Integer> yields = new HashMap<>();

            @Override public void executed(VmThread t, Op op) {
                if (op.kind != Op.YIELD && op.kind != Op.SLEEP) {
                    if (op.kind != Op.READ) yields.remove(t.uid);
                } else if (yields.merge(t.uid, 1, Integer::sum) >= SPIN_YIELDS) {
                    // it spins: let the others run
                    yields.remove(t.uid);
                    double min = Double.MAX_VALUE;
                    for (double p : priority.values()) min = Math.min(min, p);
                    priority.put(t.uid, min - 1);
                }
            }

            @Override public int chooseValue(VmThread t, int min, int max) { return value(random, min, max); }
        };
    }

    /** Learns the racy locations; k is counted again under them once they change. */
    @Override void ran(Execution e) {
        boolean changed = racy.learn(e);
        long now = 0;
        for (Step st : e.steps) if (st.op.kind != Op.CHOICE && racy.selected(st.op)) now++;
        estimate = changed ? now : Math.max(estimate, now);
    }

    /** pct. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public String name() { return "pct"; }
        @Override public String description() {
            return "probabilistic concurrency testing: random priorities with depth-1 change points (--depth, --seed, --coverage-directed)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new PctSearch(o.depth(), Boolean.TRUE.equals(o.coverageDirected())); }
        @Override public boolean randomized() { return true; }
    }
}
