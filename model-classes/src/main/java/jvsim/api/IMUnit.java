package jvsim.api;

/**
 * IMUnit events (Jagannath et al., FSE 2011): the target marks points of its threads with named
 * events, and schedules ({@link Schedule}) order them. Under jvsim ({@code --listener=imunit}) an
 * event is a visible operation that the schedule can hold back; on a plain JVM it does nothing.
 */
public final class IMUnit {
    private IMUnit() {}

    /** The current thread reaches the event {@code name} (replaced by a native inside jvsim). */
    public static void fireEvent(String name) {
        if (name == null) throw new NullPointerException("event name");
    }
}
