package jvsim.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Iterative bounding (Musuvathi and Qadeer, PLDI 2007): each thread choice costs what a bound
 * counts (a preemption, a delay), and the search explores every execution of cost 0, then every
 * one of cost exactly 1, 2, ... up to the bound (default: until none is left), so cheap schedules
 * come first and each execution is explored once. Stateless: within one cost the search is a
 * depth-first search over the choices that cost nothing (and every value of every data choice),
 * re-running each execution from the start along its recorded choices; a choice that costs c is
 * not taken there but kept, as the choices leading to it, as the start of the search of cost
 * (current + c); within a cost, the searches whose costly choices come earliest run first. No
 * partial-order reduction: every schedule of each cost is explored. Memory grows with the
 * schedules of larger cost found so far (their choices, shared as a tree): a bound keeps the
 * ones beyond it from being kept at all. A choice's cost may depend on the choices before it in its
 * execution (variable bounding: a preemption at a variable preempted at before is free): each
 * execution keeps a cost state ({@link #newState}) that every choice updates, the fixed ones too.
 * With a priority ({@link SearchConfig#priority}), the costly choices it postpones start their
 * searches after those of the same cost it keeps: the same executions, in another order (a
 * preemption costs 1 whether kept or postponed, so the bound still counts every one).
 */
abstract class BoundedSearch extends Search {
    /** The largest cost explored, or null: until no schedule is left. */
    private final Integer max;
    /** The option that sets the bound, for stoppedBy ("preemptions"). */
    private final String bound;
    /** The cost of the executions being explored. */
    private int current;
    /** A schedule of a larger cost was left out because of the bound. */
    private boolean cut;

    BoundedSearch(Integer max, String bound) {
        this.max = max;
        this.bound = bound;
    }

    /**
     * The cost of running enabled.get(i) at a thread choice (enabled in thread-creation order),
     * where prev made the step before (null: none) and state is the execution's cost state; 0 for
     * at least one i.
     */
    abstract int cost(Object state, List<VmThread> enabled, int i, VmThread prev, List<VmThread> all);

    /** A fresh cost state for an execution (what the choices so far paid for), or null when costs need none. */
    Object newState() { return null; }

    /** Updates state: enabled.get(i) was chosen after prev (at every thread choice of the execution). */
    void chose(Object state, List<VmThread> enabled, int i, VmThread prev) { }

    /**
     * Within one cost, searches whose costly choice has a lower rank run first (then those whose
     * costly choices come earliest); 0 unless a strategy orders them (variable bounding: shared
     * variables first).
     */
    int rank(Object state, List<VmThread> enabled, int i, VmThread prev) { return 0; }

    /** Told every step of every execution (e.g. to learn which variables threads share). */
    void stepped(VmThread t, Op op) { }

    /** While exploring: the cost of every execution being explored now (after: of the last). */
    public int bound() { return current; }

    /**
     * A choice of an execution (a thread's uid or a data choice's value), linked to the choices
     * before it; depth: how many there are up to it; for nodes that start a search, rank: see
     * {@link #rank}, and seq: the order they were made in.
     */
    private record Node(Node parent, int value, int depth, int rank, long seq) {
        Node(Node parent, int value) { this(parent, value, parent == null ? 0 : parent.depth + 1, 0, 0); }
    }

    /** Numbers the starts of searches, in the order they were found. */
    private long starts;

    /**
     * The searches of one cost, in the order they are run: by rank, then the ones whose costly
     * choices come earliest in the execution first (a bug that needs an early preemption in a long execution
     * is found after a few executions, not after every alternative near the end), then in the
     * order they were found.
     */
    private static PriorityQueue<Node> bucket() {
        return new PriorityQueue<>(Comparator.comparingInt(Node::rank).thenComparingInt(Node::depth).thenComparingLong(Node::seq));
    }

    /** A choice beyond the fixed part of the schedule: its options of no cost and the one being explored. */
    private static final class Frame {
        /** Thread uids, or null for a data choice over min..min+count-1. */
        final int[] uids;
        final long min, count;
        long index;
        /** The choices up to and including this one's current option (made when first needed). */
        Node node;
        Frame(int[] uids) { this.uids = uids; this.min = 0; this.count = uids.length; }
        Frame(long min, long count) { this.uids = null; this.min = min; this.count = count; }
        int value() { return uids != null ? uids[(int) index] : (int) (min + index); }
    }

    @Override protected final void explore() {
        TreeMap<Integer, PriorityQueue<Node>> work = new TreeMap<>();
        work.computeIfAbsent(0, k -> bucket()).add(new Node(null, 0)); // the root: no choice
        while (!work.isEmpty()) {
            var first = work.pollFirstEntry();
            current = first.getKey();
            for (Node start = first.getValue().poll(); start != null; start = first.getValue().poll()) fromPrefix(start, work);
        }
        if (cut) result.stoppedBy = bound;
    }

    /** The choices from the root to node, in order (the root itself is not one). */
    private static int[] path(Node node) {
        int n = 0;
        for (Node x = node; x.parent != null; x = x.parent) n++;
        int[] p = new int[n];
        for (Node x = node; x.parent != null; x = x.parent) p[--n] = x.value;
        return p;
    }

    /** Explores every execution that follows start's choices and then makes only choices of no cost. */
    private void fromPrefix(Node start, TreeMap<Integer, PriorityQueue<Node>> work) {
        int[] fixed = path(start);
        List<Frame> frames = new ArrayList<>();
        while (true) {
            Execution e = executor.run(new SchedulingStrategy() {
                int pos;
                Node at = start;
                VmThread prev;
                boolean prevKnown;
                final Object state = newState();

                /** The choice at pos: the fixed one, an explored frame's, or a new frame (null: new data choice). */
                private Frame frame() {
                    int j = pos - fixed.length;
                    return j < frames.size() ? frames.get(j) : null;
                }

                private Node advance(Frame f) {
                    pos++;
                    if (f.node == null) f.node = new Node(at, f.value());
                    return at = f.node;
                }

                @Override public VmThread choose(List<VmThread> enabled) {
                    List<VmThread> all = executor.vm().scheduler.threads();
                    if (!prevKnown) {
                        prevKnown = true;
                        List<Step> beginning = executor.commonBeginning();
                        if (!beginning.isEmpty()) prev = byUid(all, beginning.get(beginning.size() - 1).threadUid);
                    }
                    if (enabled.size() == 1) return enabled.get(0);
                    if (pos < fixed.length) {
                        int want = fixed[pos++];
                        VmThread t = byUid(enabled, want);
                        if (t == null) throw new IllegalStateException("jvsim: " + bound + " bounding: the program did not repeat its schedule (thread " + want + " not enabled at choice " + pos + ")");
                        chose(state, enabled, enabled.indexOf(t), prev);
                        return t;
                    }
                    Frame f = frame();
                    if (f == null) {
                        boolean[] keep = ChoicePriority.postponing(config.priority, enabled, prev);
                        List<Integer> free = new ArrayList<>();
                        for (int i = 0; i < enabled.size(); i++) {
                            int c = cost(state, enabled, i, prev, all);
                            if (c == 0) {
                                free.add(enabled.get(i).uid);
                            } else if (max != null && current + c > max) {
                                cut = true;
                            } else {
                                // a choice the priority postpones comes after every one it keeps, within the cost
                                int rank = rank(state, enabled, i, prev) + (keep != null && !keep[i] ? POSTPONED : 0);
                                work.computeIfAbsent(current + c, k -> bucket()).add(new Node(at, enabled.get(i).uid, at.depth + 1, rank, ++starts));
                            }
                        }
                        f = new Frame(free.stream().mapToInt(Integer::intValue).toArray());
                        frames.add(f);
                        result.states++;
                    }
                    advance(f);
                    VmThread t = byUid(enabled, f.value());
                    chose(state, enabled, enabled.indexOf(t), prev);
                    return t;
                }

                @Override public int chooseValue(VmThread t, int min, int maxValue) {
                    if (pos < fixed.length) return fixed[pos++];
                    Frame f = frame();
                    if (f == null) {
                        f = new Frame(min, (long) maxValue - min + 1);
                        frames.add(f);
                        result.states++;
                    }
                    advance(f);
                    return f.value();
                }

                @Override public void executed(VmThread t, Op op) {
                    prev = t;
                    stepped(t, op);
                }
            });
            finished(e);
            while (!frames.isEmpty() && frames.get(frames.size() - 1).index + 1 >= frames.get(frames.size() - 1).count) frames.remove(frames.size() - 1);
            if (frames.isEmpty()) return;
            Frame last = frames.get(frames.size() - 1);
            last.index++;
            last.node = null;
        }
    }

    /** Added to the rank of a costly choice a priority postpones (--prioritize): below it, a strategy's own ranks. */
    private static final int POSTPONED = 1 << 24;

    static VmThread byUid(List<VmThread> threads, int uid) {
        for (VmThread t : threads) if (t.uid == uid) return t;
        return null;
    }

    /** Whether t's next operation gives the processor away (Thread.yield or sleep, or a spin the VM cut short). */
    static boolean yields(VmThread t) {
        return t.pending.kind == Op.YIELD || t.pending.kind == Op.SLEEP;
    }
}
