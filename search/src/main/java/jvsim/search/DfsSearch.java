package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.Scheduler;
import jvsim.vm.VmThread;

/**
 * Exhaustive depth-first search without reduction: every choice of enabled thread at every
 * scheduling point, each execution re-run from the start snapshot along the recorded prefix
 * (stateless). The baseline that partial-order reduction is checked against.
 */
public final class DfsSearch extends Search {
    /** A choice point: the enabled threads (uids, in order) and which one is being explored. */
    private static final class Node {
        final int[] enabled;
        int next;
        Node(int[] enabled) { this.enabled = enabled; }
    }

    private final List<Node> stack = new ArrayList<>();

    @Override protected void explore() {
        while (true) {
            Scheduler.Strategy s = new Scheduler.Strategy() {
                int depth;
                @Override public VmThread choose(List<VmThread> enabled) {
                    Node n;
                    if (depth < stack.size()) n = stack.get(depth);
                    else {
                        int[] uids = new int[enabled.size()];
                        for (int i = 0; i < uids.length; i++) uids[i] = enabled.get(i).uid;
                        n = new Node(uids);
                        stack.add(n);
                        result.states++;
                    }
                    depth++;
                    int want = n.enabled[n.next];
                    for (VmThread t : enabled) if (t.uid == want) return t;
                    throw new IllegalStateException("jvsim: nondeterministic re-execution at depth " + depth);
                }
            };
            finished(executor.run(s));
            // backtrack: the deepest node with an unexplored alternative
            while (!stack.isEmpty() && stack.get(stack.size() - 1).next + 1 >= stack.get(stack.size() - 1).enabled.length)
                stack.remove(stack.size() - 1);
            if (stack.isEmpty()) return;
            stack.get(stack.size() - 1).next++;
        }
    }
}
