package jvsim.listeners.imunit;

/** The left side of an ordering: events that must have happened, combined with && and ||. */
sealed interface Condition {
    /** What the condition is evaluated against: which events happened, which threads are blocked. */
    interface State {
        boolean happened(EventPattern e);
        /** The event happened and the thread that fired it is blocked now. */
        boolean blockedAfter(EventPattern e);
    }

    boolean holds(State s);

    /** {@code e}, or the block event {@code [e]}. */
    record Event(EventPattern event, boolean block) implements Condition {
        @Override public boolean holds(State s) { return block ? s.blockedAfter(event) : s.happened(event); }
        @Override public String toString() { return block ? "[" + event + "]" : event.toString(); }
    }

    record And(Condition left, Condition right) implements Condition {
        @Override public boolean holds(State s) { return left.holds(s) && right.holds(s); }
        @Override public String toString() { return paren(left) + " && " + paren(right); }
    }

    record Or(Condition left, Condition right) implements Condition {
        @Override public boolean holds(State s) { return left.holds(s) || right.holds(s); }
        @Override public String toString() { return paren(left) + " || " + paren(right); }
    }

    private static String paren(Condition c) { return c instanceof Event ? c.toString() : "(" + c + ")"; }
}
