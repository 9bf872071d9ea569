package jvsim.mop;

/** A property spec that cannot be read: its message is one line, saying where and why. */
public final class BadSpec extends IllegalArgumentException {
    public BadSpec(String message) { super(message); }
}
