package jvsim.listeners;

import java.util.Arrays;

/** A vector clock indexed by thread uid; grows as threads appear. */
final class VectorClock {
    private int[] c = new int[8];

    int get(int uid) { return uid < c.length ? c[uid] : 0; }

    void set(int uid, int v) {
        if (uid >= c.length) c = Arrays.copyOf(c, Math.max(uid + 1, c.length * 2));
        c[uid] = v;
    }

    void tick(int uid) { set(uid, get(uid) + 1); }

    void join(VectorClock o) {
        if (o == null) return;
        if (o.c.length > c.length) c = Arrays.copyOf(c, o.c.length);
        for (int i = 0; i < o.c.length; i++) if (o.c[i] > c[i]) c[i] = o.c[i];
    }

    /** Calls action with each non-zero component, in uid order. */
    void forEach(java.util.function.BiConsumer<Integer, Integer> action) {
        for (int i = 0; i < c.length; i++) if (c[i] != 0) action.accept(i, c[i]);
    }

    VectorClock copy() {
        VectorClock v = new VectorClock();
        v.c = c.clone();
        return v;
    }
}
