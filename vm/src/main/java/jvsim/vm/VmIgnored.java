package jvsim.vm;

/** Thrown through host code when the target ends its execution as ignored (Verify.assume(false)). */
public final class VmIgnored extends RuntimeException {
    public VmIgnored() { super("execution ignored", null, false, false); }
}
