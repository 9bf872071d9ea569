package jvsim.search.coverage;

import java.util.Arrays;

/** A set of longs (open addressing, linear probing; {@link #EMPTY} cannot be a member), for the many sequences coverage counts. */
final class LongSet {
    /** The value that marks a free slot; sequences never encode to it. */
    static final long EMPTY = -1L;
    private long[] slots = new long[64];
    private int size;

    {
        Arrays.fill(slots, EMPTY);
    }

    int size() { return size; }

    boolean contains(long v) {
        long[] s = slots;
        int mask = s.length - 1;
        for (int i = mix(v) & mask; ; i = (i + 1) & mask) {
            long x = s[i];
            if (x == v) return true;
            if (x == EMPTY) return false;
        }
    }

    /** Adds v; whether it was not there. */
    boolean add(long v) {
        if (v == EMPTY) throw new IllegalArgumentException("jvsim: " + EMPTY + " cannot be a member");
        if ((size + 1) * 2 > slots.length) grow();
        long[] s = slots;
        int mask = s.length - 1;
        for (int i = mix(v) & mask; ; i = (i + 1) & mask) {
            long x = s[i];
            if (x == v) return false;
            if (x == EMPTY) {
                s[i] = v;
                size++;
                return true;
            }
        }
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        Arrays.fill(slots, EMPTY);
        size = 0;
        for (long v : old) if (v != EMPTY) add(v);
    }

    private static int mix(long v) {
        v *= 0x9E3779B97F4A7C15L;
        return (int) (v ^ (v >>> 29) ^ (v >>> 47));
    }
}
