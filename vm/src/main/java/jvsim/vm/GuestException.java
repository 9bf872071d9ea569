package jvsim.vm;

/** A Java exception object of the target being thrown; carried through host code to the interpreter. */
public final class GuestException extends RuntimeException {
    public final VmObject exception;

    public GuestException(VmObject exception) {
        super(null, null, false, false);
        this.exception = exception;
    }

    @Override public String getMessage() { return exception.cls.javaName(); }
}
