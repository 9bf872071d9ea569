package jvsim.search;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.vm.Op;
import jvsim.vm.VmThread;

/**
 * Variable bounding (seed 001, RankChecker): a preemption happens at a variable, the location of
 * the operation the preempted thread was about to perform, and an execution's cost is the number of
 * distinct variables it preempts at; every execution preempting at no variable, then at exactly 1,
 * 2, ... up to --variables (default: until every execution is explored), as {@link BoundedSearch}
 * (switches away from a thread that blocked, ended or yields are free, as in {@code icb}). A bug
 * that needs many preemptions on one or two variables (a check-then-act inside a loop) has a small
 * variable bound where its preemption bound is large. A variable is a field or array element of
 * one object, a static field, a monitor, or a thread's liveness or permit; a heap object is named
 * by jvsim's stable allocation id, the allocating thread and its allocation count (so, like
 * RankChecker's allocation site and count, it names the same object in every schedule in which
 * that thread ran the same code); an operation without a location (start, join) is a variable of
 * its own kind and thread. Shared first: within one bound, preemptions at variables that more than
 * one thread accessed in the executions so far are explored before the others.
 */
public final class VbSearch extends BoundedSearch {
    public record Options(
            @SearchStrategy.Option(description = "explore executions preempting at most this many distinct variables (default: all)", min = 0)
            Integer variables) { }

    /** A variable: holder id and key for located operations; for others, the kind (negative holder) and the other thread. */
    record Variable(long holder, long key) {
        static Variable of(Op op) {
            return op.hasHolder() ? new Variable(op.holderId(), op.key) : new Variable(Long.MIN_VALUE + op.kind, op.otherUid());
        }
    }

    /** Per variable: the uids of the threads that accessed it in the executions so far. */
    private final Map<Variable, Set<Integer>> accessedBy = new HashMap<>();

    public VbSearch(Integer variables) { super(variables, "variables"); }

    /** Whether running enabled.get(i) preempts prev. */
    private static boolean preempts(List<VmThread> enabled, int i, VmThread prev) {
        return prev != null && enabled.get(i) != prev && enabled.contains(prev) && !yields(prev);
    }

    /** The state: the variables preempted at so far in the execution. */
    @Override Object newState() { return new HashSet<Variable>(); }

    @SuppressWarnings("unchecked")
    @Override int cost(Object state, List<VmThread> enabled, int i, VmThread prev, List<VmThread> all) {
        return preempts(enabled, i, prev) && !((Set<Variable>) state).contains(Variable.of(prev.pending)) ? 1 : 0;
    }

    @SuppressWarnings("unchecked")
    @Override void chose(Object state, List<VmThread> enabled, int i, VmThread prev) {
        if (preempts(enabled, i, prev)) ((Set<Variable>) state).add(Variable.of(prev.pending));
    }

    /** Shared first: 0 for a preemption at a variable two threads accessed so far, else 1. */
    @Override int rank(Object state, List<VmThread> enabled, int i, VmThread prev) {
        Set<Integer> by = accessedBy.get(Variable.of(prev.pending));
        return by != null && by.size() > 1 ? 0 : 1;
    }

    @Override void stepped(VmThread t, Op op) {
        // every access of the step: a JDK step's footprint shares variables its first operation does not show
        for (Op p : op.parts()) if (p.hasHolder()) accessedBy.computeIfAbsent(Variable.of(p), k -> new HashSet<>()).add(t.uid);
    }

    /** vb. */
    public static final class Provider implements SearchStrategy<Options> {
        @Override public boolean prioritizable() { return true; }
        @Override public String name() { return "vb"; }
        @Override public String description() {
            return "variable bounding: executions preempting at 0 variables, then 1, ..., shared variables first (--variables)";
        }
        @Override public Class<Options> options() { return Options.class; }
        @Override public Search create(Options o) { return new VbSearch(o.variables()); }
    }
}
