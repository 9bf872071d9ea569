package jvsim.api;

/**
 * Data nondeterminism for programs checked by jvsim, as Java PathFinder's Verify: a search explores
 * every value a choice can take, together with every thread interleaving. Only meaningful inside
 * jvsim (the methods are implemented by the VM); a single run ({@code --search=none}) takes the
 * smallest value of each choice.
 */
public final class Verify {
    private Verify() {}

    /** One of the values min..max (inclusive); throws IllegalArgumentException when min > max. */
    public static native int getInt(int min, int max);

    /** false or true (false first). */
    public static boolean getBoolean() { return getInt(0, 1) == 1; }

    /**
     * Continues only when cond holds: otherwise the current execution ends here and is ignored
     * (neither a violation nor a complete execution), to rule out choices the test does not want.
     */
    public static void assume(boolean cond) {
        if (!cond) ignoreExecution();
    }

    private static native void ignoreExecution();
}
