package jvsim.vm.gates;

/**
 * A place in the code (any class, JDK included): a method's entry, its exits (before each return
 * instruction), or the start of a source line; optionally only for the thread of a name, and a
 * hit count (for a gate: the n-th arrival waits; in a condition: passed at least n times).
 */
public record Location(String className, String method, int kind, int line, String thread, int hit) {
    public static final int ENTRY = 0, EXIT = 1, LINE = 2;

    /** The code position alone (class, method, kind, line), which is what gets instrumented. */
    String point() {
        return className.replace('/', '.') + "." + method + (kind == EXIT ? ":exit" : kind == LINE ? ":" + line : "");
    }

    boolean forThread(String name) { return thread == null || thread.equals(name); }

    @Override public String toString() {
        return point() + (thread == null ? "" : "@" + thread) + (hit == 0 ? "" : "#" + hit);
    }
}
