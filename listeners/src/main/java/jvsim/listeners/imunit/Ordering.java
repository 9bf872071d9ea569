package jvsim.listeners.imunit;

/** {@code condition -> event}: the event may happen only when the condition holds. */
record Ordering(Condition condition, EventPattern event) {
    @Override public String toString() { return condition + " -> " + event; }
}
