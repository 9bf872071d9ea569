package jvsim.search;

/**
 * Exhaustive depth-first search without reduction or state matching: every choice of enabled
 * thread at every scheduling point, and every value of every data choice, each execution re-run
 * from the start snapshot along the recorded prefix (stateless). The baseline that partial-order
 * reduction and state matching are checked against.
 */
public final class DfsSearch extends Search {
    @Override protected void explore() {
        ChoicePath path = new ChoicePath();
        do {
            Execution e = executor.run(path.strategy(depth -> {
                result.states++;
                return true;
            }));
            // every interleaving is an execution, but those Verify.assume ignored
            long leaf = e.outcome.pruned ? 0 : 1;
            result.estimatedExecutions = Math.max(result.executions + leaf, Math.round(path.estimate(leaf)));
            finished(e);
        } while (path.advance());
        result.estimatedExecutions = result.executions;
    }
}
