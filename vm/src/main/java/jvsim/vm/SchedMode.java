package jvsim.vm;

import java.util.Locale;

/**
 * Which accesses are scheduling points while searching ({@code --sched}): synchronization only
 * (volatile and atomic accesses of shared objects, monitors, waits, parks, starts, joins), also
 * plain accesses of shared objects, or every access of every object. Ordered from the fewest
 * points to the most.
 */
public enum SchedMode {
    SYNC, SHARED, ALL;

    /** The mode's name on the command line and in the JSON report: sync, shared or all. */
    public String spelling() { return name().toLowerCase(Locale.ROOT); }

    /** The mode spelled s (see {@link #spelling}), or null for none. */
    public static SchedMode parse(String s) {
        for (SchedMode m : values()) if (m.spelling().equals(s)) return m;
        return null;
    }

    /** Whether this mode makes at least the points of m. */
    public boolean atLeast(SchedMode m) { return compareTo(m) >= 0; }
}
