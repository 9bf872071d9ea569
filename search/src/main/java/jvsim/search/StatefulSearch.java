package jvsim.search;

import java.util.ArrayDeque;
import jvsim.vm.StateHasher;

/**
 * Search with state matching: at every scheduling point the VM state is hashed canonically
 * ({@link StateHasher}) and a state visited before is not explored again. Scheduling points are
 * only visible operations on shared objects (with the default --sched=shared), so steps that touch
 * thread-local data only are merged into one transition: the sharedness-based partial-order
 * reduction of Java PathFinder. Depth-first search goes back to a state by restoring the
 * checkpoint its path keeps there (listeners' states included, see ExecutionListener#state; with
 * a listener that gives none, and breadth-first, a state is reached again by restoring the start
 * snapshot and re-executing its schedule). The state hash covers the listeners' states too, so
 * a state is not taken as visited when a listener would report differently from it.
 * <ul>
 * <li>depth-first: every execution follows the current path and extends it until it ends or
 *     reaches a visited state; then the deepest state with an unexplored choice is continued.</li>
 * <li>breadth-first: states are expanded level by level; each expansion re-executes the path to the
 *     state plus one step (for each of its data choices' values), and queues the state reached when
 *     it is new.</li>
 * </ul>
 * With --max-depth, states deeper than the bound are not expanded (the search then counts as
 * stopped by a limit); a state seen again at a smaller depth is expanded again.
 */
public final class StatefulSearch extends Search {
    private final boolean breadthFirst;
    private StateHasher hasher;
    private VisitedStates visited;
    private boolean depthCut;
    private java.util.List<jvsim.vm.ExecutionListener> stateListeners = java.util.List.of();

    public StatefulSearch(boolean breadthFirst) { this.breadthFirst = breadthFirst; }

    @Override protected void explore() {
        hasher = executor.vm().stateHasher();
        visited = new VisitedStates(config.maxStates > 0 ? config.maxStates : Long.MAX_VALUE);
        stateListeners = config.listeners.stream().filter(l -> (l.events() & jvsim.vm.ExecutionListener.STATES) != 0).toList();
        try {
            if (breadthFirst) breadthFirst();
            else depthFirst();
            if (depthCut && result.stoppedBy == null) result.stoppedBy = "max-depth";
        } finally {
            result.visitedBytes = visited.bytes();
        }
    }

    /** Whether the state at depth is new (recording it); throws Stop at the state bound. */
    private boolean visitNew(int depth) {
        if (visited.full()) {
            result.stoppedBy = "max-states";
            throw new Stop();
        }
        long h = hasher.hash();
        boolean isNew = visited.visit(h, depth);
        for (jvsim.vm.ExecutionListener l : stateListeners) l.stateVisited(executor.vm(), depth, h, isNew);
        if (!isNew) return false;
        result.states = visited.size();
        return true;
    }

    /** Tells the listeners that the search goes back to the state at depth; true. */
    private boolean backtracked(int depth) {
        for (jvsim.vm.ExecutionListener l : stateListeners) l.backtracked(executor.vm(), depth);
        return true;
    }

    private boolean beyondDepth(int depth) {
        if (config.maxDepth > 0 && depth >= config.maxDepth) {
            depthCut = true;
            return true;
        }
        return false;
    }

    // ---- depth-first

    private void depthFirst() {
        // backtracking restores checkpoints, unless a listener's state could not go back with them
        // with a priority, the choices it postpones are explored afterwards, each a search of its own from the start
        java.util.ArrayDeque<ChoicePath> later = new java.util.ArrayDeque<>();
        ChoicePath path = new ChoicePath(executor.checkpoints() ? executor : null).prioritized(config.priority, later, executor);
        while (path != null) {
            do {
                Executor.Mark from = path.resumePoint();
                finished(executor.run(path.strategy(depth -> !beyondDepth(depth) && visitNew(depth)), from));
            } while (path.advance() && backtracked(path.depth() - 1));
            path = later.poll();
            if (path != null) backtracked(0);
        }
    }

    // ---- breadth-first

    private void breadthFirst() {
        ArrayDeque<ChoicePath> frontier = new ArrayDeque<>();
        frontier.add(new ChoicePath());
        while (!frontier.isEmpty()) {
            ChoicePath path = frontier.poll();
            int start = path.depth();
            backtracked(start);
            // every option at the state (a thread, then the values of data choices in its step)
            // up to the next state, which is queued when it is new
            do {
                finished(executor.run(path.strategy(depth -> {
                    if (depth == start) return start > 0 || visitNew(0);
                    if (!beyondDepth(depth) && visitNew(depth)) frontier.add(path.prefix(depth));
                    return false;
                })));
            } while (path.advance());
        }
    }
}
