package jvsim.vm;

/**
 * Asks the interpreter to construct and throw a Java exception in the target: allocate an instance
 * of the class, run its (String) constructor (or its (String, Throwable) one when there is a cause,
 * or its (int) one for a {@link #withCode code}, e.g. sun.nio.fs.UnixException's errno), and throw
 * it from the current instruction.
 */
public final class ThrowNew extends RuntimeException {
    public final String className;
    public final String message;
    public final VmObject cause;
    /** A NullPointerException the interpreter throws at a bytecode: its exception gets {@link #BYTECODE_NPE} as meta. */
    final boolean bytecodeNpe;
    /** Whether the (int) constructor runs, with {@link #code}. */
    final boolean hasCode;
    final int code;
    /** Marks (as its meta) a NullPointerException thrown by a bytecode, which gets JEP 358's helpful message. */
    public static final Object BYTECODE_NPE = new Object() {
        @Override public String toString() { return "NullPointerException at a bytecode"; }
    };

    public ThrowNew(String className, String message) { this(className, message, null); }

    public ThrowNew(String className, String message, VmObject cause) {
        this(className, message, cause, false);
    }

    private ThrowNew(String className, String message, VmObject cause, boolean bytecodeNpe) {
        this(className, message, cause, bytecodeNpe, false, 0);
    }

    private ThrowNew(String className, String message, VmObject cause, boolean bytecodeNpe, boolean hasCode, int code) {
        super(className + ": " + (hasCode ? String.valueOf(code) : message), null, false, false);
        this.className = className;
        this.message = message;
        this.cause = cause;
        this.bytecodeNpe = bytecodeNpe;
        this.hasCode = hasCode;
        this.code = code;
    }

    /** An exception constructed with its (int) constructor. */
    public static ThrowNew withCode(String className, int code) { return new ThrowNew(className, null, null, false, true, code); }

    /** The NullPointerException of a bytecode that met null. */
    static ThrowNew bytecodeNpe() { return new ThrowNew("java/lang/NullPointerException", null, null, true); }
}
