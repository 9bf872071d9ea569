package jvsim.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import jvsim.search.coverage.Block;
import jvsim.search.coverage.InterleavingCoverage;
import jvsim.search.coverage.SequenceCoveringArray;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Sequence-covering-array testing (seed 003): first a sweep of --sweep random executions finds the
 * atomic blocks ({@link Block}); then a t-way sequence covering array over the blocks found
 * (TSCA: {@link SequenceCoveringArray}, t = --strength) gives one schedule per row, each run on the
 * VM's scheduler ({@link RowFollower}: at every choice the enabled thread whose next block comes
 * first in the row runs, so a block that cannot run when its turn comes is skipped and runs as soon
 * as it can); then, for what is still not covered (schedules the program did not allow, blocks
 * found meanwhile), TempSCA rounds: arrays over the blocks found so far built a row at a time from
 * the coverage so far, ties broken by the order of the execution seen last, each row run at once.
 * A sequence rows were built to cover --attempts times without an execution running it is given up
 * (the program's synchronization may not allow it). The search ends when every t-way sequence that
 * counts among the blocks found is covered or given up (verdict limit: it is not exhaustive), at a
 * violation, or at a limit (by default 10,000 executions). Randomized by --seed (the sweep, ties,
 * data choices).
 */
public final class ScaSearch extends Search {
    public record Options(
            @SearchStrategy.Option(description = "t: cover every sequence of t atomic blocks (2 or 3)", defaultValue = "3", min = 2)
            int strength,
            @SearchStrategy.Option(description = "random executions that find the blocks before the first covering array (at least one runs)", defaultValue = "5", min = 0)
            int sweep,
            @SearchStrategy.Option(description = "rows built to cover a sequence before it is given up (the program may not allow it)", defaultValue = "2", min = 1)
            int attempts) {
        public Options {
            if (strength > InterleavingCoverage.MAX_T) throw new IllegalArgumentException("--strength must be 2 or 3, not " + strength);
        }
    }

    /** Executions when neither --max-executions nor --max-time bounds the search. */
    static final long DEFAULT_EXECUTIONS = SamplingSearch.DEFAULT_EXECUTIONS;
    /** The most blocks a covering array orders (the first found that are concurrent with another), by strength. */
    static final int ALPHABET_2 = 300, ALPHABET_3 = 100;

    private final int strength, sweep, attempts;
    private InterleavingCoverage coverage;
    /** The tracker of its own when --coverage measures another strength, else null. */
    private InterleavingCoverage own;
    private long budget, runs;
    /** The block ids of the last execution, in order (the template of TempSCA's rows). */
    private int[] last = new int[0];
    private final jvsim.search.coverage.LongCounter tries = new jvsim.search.coverage.LongCounter();

    public ScaSearch(int strength, int sweep, int attempts) {
        this.strength = strength;
        this.sweep = sweep;
        this.attempts = attempts;
    }

    @Override protected void explore() {
        InterleavingCoverage measured = measuredCoverage();
        if (measured == null || measured.t() == strength) {
            coverage = coverage(strength);
        } else {
            coverage = own = new InterleavingCoverage(strength);
        }
        budget = config.maxExecutions > 0 || config.maxTimeMs > 0 ? Long.MAX_VALUE : DEFAULT_EXECUTIONS;
        Random random = new Random(config.seed);
        // at least one execution: a covering array needs blocks
        for (int i = 0; i < Math.max(1, sweep); i++) run(walk(random));
        int limit = strength == 2 ? ALPHABET_2 : ALPHABET_3;
        long rows = 0;
        // TSCA: the whole array over the blocks the sweep found, then its rows run
        InterleavingCoverage.Space space = coverage.space(limit);
        SequenceCoveringArray array = new SequenceCoveringArray(space, strength, random, code -> given(space, code));
        List<SequenceCoveringArray.Row> tsca = array.build(Integer.MAX_VALUE);
        result.strategyStats.put("tscaRows", (long) tsca.size());
        for (SequenceCoveringArray.Row r : tsca) {
            rows++;
            run(new RowFollower(globalOrder(space, r), random));
            ranRow(space, r);
        }
        // TempSCA: rounds of arrays over what is left, a row at a time
        while (true) {
            InterleavingCoverage.Space now = coverage.space(limit);
            SequenceCoveringArray temp = new SequenceCoveringArray(now, strength, random, code -> given(now, code));
            boolean any = false;
            for (SequenceCoveringArray.Row r; (r = temp.next(localTemplate(now))) != null; ) {
                any = true;
                rows++;
                result.strategyStats.put("rows", rows);
                run(new RowFollower(globalOrder(now, r), random));
                ranRow(now, r);
            }
            if (!any) break;
        }
        result.strategyStats.put("rows", rows);
        // given up and still not run (a row built for another sequence may have run one after all)
        long givenUp = tries.over(attempts, coverage::isCovered);
        result.strategyStats.put("givenUp", givenUp);
        result.unexplored = "schedules beyond the " + strength + "-way block sequences (sca ran every one it could; it gave up on " + givenUp
                + " that the " + attempts + (attempts == 1 ? " row" : " rows") + " built for each did not run, which the program may not allow)";
    }

    private boolean given(InterleavingCoverage.Space space, long localCode) {
        return tries.get(space.globalCode(localCode)) >= attempts;
    }

    /** After a row ran: each sequence it was built for and did not run has had one more attempt. */
    private void ranRow(InterleavingCoverage.Space space, SequenceCoveringArray.Row r) {
        for (long code : r.planned()) {
            long g = space.globalCode(code);
            if (!coverage.isCovered(g)) tries.increment(g);
        }
    }

    private static int[] globalOrder(InterleavingCoverage.Space space, SequenceCoveringArray.Row r) {
        int[] g = new int[r.order().length];
        for (int i = 0; i < g.length; i++) g[i] = space.global(r.order()[i]);
        return g;
    }

    /** The last execution's blocks as the space's local numbers (others left out). */
    private int[] localTemplate(InterleavingCoverage.Space space) {
        Map<Integer, Integer> local = new HashMap<>();
        for (int i = 0; i < space.size(); i++) local.put(space.global(i), i);
        int[] out = new int[last.length];
        int n = 0;
        for (int id : last) {
            Integer l = local.get(id);
            if (l != null) out[n++] = l;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private Execution run(SchedulingStrategy s) {
        Execution e = executor.run(s);
        result.states += e.steps.size();
        if (own != null) own.add(e.steps);
        finished(e);
        last = coverage.ids(e.steps);
        if (++runs >= budget) {
            result.stoppedBy = "max-executions";
            throw new Stop();
        }
        return e;
    }

    /** A uniform random walk (the sweep). */
    private static SchedulingStrategy walk(Random random) {
        return new SchedulingStrategy() {
            @Override public VmThread choose(List<VmThread> enabled) {
                return enabled.size() == 1 ? enabled.get(0) : enabled.get(random.nextInt(enabled.size()));
            }
            @Override public int chooseValue(VmThread t, int min, int max) { return SamplingSearch.value(random, min, max); }
        };
    }

    /**
     * Runs a row's schedule: at each choice the enabled thread whose next block comes first in the
     * row; a block not in the row ranks just after its thread's last block that is (it goes on with
     * its thread), or after every block of the row when its thread has run none; a thread about to
     * yield (Thread.yield, sleep, a spin the VM cut short) at a block not in the row is passed over
     * while another can run. Ties: the first in creation order.
     */
    final class RowFollower implements SchedulingStrategy {
        private final int[] position;
        private final Random random;
        private final InterleavingCoverage.Occurrences occurrences = new InterleavingCoverage.Occurrences();
        private final Map<String, Integer> lastRanked = new HashMap<>();
        private boolean begun;

        RowFollower(int[] row, Random random) {
            this.random = random;
            int max = -1;
            for (int id : row) max = Math.max(max, id);
            position = new int[max + 1];
            java.util.Arrays.fill(position, -1);
            for (int i = 0; i < row.length; i++) position[row[i]] = i;
        }

        private int positionOf(Block b) {
            int id = coverage.id(b);
            return id >= 0 && id < position.length ? position[id] : -1;
        }

        private void ran(String path, Op op) {
            Block b = occurrences.ran(path, op);
            if (b == null) return;
            int p = positionOf(b);
            if (p >= 0) lastRanked.put(path, p);
        }

        @Override public VmThread choose(List<VmThread> enabled) {
            if (!begun) {
                begun = true;
                for (Step s : executor.commonBeginning()) ran(s.threadPath, s.op);
            }
            if (enabled.size() == 1) return enabled.get(0);
            VmThread best = null;
            double bestRank = Double.MAX_VALUE;
            for (VmThread t : enabled) {
                int p = positionOf(occurrences.pending(t.path, t.pending));
                double rank;
                if (p >= 0) rank = p;
                else if (BoundedSearch.yields(t)) rank = Double.MAX_VALUE / 2;
                else rank = lastRanked.containsKey(t.path) ? lastRanked.get(t.path) + 0.5 : Double.MAX_VALUE / 4;
                if (best == null || rank < bestRank) {
                    best = t;
                    bestRank = rank;
                }
            }
            return best;
        }

        @Override public void executed(VmThread t, Op op) { ran(t.path, op); }

        @Override public int chooseValue(VmThread t, int min, int max) { return SamplingSearch.value(random, min, max); }
    }

    /** sca. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public String name() { return "sca"; }
        @Override public String description() {
            return "sequence covering arrays (seed 003): a random sweep finds the atomic blocks, then schedules from t-way sequence covering arrays"
                    + " over them until every t-way block sequence is covered (--strength, --sweep, --attempts, --seed)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new ScaSearch(o.strength(), o.sweep(), o.attempts()); }
        @Override public boolean randomized() { return true; }
    }
}
