package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.search.coverage.Block;
import jvsim.search.coverage.InterleavingCoverage;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Coverage-directed sampling ({@code --coverage-directed=true} of random, pct and pos): the
 * sampling strategy chooses as it would, but among the enabled threads whose next block does more
 * good than harm to the block sequences no execution ran yet, when some do and others do not
 * (otherwise among all of them). A block's worth ({@link InterleavingCoverage#pairScore}) counts
 * the 2-way sequences (pairs with a concurrent block) not run yet that running it now completes or
 * begins, less those it rules out; a block not seen before is worth running. Measured at 2-way
 * pairs whatever --coverage's t: running a block just because it completes a sequence would
 * interleave every thread as finely as it can, and never run one thread's blocks all before
 * another's, which many sequences need.
 */
final class CoverageDirected implements SchedulingStrategy {
    private final SchedulingStrategy base;
    private final InterleavingCoverage coverage;
    private final Executor executor;
    private final InterleavingCoverage.Occurrences occurrences = new InterleavingCoverage.Occurrences();
    /** The blocks run so far in this execution, by id. */
    private final java.util.BitSet ran = new java.util.BitSet();
    private boolean begun;

    CoverageDirected(SchedulingStrategy base, InterleavingCoverage coverage, Executor executor) {
        this.base = base;
        this.coverage = coverage;
        this.executor = executor;
    }

    private void ran(String path, Op op) {
        Block b = occurrences.ran(path, op);
        if (b == null) return;
        int id = coverage.id(b);
        if (id >= 0) ran.set(id);
    }

    @Override public VmThread choose(List<VmThread> enabled) {
        if (!begun) {
            begun = true;
            // the common beginning the execution starts after (see Executor): its blocks ran first
            if (!base.followsFromStart()) for (Step s : executor.commonBeginning()) ran(s.threadPath, s.op);
        }
        if (enabled.size() > 1) {
            List<VmThread> preferred = new ArrayList<>(enabled.size());
            for (VmThread t : enabled) {
                int id = coverage.id(occurrences.pending(t.path, t.pending));
                // a block not seen yet is a discovery
                if (id < 0 ? coverage.blocks() < coverage.maxBlocks() : coverage.pairScore(ran, id) > 0) preferred.add(t);
            }
            if (!preferred.isEmpty() && preferred.size() < enabled.size()) return base.choose(preferred);
        }
        return base.choose(enabled);
    }

    @Override public void executed(VmThread t, Op op) {
        ran(t.path, op);
        base.executed(t, op);
    }

    @Override public void stepLimitReached(List<VmThread> enabled) { base.stepLimitReached(enabled); }

    @Override public void deadlocked(List<VmThread> stopped) { base.deadlocked(stopped); }

    @Override public int chooseValue(VmThread t, int min, int max) { return base.chooseValue(t, min, max); }

    @Override public boolean followsFromStart() { return base.followsFromStart(); }
}
