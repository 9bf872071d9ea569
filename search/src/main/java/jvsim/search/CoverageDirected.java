package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.search.coverage.Block;
import jvsim.search.coverage.InterleavingCoverage;
import jvsim.vm.Op;
import jvsim.vm.Scheduler;
import jvsim.vm.VmThread;

/**
 * Coverage-directed sampling ({@code --coverage-directed=true} of random, pct and pos): the
 * sampling strategy chooses as it would, but among the threads whose next block would run a t-way
 * sequence no execution ran yet (or is a block not seen before), when some of the enabled threads
 * would and others would not; otherwise among all of them. So each execution prefers the schedule
 * that adds uncovered sequences, and the strategy's own randomness picks among those.
 */
final class CoverageDirected implements Scheduler.Strategy {
    private final Scheduler.Strategy base;
    private final InterleavingCoverage coverage;
    private final Executor executor;
    private final InterleavingCoverage.Occurrences occurrences = new InterleavingCoverage.Occurrences();
    /** The ids of the blocks run so far in this execution (-1: not found before it). */
    private int[] ran = new int[64];
    private int len;
    private boolean begun;

    CoverageDirected(Scheduler.Strategy base, InterleavingCoverage coverage, Executor executor) {
        this.base = base;
        this.coverage = coverage;
        this.executor = executor;
    }

    private void ran(String path, Op op) {
        Block b = occurrences.ran(path, op);
        if (b == null) return;
        if (len == ran.length) ran = java.util.Arrays.copyOf(ran, len * 2);
        ran[len++] = coverage.id(b);
    }

    @Override public VmThread choose(List<VmThread> enabled) {
        if (!begun) {
            begun = true;
            // the common beginning the execution starts after (see Executor): its blocks ran first
            if (!base.followsFromStart()) for (Step s : executor.commonBeginning()) ran(s.threadPath, s.op);
        }
        if (enabled.size() > 1) {
            List<VmThread> adding = new ArrayList<>(enabled.size());
            for (VmThread t : enabled)
                if (coverage.adds(ran, len, coverage.id(occurrences.pending(t.path, t.pending)))) adding.add(t);
            if (!adding.isEmpty() && adding.size() < enabled.size()) return base.choose(adding);
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
