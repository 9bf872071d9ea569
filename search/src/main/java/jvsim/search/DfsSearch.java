package jvsim.search;

/**
 * Exhaustive depth-first search without reduction or state matching: every choice of enabled
 * thread at every scheduling point, and every value of every data choice, each execution re-run
 * from the start snapshot along the recorded prefix (stateless). The baseline that partial-order
 * reduction and state matching are checked against. With a priority ({@link SearchConfig#priority})
 * the choices it postpones are explored after the rest, each as a depth-first search of its own
 * (see {@link ChoicePath}): the same executions, in another order.
 */
public final class DfsSearch extends Search {
    @Override protected void explore() {
        java.util.ArrayDeque<ChoicePath> later = new java.util.ArrayDeque<>();
        for (ChoicePath path = new ChoicePath().prioritized(config.priority, later, executor); path != null; path = later.poll()) {
            do {
                Execution e = executor.run(path.strategy(depth -> {
                    result.states++;
                    return true;
                }));
                // every interleaving is an execution, but those Verify.assume ignored; with a priority
                // the tree is explored in parts (postponed choices later): no estimate
                long leaf = e.outcome.pruned ? 0 : 1;
                if (config.priority == null) result.estimatedExecutions = Math.max(result.executions + leaf, Math.round(path.estimate(leaf)));
                finished(e);
            } while (path.advance());
        }
        result.estimatedExecutions = result.executions;
    }
}
