package jvsim.api;

/**
 * Named gates for {@code --gate="<location> until opened <name>"}: a thread arriving at the
 * location waits until some thread calls {@code Gates.open(name)}. Under jvsim opening is a
 * visible operation; on a plain JVM it does nothing.
 */
public final class Gates {
    private Gates() {}

    /** Opens the named gate for the rest of the execution (replaced by a native inside jvsim). */
    public static void open(String name) {
        if (name == null) throw new NullPointerException("gate name");
    }
}
