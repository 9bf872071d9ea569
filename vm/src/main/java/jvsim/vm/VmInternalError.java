package jvsim.vm;

/** A failure of jvsim itself or an unsupported feature: exit status 4. */
public final class VmInternalError extends RuntimeException {
    public VmInternalError(String message) { super(message); }
    public VmInternalError(String message, Throwable cause) { super(message, cause); }
}
