package jvsim.search;

import java.util.Random;
import jvsim.vm.SchedulingStrategy;

/**
 * The probes of DPOR (see {@link DporSearch#DporSearch(boolean, int)}): sampled executions from the
 * start beside the exhaustive search, one after each of its first {@link #EAGER} executions, then
 * one after every {@code every}; three samplers take turns (four with a priority), all drawing from
 * one generator seeded by --seed, and learn from every execution, the DPOR ones included.
 */
final class DporProbes {
    /** The first this many probes come after every DPOR execution, the later ones after every {@code every}. */
    static final int EAGER = 8;
    private final int every;
    /** DPOR executions since the last probe. */
    private int since;
    /** The samplers, taking turns (created at the first execution), and their generator. */
    private SamplingSearch[] samplers;
    private Random random;

    /** One probe after every this many DPOR executions (after the eager ones); 0: none. */
    DporProbes(int every) {
        if (every < 0) throw new IllegalArgumentException("probes " + every);
        this.every = every;
    }

    boolean none() { return every == 0; }

    /** Tells the samplers an execution (of either kind): SURW learns the racy locations, TB the threads. */
    void learn(Execution e, SearchConfig config) {
        if (every == 0) return;
        if (samplers == null) {
            samplers = config.priority == null ? new SamplingSearch[] {new PosSearch(), new SurwSearch(), new TbSearch(2, 2)}
                    // with a priority (--prioritize), a fourth sampler in turn: a walk that preempts where it keeps preemptions
                    : new SamplingSearch[] {new PosSearch(), new SurwSearch(), new TbSearch(2, 2), new PrioritizedWalk(config.priority)};
            random = new Random(config.seed);
        }
        for (SamplingSearch s : samplers) s.ran(e);
    }

    /** After a DPOR execution, given the probes run so far: whether a probe is due now (then it counts as run). */
    boolean due(long probesSoFar) {
        if (every == 0 || ++since < (probesSoFar < EAGER ? 1 : every)) return false;
        since = 0;
        return true;
    }

    /** The strategy of the next probe, given the probes run so far (the samplers take turns; after an execution was learnt). */
    SchedulingStrategy next(long probesSoFar) { return samplers[(int) (probesSoFar % samplers.length)].next(random); }

    /** The probes that come with that many executions of the exhaustive search. */
    long probesFor(long executions) {
        if (every == 0 || executions <= 1) return 0;
        long chances = executions - 1;
        return chances <= EAGER ? chances : EAGER + (chances - EAGER) / every;
    }
}
