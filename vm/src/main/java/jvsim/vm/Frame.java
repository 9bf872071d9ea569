package jvsim.vm;

/**
 * An activation of a bytecode method. Locals occupy slots [0, maxLocals) and the operand stack
 * the slots above; each slot has a primitive part {@link #p} and a reference part {@link #r}.
 */
public final class Frame {
    public static final int NORMAL = 0;
    /** Runs a class's static initializer; on completion the class becomes initialized (or erroneous). */
    public static final int CLINIT = 1;
    /** Runs an exception's constructor; on return the constructed exception is thrown in the caller. */
    public static final int THROW_ON_RETURN = 2;
    /** Host code waits for this frame: on return (or throw) the interpreter loop exits. */
    public static final int HOST_CALL = 3;
    /**
     * An up-call from the VM into Java (e.g. MethodHandleNatives.linkMethod): on return, the result
     * goes to the caller's aux (with this frame's aux) and the caller's instruction executes again.
     */
    public static final int UPCALL = 4;
    /**
     * Initializes, in order, the superclass and superinterfaces of the class (aux) whose pending
     * CLINIT frame is its caller (JVMS 5.5 step 7), each by the full procedure; on return that
     * initializer starts.
     */
    public static final int INIT_SUPERS = 5;
    /**
     * A NORMAL frame of a method whose end is an event ({@link MethodEvents#END}) called from the
     * program: its return stops at the event first, then the frame is NORMAL.
     */
    public static final int END_EVENT = 6;
    /**
     * A call the VM inserted above a frame whose current instruction is to execute again (an
     * invocation of a blocking native that returns on its second call): on return, its result is
     * dropped and the caller's instruction executes again (see ConditionAwaits).
     */
    public static final int INSERTED = 7;

    public final VmMethod method;
    public final long[] p;
    public final VmObject[] r;
    public int pc;
    /** Next free operand-stack slot (absolute index). */
    public int sp;
    public Frame caller;
    public int kind;
    /** CLINIT and INIT_SUPERS: the class; THROW_ON_RETURN: the exception object. */
    public Object aux;
    /** The monitor a synchronized method holds. */
    public VmObject lock;
    /** A class-initializer frame whose superclasses' initializations are still under way above it. */
    public boolean pending;
    /** Depth of this frame in its thread's stack (1 = bottom). */
    public int depth;

    public Frame(VmMethod method) {
        this.method = method;
        int size = method.maxLocals + method.maxStack;
        this.p = new long[size];
        this.r = new VmObject[size];
        this.sp = method.maxLocals;
    }

    public int line() { return method.lineAt(pc); }

    /** A deep copy of this frame and its callers (slots copied), for state snapshots. */
    Frame copyChain() {
        Frame copy = new Frame(method);
        System.arraycopy(p, 0, copy.p, 0, p.length);
        System.arraycopy(r, 0, copy.r, 0, r.length);
        copy.pc = pc; copy.sp = sp; copy.kind = kind; copy.aux = aux; copy.lock = lock;
        copy.pending = pending; copy.depth = depth;
        copy.caller = caller == null ? null : caller.copyChain();
        return copy;
    }

    @Override public String toString() { return method + "@" + pc; }
}
