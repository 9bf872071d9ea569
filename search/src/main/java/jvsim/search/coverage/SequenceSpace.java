package jvsim.search.coverage;

/**
 * The blocks a sequence covering array orders, numbered 0..size-1: which thread each belongs to and
 * the order they must run in whatever the schedule (a partial order: each thread's program order,
 * and what thread start and join impose). Two blocks of different threads neither of which must run
 * before the other are <em>concurrent</em>: the schedule decides their order.
 *
 * <p>A t-way sequence (t blocks in an order) counts when every block of it is concurrent with
 * another block of it (so its order is up to the schedule, not fixed) and its order agrees with the
 * must-order: every pair of its blocks that is not concurrent is in the order it must run in
 * ({@link #qualifies}). A schedule (a row: every block once, in an order that agrees with the
 * must-order) covers the t-way sequences it runs in their order, other blocks between them or not.
 */
public interface SequenceSpace {
    /** The number of blocks. */
    int size();

    /** The thread of block a (any numbering). */
    int thread(int a);

    /** Whether block a must run before block b (antisymmetric: never both). */
    boolean before(int a, int b);

    /** Whether the sequence is covered already (by executions run), so no row need cover it. */
    boolean covered(int[] sequence);

    /** Blocks of different threads, neither of which must run before the other. */
    default boolean concurrent(int a, int b) { return thread(a) != thread(b) && !before(a, b) && !before(b, a); }

    /**
     * Whether the distinct blocks s[0..t-1], in this order, are a sequence that counts: each is
     * concurrent with another of them, and each pair that is not concurrent is in its must-order.
     */
    default boolean qualifies(int[] s, int t) {
        for (int i = 0; i < t; i++) {
            boolean paired = false;
            for (int j = 0; j < t; j++) {
                if (i == j) continue;
                if (s[i] == s[j]) return false;
                if (concurrent(s[i], s[j])) paired = true;
                else if (i < j && !before(s[i], s[j])) return false;
            }
            if (!paired) return false;
        }
        return true;
    }

    /** A sequence of at most 4 blocks as one long (for sets of sequences): 63 / t bits a block. */
    static long encode(int[] s, int t) {
        int bits = 63 / t;
        long code = 0;
        for (int i = 0; i < t; i++) code = (code << bits) | s[i];
        return code;
    }

    /** The inverse of {@link #encode}. */
    static int[] decode(long code, int t) {
        int bits = 63 / t;
        int[] s = new int[t];
        for (int i = t - 1; i >= 0; i--) {
            s[i] = (int) (code & ((1L << bits) - 1));
            code >>>= bits;
        }
        return s;
    }

    /** The largest block number {@link #encode} takes for strength t. */
    static int maxBlock(int t) { return (int) Math.min(Integer.MAX_VALUE - 1, (1L << (63 / t)) - 1); }
}
