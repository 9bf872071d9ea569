package jvsim.vm;

/** The run was stopped from outside ({@link Vm#stopRequested}), e.g. by a time limit. */
public final class VmStopped extends RuntimeException {
    public VmStopped() { super("stopped", null, false, false); }
}
