package jvsim.search;

/**
 * The states a stateful search has visited: state hashes, each with the smallest depth it was
 * reached at, in an open-addressing table of primitive arrays (12 bytes a slot, at most half
 * full) that grows with the states visited up to the search's state bound.
 */
final class VisitedStates {
    private long[] hashes;
    private int[] depths;
    private int mask, size;
    private final long capacity;

    /** A table for at most capacity states. */
    VisitedStates(long capacity) {
        this.capacity = capacity;
        int slots = 1 << 12;
        hashes = new long[slots];
        depths = new int[slots];
        mask = slots - 1;
    }

    int size() { return size; }

    boolean full() { return size >= capacity; }

    /** Bytes the table occupies. */
    long bytes() { return 12L * hashes.length; }

    /**
     * Records the state at depth; returns true when it is new or was only seen deeper (then its
     * subtree may have been cut by a depth bound and must be explored again).
     */
    boolean visit(long hash, int depth) {
        if (hash == 0) hash = 1; // 0 marks a free slot
        int i = slot(hash);
        while (hashes[i] != 0) {
            if (hashes[i] == hash) {
                if (depths[i] <= depth) return false;
                depths[i] = depth;
                return true;
            }
            i = (i + 1) & mask;
        }
        hashes[i] = hash;
        depths[i] = depth;
        if (++size * 2 > hashes.length) grow();
        return true;
    }

    private int slot(long hash) { return (int) (hash ^ (hash >>> 32)) & mask; }

    private void grow() {
        long[] oh = hashes;
        int[] od = depths;
        hashes = new long[oh.length * 2];
        depths = new int[oh.length * 2];
        mask = hashes.length - 1;
        for (int j = 0; j < oh.length; j++) {
            if (oh[j] == 0) continue;
            int i = slot(oh[j]);
            while (hashes[i] != 0) i = (i + 1) & mask;
            hashes[i] = oh[j];
            depths[i] = od[j];
        }
    }
}
