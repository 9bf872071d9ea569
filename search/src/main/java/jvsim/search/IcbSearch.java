package jvsim.search;

import java.util.List;
import jvsim.vm.VmThread;

/**
 * Iterative preemption bounding (CHESS; Musuvathi and Qadeer, PLDI 2007): every execution with no
 * preemption, then every one with exactly 1, 2, ... up to --preemptions (default: until every
 * execution is explored). A preemption is a switch away from the thread of the previous step while
 * it could go on; switching is free when that thread blocked or ended, and when it is about to
 * yield (Thread.yield, Thread.sleep, or a spin the VM cut short), which also lets executions of
 * small bound get past spin loops. Plain bounding, without partial-order reduction (see
 * {@link BoundedSearch}): when it ends without a bound it has explored every interleaving.
 */
public final class IcbSearch extends BoundedSearch {
    public record Options(
            @SearchStrategy.Option(description = "explore executions of at most this many preemptions (default: all)", min = 0)
            Integer preemptions) { }

    public IcbSearch(Integer preemptions) { super(preemptions, "preemptions"); }

    @Override int cost(Object state, List<VmThread> enabled, int i, VmThread prev, List<VmThread> all) {
        if (prev == null || !enabled.contains(prev) || yields(prev)) return 0;
        return enabled.get(i) == prev ? 0 : 1;
    }

    /** icb. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public boolean prioritizable() { return true; }
        @Override public String name() { return "icb"; }
        @Override public String description() {
            return "iterative preemption bounding (CHESS): executions with 0 preemptions, then 1, ... (--preemptions)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new IcbSearch(o.preemptions()); }
    }
}
