package jvsim.vm;

import java.util.List;

/**
 * A temporal property's monitor that a listener found violated, or that enforcing it holds a thread
 * back (jvsim.mop): the property, the objects of the monitor's binding, and the events the monitor
 * saw, in order. Typed for reports (JSON, HTML), beside the report's message.
 *
 * @param formula the property's formula as the listener shows it ("forbid (a b*)", "fsm")
 * @param binding per parameter the object's name in the report ("java.util.ArrayList@1"); empty without parameters
 * @param events the monitor's events, the last the one that violates it (or would: heldThread's next)
 * @param heldThread for an enforcement that held every thread: the thread held before the last event; else null
 */
public record PropertyViolation(String property, String formula, List<Binding> binding, List<Event> events, String heldThread) {
    public PropertyViolation {
        binding = List.copyOf(binding);
        events = List.copyOf(events);
    }

    /** A parameter and the object bound to it. */
    public record Binding(String parameter, String object) { }

    /** An event: its name in the property, the thread that made it, and the method's begin or end ("begin java.util.ArrayList$Itr.next"). */
    public record Event(String name, String thread, String call) {
        @Override public String toString() { return name + "@" + thread; }
    }
}
