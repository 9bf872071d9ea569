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
    /** A NullPointerException the interpreter throws at a bytecode: its exception gets {@link #BYTECODE_NPE} as meta. */
    final boolean bytecodeNpe;
    /** Marks (as its meta) a NullPointerException thrown by a bytecode, which gets JEP 358's helpful message. */
    public static final Object BYTECODE_NPE = new Object() {
        @Override public String toString() { return "NullPointerException at a bytecode"; }
    };

    public ThrowNew(String className, String message) { this(className, message, null); }

    public ThrowNew(String className, String message, VmObject cause) {
        this(className, message, cause, false);
    }

    private ThrowNew(String className, String message, VmObject cause, boolean bytecodeNpe) {
        super(className + ": " + message, null, false, false);
        this.className = className;
        this.message = message;
        this.cause = cause;
        this.bytecodeNpe = bytecodeNpe;
    }

    /** The NullPointerException of a bytecode that met null. */
    static ThrowNew bytecodeNpe() { return new ThrowNew("java/lang/NullPointerException", null, null, true); }
}
