package jvsim.listeners.imunit;

/**
 * An event of a schedule: {@code name} (fired by any thread) or {@code name@thread}; the implicit
 * events {@code start@t} and {@code end@t} are a thread's first step and its end.
 */
record EventPattern(String name, String thread) {
    boolean matches(String firedName, String firedThread) {
        return name.equals(firedName) && (thread == null || thread.equals(firedThread));
    }

    /** Key under which the firing thread of a matching event is recorded. */
    String key() { return thread == null ? name : name + "@" + thread; }

    @Override public String toString() { return key(); }
}
