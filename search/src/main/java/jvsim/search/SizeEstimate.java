package jvsim.search;

/**
 * The estimate of the size of a depth-first search tree (its leaves: executions) while it is
 * explored: Knuth's estimator (Knuth, "Estimating the efficiency of backtrack programs", 1975)
 * along the current path, with the subtrees explored already counted exactly (the partial-tree
 * estimator of stateless model checkers). At each node of the current path, with F children
 * explored (S leaves in all), the current child estimated to have C leaves and P children known
 * but not yet explored, the node's subtree is estimated to have S + C + P·(S + C)/(F + 1) leaves:
 * every child not yet explored as large as the mean of its explored siblings and the current one.
 * Without explored siblings that is Knuth's product of the branching factors; once a node is
 * finished its count is exact, so the estimate of the whole tree ends at the exact count.
 *
 * <p>Under sleep sets (DPOR), the threads of the children explored before sleep in a later
 * child's subtree, so later children explore fewer orders: there the third child and later ones
 * are taken to be half as large as the one before ({@link #SLEEP_DECAY}; measured on the DPOR
 * oracles, they are 0.4 to 1 times the first, in dining philosophers 2^-k).
 *
 * <p>Known to be low early in a DPOR search: a state's children are not all known when its first
 * child is explored (a race with its step found in a later execution adds one), and the first
 * child explored, the order the first execution took, often has the smallest subtree (a thread
 * that ran to its end before the others leaves fewer orders behind). See docs/search-estimate.md for the
 * accuracy on the DPOR oracles. A search keeps one {@link Node} per state on its path and calls
 * {@link Node#up} from the leaf to the root.
 */
public final class SizeEstimate {
    private SizeEstimate() { }

    /** Under sleep sets, each child from the third on is taken to be this many times as large as the one before. */
    public static final double SLEEP_DECAY = 0.5;

    /** The explored part of one state's subtree (kept by the search beside the state). */
    public static final class Node {
        /** Leaves of the children explored to their end. */
        long doneLeaves;
        /** Children explored to their end. */
        int doneChildren;
        /** The search's leaf count when the current child began. */
        long leavesAtChild;

        /** A state whose first child begins when the search has counted leaves leaves. */
        public Node(long leaves) { leavesAtChild = leaves; }

        /** Its current child is explored to its end (the search has counted leaves leaves); the next one, if any, begins. */
        public void childDone(long leaves) {
            doneLeaves += leaves - leavesAtChild;
            doneChildren++;
            leavesAtChild = leaves;
        }

        /** The estimated leaves of this state's subtree, given its current child's estimate and its children not explored yet. */
        public double up(double current, int pending) { return SizeEstimate.up(doneLeaves, doneChildren, current, pending, 1.0); }

        /** As {@link #up(double, int)}, under sleep sets ({@link #SLEEP_DECAY}). */
        public double upSleeping(double current, int pending) { return SizeEstimate.up(doneLeaves, doneChildren, current, pending, SLEEP_DECAY); }
    }

    /**
     * The estimated leaves of a subtree whose explored children have doneLeaves leaves in all
     * (doneChildren of them), whose current child is estimated at current, and with pending
     * children known but not explored: each as large as the mean of the explored ones and the
     * current one, times decay for each position past the second.
     */
    public static double up(long doneLeaves, int doneChildren, double current, int pending, double decay) {
        double sum = doneLeaves + current;
        if (pending <= 0) return sum;
        double mean = sum / (doneChildren + 1);
        if (decay == 1.0) return sum + pending * mean;
        // the pending children are at positions doneChildren + 2 ... (1-based); the k-th weighs decay^(k-2)
        double first = Math.pow(decay, doneChildren);
        return sum + mean * first * (1 - Math.pow(decay, pending)) / (1 - decay);
    }

    /**
     * Whether the estimate has settled: the estimates a search made, kept thinned (at most
     * {@link #KEPT} of them, spread evenly over the executions), and their range over the last half of
     * the executions so far. An estimate that still moves by more than a factor of 2 within that half
     * is not one to read as "how far along" (early in a DPOR search it is low and rises, see
     * docs/search-estimate.md); the progress line and the limit message then give the range instead.
     */
    public static final class History {
        /** The most estimates kept; when full, every other one is dropped and the spacing doubles. */
        public static final int KEPT = 128;
        /** Before this many executions no range is given (too few to say it has settled). */
        public static final long MIN_EXECUTIONS = 16;

        private final long[] at = new long[KEPT], value = new long[KEPT];
        private int n;
        private long spacing = 1, next;

        /** The estimate after the search's executions-th execution. */
        public void add(long executions, long estimate) {
            if (executions < next) return;
            if (n == KEPT) {
                for (int i = 0; i < KEPT / 2; i++) {
                    at[i] = at[2 * i + 1];
                    value[i] = value[2 * i + 1];
                }
                n = KEPT / 2;
                spacing *= 2;
            }
            at[n] = executions;
            value[n++] = estimate;
            next = executions + spacing;
        }

        /**
         * {lowest, highest} of the estimates kept from half the executions on and the current one,
         * or {0, 0} before {@link #MIN_EXECUTIONS}.
         */
        public long[] range(long executions, long current) {
            if (executions < MIN_EXECUTIONS) return new long[] {0, 0};
            long low = current, high = current;
            for (int i = 0; i < n; i++) {
                if (2 * at[i] < executions) continue;
                low = Math.min(low, value[i]);
                high = Math.max(high, value[i]);
            }
            return new long[] {low, high};
        }
    }

    /** Settled: a range is known and its highest is at most twice its lowest. */
    public static boolean settled(long low, long high) { return low > 0 && high <= 2 * low; }
}
