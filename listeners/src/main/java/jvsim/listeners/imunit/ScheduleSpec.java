package jvsim.listeners.imunit;

import java.util.List;

/** A parsed IMUnit schedule: its orderings, and the text it came from (for messages). */
record ScheduleSpec(String text, List<Ordering> orderings) {
    @Override public String toString() { return text; }
}
