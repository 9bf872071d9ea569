package jvsim.search;

import java.util.List;
import jvsim.vm.VmThread;

/**
 * Delay bounding (Emmi, Qadeer and Rakamarić, POPL 2011) over a deterministic round-robin
 * scheduler: the scheduler runs the thread of the previous step while it can (and does not yield),
 * then the next enabled thread in thread-creation order, cyclically; a delay skips the thread it
 * would pick for the next one. Every execution with no delay, then with exactly 1, 2, ... up to
 * --delays (default: until every execution is explored), as {@link BoundedSearch}.
 */
public final class DelaySearch extends BoundedSearch {
    public record Options(
            @SearchStrategy.Option(description = "explore executions of at most this many delays (default: all)", min = 0)
            Integer delays) { }

    public DelaySearch(Integer delays) { super(delays, "delays"); }

    /** The delays of enabled.get(i): how many enabled threads the round-robin order puts before it. */
    @Override int cost(Object state, List<VmThread> enabled, int i, VmThread prev, List<VmThread> all) {
        int from = prev == null ? 0 : all.indexOf(prev);
        // the previous thread first if it goes on, else the ones created after it, then the ones before
        boolean stays = prev != null && enabled.contains(prev) && !yields(prev);
        int n = all.size();
        int rank = rank(all.indexOf(enabled.get(i)), from, stays, n);
        int c = 0;
        for (VmThread t : enabled) if (rank(all.indexOf(t), from, stays, n) < rank) c++;
        return c;
    }

    private static int rank(int index, int from, boolean stays, int n) {
        int d = Math.floorMod(index - from, n);
        return stays ? d : d == 0 ? n : d;
    }

    /** delay. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public boolean prioritizable() { return true; }
        @Override public String name() { return "delay"; }
        @Override public String description() {
            return "delay bounding over a round-robin scheduler: executions with 0 delays, then 1, ... (--delays)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new DelaySearch(o.delays()); }
    }
}
