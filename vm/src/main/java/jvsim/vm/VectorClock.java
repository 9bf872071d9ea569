package jvsim.vm;

import java.util.Arrays;

/**
 * A vector clock: per thread (a small non-negative number: a thread's uid, or its number among the
 * threads of a trace) a count of that thread's events, 0 for a thread not seen. It grows as threads
 * appear, so a component never set reads 0. The one implementation of happens-before clocks for
 * DPOR (search's HappensBefore), causal search's must-happen-before orders and the race detector.
 */
public final class VectorClock {
    private int[] c;

    /** An empty clock (every component 0). */
    public VectorClock() { this(8); }

    /** An empty clock with room for threads 0 to width - 1 before it grows. */
    public VectorClock(int width) { c = new int[Math.max(1, width)]; }

    private VectorClock(int[] c) { this.c = c; }

    /** The component of thread t (0 if never set). */
    public int get(int t) { return t < c.length ? c[t] : 0; }

    /** Sets the component of thread t to v. */
    public void set(int t, int v) {
        if (t >= c.length) c = Arrays.copyOf(c, Math.max(t + 1, c.length * 2));
        c[t] = v;
    }

    /** Adds one to the component of thread t. */
    public void tick(int t) { set(t, get(t) + 1); }

    /** Raises each component to the other clock's where that is greater (the least upper bound); nothing for null. */
    public void join(VectorClock o) {
        if (o == null) return;
        int[] from = o.c;
        if (from.length > c.length) {
            int n = from.length;
            while (n > c.length && from[n - 1] == 0) n--;
            if (n > c.length) c = Arrays.copyOf(c, n);
        }
        for (int i = 0, n = Math.min(c.length, from.length); i < n; i++) if (from[i] > c[i]) c[i] = from[i];
    }

    /** Whether every component is at most the other clock's (this clock is ordered before or equal to it). */
    public boolean leq(VectorClock o) {
        for (int i = 0; i < c.length; i++) if (c[i] > o.get(i)) return false;
        return true;
    }

    /** A copy, independent of this clock. */
    public VectorClock copy() { return new VectorClock(c.clone()); }

    /** A component: thread and value. */
    @FunctionalInterface
    public interface Component {
        void accept(int thread, int value);
    }

    /** Calls action with each non-zero component, in thread order. */
    public void forEach(Component action) {
        for (int i = 0; i < c.length; i++) if (c[i] != 0) action.accept(i, c[i]);
    }

    /** Clocks are equal when every component is (whatever room each has). */
    @Override
    public boolean equals(Object o) { return o instanceof VectorClock v && leq(v) && v.leq(this); }

    @Override
    public int hashCode() {
        int n = c.length;
        while (n > 0 && c[n - 1] == 0) n--;
        return Arrays.hashCode(Arrays.copyOf(c, n));
    }

    /** The non-zero components as {thread=value, ...}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        forEach((t, v) -> b.append(b.length() > 1 ? ", " : "").append(t).append('=').append(v));
        return b.append('}').toString();
    }
}
