package jvsim.vm;

/**
 * Asks the interpreter to construct and throw a Java exception in the target: allocate an instance
 * of the class, run its (String) constructor (or its (String, Throwable) one when there is a cause),
 * and throw it from the current instruction.
 */
public final class ThrowNew extends RuntimeException {
    public final String className;
    public final String message;
    public final VmObject cause;

    public ThrowNew(String className, String message) { this(className, message, null); }

    public ThrowNew(String className, String message, VmObject cause) {
        super(className + ": " + message, null, false, false);
        this.className = className;
        this.message = message;
        this.cause = cause;
    }
}
