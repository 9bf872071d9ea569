package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * The current path of a depth-first search: at each depth a choice (which enabled thread steps, or
 * which value a data choice takes) and the option being explored. Every execution re-runs the path
 * from the start and extends it with first options; {@link #advance} then moves to the next
 * unexplored option of the deepest choice. With an executor to take checkpoints, each thread
 * choice keeps one of the state before it, and an execution starts from the deepest checkpoint at
 * or above the choice advanced ({@link #resumePoint}) instead of the start.
 *
 * <p>With a {@link ChoicePriority} ({@link #prioritized}), a new thread choice where a preemption is
 * possible has only the threads the priority keeps as its options; each thread it postpones
 * becomes a path of its own (this one's options up to the choice, then that thread) queued to be
 * explored after this one, with the same priority (its own postponed choices queue behind). The
 * paths of a search and of those it queues together explore every execution the search explores
 * without a priority, each once: every option of every choice is either explored here or is the
 * last choice of exactly one queued path, whose fixed part never advances.
 */
final class ChoicePath {
    private static final class Choice {
        /** Enabled threads' uids, or null for a data choice over min..max. */
        final int[] uids;
        final int min;
        final long count;
        /** The option being explored, and the last one to explore. */
        long next, last;
        Choice(int[] uids) { this.uids = uids; this.min = 0; this.count = uids.length; this.last = count - 1; }
        Choice(int min, int max) { this.uids = null; this.min = min; this.count = (long) max - min + 1; this.last = count - 1; }

        /** This choice restricted to its current option. */
        Choice fixed() {
            Choice c = uids == null ? new Choice(min, (int) (min + count - 1)) : new Choice(uids);
            c.next = c.last = next;
            c.prevUid = prevUid;
            return c;
        }
        int option() { return uids == null ? (int) (min + next) : uids[(int) next]; }
        /** The state before the choice (thread choices, with checkpoints). */
        Executor.Mark mark;
        /** The explored part of the choice's subtree, for the estimate of the search's size. */
        SizeEstimate.Node size;
        /** With a priority: the thread of the step before the choice (-1: none). */
        int prevUid = -1;
    }

    /** Leaves (executions) counted so far by {@link #estimate}. */
    private long leaves;

    /**
     * After an execution along the path (leaf: what it counts for, 1 or 0) and before
     * {@link #advance}: the estimated leaves of the whole tree ({@link SizeEstimate}; every option
     * of a choice is a child, so only the sizes of the options not explored yet are estimated).
     */
    double estimate(long leaf) {
        leaves += leaf;
        double below = leaf;
        for (int k = stack.size() - 1; k >= 0; k--) {
            Choice c = stack.get(k);
            if (c.size == null) c.size = new SizeEstimate.Node(leaves - leaf);
            below = c.size.up(below, (int) Math.min(Integer.MAX_VALUE, c.last - c.next));
        }
        return below;
    }

    private final List<Choice> stack = new ArrayList<>();
    /** Takes the checkpoints, or null: every execution from the start. */
    private final Executor checkpoints;
    /** The depth the next execution starts at (that of its checkpoint). */
    private int startDepth;

    ChoicePath() { this(null); }

    ChoicePath(Executor checkpoints) { this.checkpoints = checkpoints; }

    /** The priority, or null; where postponed paths go; the executor whose common beginning's last step comes before the first choice. */
    private ChoicePriority priority;
    private java.util.Deque<ChoicePath> later;
    private Executor executor;

    /** This path with priority: threads it postpones at a new choice are queued on later as paths of their own. */
    ChoicePath prioritized(ChoicePriority priority, java.util.Deque<ChoicePath> later, Executor executor) {
        this.priority = priority;
        this.later = later;
        this.executor = executor;
        return this;
    }

    /** The path that follows this one's options up to depth, then thread uid (a postponed option), prioritized like this one. */
    private ChoicePath postponed(int depth, int uid) {
        ChoicePath p = prefix(depth);
        p.stack.add(new Choice(new int[] {uid}));
        return p.prioritized(priority, later, executor);
    }

    /**
     * Where the next execution starts: the checkpoint of the deepest choice at or above the one
     * {@link #advance} moved (those below it are gone with it), or null for the start.
     */
    Executor.Mark resumePoint() {
        startDepth = 0;
        Executor.Mark from = null;
        for (int k = stack.size() - 1; k >= 0; k--) {
            if (stack.get(k).mark != null) {
                startDepth = k;
                from = stack.get(k).mark;
                break;
            }
        }
        for (int k = startDepth + 1; k < stack.size(); k++) stack.get(k).mark = null;
        return from;
    }

    /** Choices made so far (the depth of the state the path leads to). */
    int depth() { return stack.size(); }

    /**
     * A path that follows this one's current options up to depth and explores from there: the
     * fixed part has a single option at each choice, so {@link #advance} never goes back into it.
     */
    ChoicePath prefix(int depth) {
        ChoicePath p = new ChoicePath(checkpoints);
        for (int i = 0; i < depth; i++) p.stack.add(stack.get(i).fixed());
        return p;
    }

    /** Moves to the next unexplored option of the deepest choice; false when the search is complete. */
    boolean advance() {
        while (!stack.isEmpty() && stack.get(stack.size() - 1).next >= stack.get(stack.size() - 1).last)
            stack.remove(stack.size() - 1);
        if (stack.isEmpty()) return false;
        Choice c = stack.get(stack.size() - 1);
        if (c.size != null) c.size.childDone(leaves);
        c.next++;
        return true;
    }

    /** Decides whether the search goes on from a new state (depth: choices made before it). */
    interface Gate {
        boolean explore(int depth);
    }

    /** A strategy for one execution along the path; at new states it asks gate whether to go on. */
    SchedulingStrategy strategy(Gate gate) {
        int from = startDepth;
        startDepth = 0;
        return new SchedulingStrategy() {
            int depth = from;
            /** The thread of the previous step (known only with a priority, which needs it). */
            VmThread prev;
            boolean prevKnown = priority == null;

            @Override public VmThread choose(List<VmThread> enabled) {
                if (!prevKnown) {
                    prevKnown = true;
                    // resumed at a checkpoint: the thread of the step before its choice; from the start: the common beginning's last
                    List<Step> beginning = executor.commonBeginning();
                    int uid = depth < stack.size() ? stack.get(depth).prevUid : beginning.isEmpty() ? -1 : beginning.get(beginning.size() - 1).threadUid;
                    prev = BoundedSearch.byUid(executor.vm().scheduler.threads(), uid);
                }
                if (depth == stack.size()) {
                    if (!gate.explore(depth)) return null;
                    boolean[] keep = ChoicePriority.postponing(priority, enabled, prev);
                    int kept = 0;
                    for (int i = 0; i < enabled.size(); i++) if (keep == null || keep[i]) kept++;
                    int[] uids = new int[kept];
                    // the kept threads in the priority's order (preferred first); the postponed ones queued
                    List<VmThread> ordered = ChoicePriority.order(priority, enabled, prev, keep);
                    for (int i = 0; i < ordered.size(); i++) {
                        if (i < kept) uids[i] = ordered.get(i).uid;
                        else later.add(postponed(depth, ordered.get(i).uid));
                    }
                    Choice c = new Choice(uids);
                    c.prevUid = prev == null ? -1 : prev.uid;
                    stack.add(c);
                }
                Choice c = stack.get(depth++);
                if (c.uids == null) throw nondeterministic("the first execution made a data choice", enabled);
                if (checkpoints != null && c.mark == null && c.next < c.last) c.mark = checkpoints.checkpoint();
                int want = c.option();
                for (VmThread t : enabled) if (t.uid == want) return t;
                throw nondeterministic("thread " + want + " was to run, but it cannot run there", enabled);
            }

            @Override public void executed(VmThread t, jvsim.vm.Op op) { prev = t; }

            @Override public int chooseValue(VmThread t, int min, int max) {
                if (depth == stack.size()) stack.add(new Choice(min, max));
                Choice c = stack.get(depth++);
                if (c.uids != null || c.min != min || c.count != (long) max - min + 1)
                    throw new IllegalStateException("jvsim: nondeterministic re-execution: at step " + depth + " thread " + t.uid + " was to make a data choice of "
                            + min + ".." + max + " at " + t.pending.where() + (c.uids != null ? ", where the first execution chose a thread"
                            : ", but the first execution's was of " + c.min + ".." + (c.min + c.count - 1)));
                return c.option();
            }

            /**
             * The first step of a re-execution that did not do what the first execution did there:
             * what the first execution did there, and the threads that can run.
             */
            private IllegalStateException nondeterministic(String what, List<VmThread> enabled) {
                return new IllegalStateException("jvsim: nondeterministic re-execution: at step " + depth + ' ' + what + "; the threads that can: " + threadsThatCan(enabled));
            }
        };
    }

    /** The threads of a diverged re-execution that can run, each with what it would do and where (for the searches' divergence reports). */
    static String threadsThatCan(List<VmThread> enabled) {
        StringBuilder b = new StringBuilder();
        for (VmThread t : enabled) {
            if (b.length() > 0) b.append("; ");
            b.append('"').append(t.name()).append("\" (").append(t.uid).append(") ").append(t.pending.describe()).append(" at ").append(t.pending.where());
        }
        return b.toString();
    }
}
