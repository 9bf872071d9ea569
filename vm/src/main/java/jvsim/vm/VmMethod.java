package jvsim.vm;

import java.lang.reflect.Modifier;
import jvsim.vm.natives.NativeMethod;

/** A method of a loaded class: its bytecode (or native binding) and what the interpreter needs. */
public final class VmMethod {
    public final VmClass owner;
    public final String name;
    public final String desc;
    public final int access;
    public final byte[] code;
    public final int maxStack;
    public final int maxLocals;
    /** Exception table as quadruples: startPc, endPc, handlerPc, catch-type CP index (0 = any). */
    public final int[] handlers;
    /** Line number table as pairs: startPc, line; sorted by startPc. */
    public final int[] lines;
    /** Descriptor characters of the parameters (BCSIJFDZ, L for references incl. arrays). */
    public final char[] argKinds;
    /** Local-variable slots taken by the arguments, including the receiver. */
    public final int argSlots;
    /** Return kind: V, L (references), or one of BCSIJFDZ. */
    public final char returnKind;
    /** Local slot of each parameter, the receiver of an instance method being parameter 0. */
    public final int[] paramSlots;
    /** Position in the owner's vtable, or -1 for methods not dispatched virtually. */
    public int vtableIndex = -1;
    /**
     * The interpreter's copy of {@link #code} used for dispatch, where resolved instructions are
     * rewritten to quick forms (Opcodes.Q_*); operands are still read from code. Null until the
     * method first runs.
     */
    byte[] ops;
    /** Per bytecode index, what the quick instruction there uses (VmField, MethodRef, VmMethod, VmClass, Long). */
    Object[] links;
    /** Native binding, resolved at link time (natives and substituted methods). */
    public NativeMethod nativeImpl;
    /** The method's events ({@link MethodEvents}: BEGIN, END), set by {@link Vm#watchMethods}; 0 for none. */
    public int events;
    /** Whether operations in this method are hidden from the scheduler (see Quiet): 0 unknown, 1 yes, 2 no. */
    byte quiet;
    /** Whether this is a guarded blocking operation (see {@link SchedulingPolicy#guardable}): 0 unknown, 1 yes, 2 no. */
    byte guardable;
    /** Whether this method's waiting, once it parks, is guarded (see {@link SchedulingPolicy#guardedWait}): 0 unknown, 1 yes, 2 no. */
    byte guardedWait;
    /** True for the signature-polymorphic methods of MethodHandle and VarHandle. */
    public final boolean polymorphic;
    /** Index in the owner's declared-method order, used by reflection. */
    public final int index;
    /** Size of the lock(s) this method holds: 1 for synchronized methods. */
    public final boolean isSynchronized;
    /** The code is a lone return of a void, not synchronized method: calls need no frame (see Interpreter). */
    final boolean emptyVoid;

    VmMethod(VmClass owner, String name, String desc, int access, byte[] code, int maxStack, int maxLocals,
             int[] handlers, int[] lines, int index) {
        this.owner = owner; this.name = name; this.desc = desc; this.access = access;
        this.code = code; this.maxStack = maxStack; this.maxLocals = maxLocals;
        this.handlers = handlers; this.lines = lines; this.index = index;
        Descriptors.Sig sig = Descriptors.parse(desc);
        this.argKinds = sig.argKinds;
        this.returnKind = sig.returnKind;
        boolean st = Modifier.isStatic(access);
        this.argSlots = sig.slots + (st ? 0 : 1);
        this.paramSlots = new int[argKinds.length + (st ? 0 : 1)];
        int slot = 0, k = 0;
        if (!st) paramSlots[k++] = slot++;
        for (char a : argKinds) { paramSlots[k++] = slot; slot += Descriptors.isWide(a) ? 2 : 1; }
        this.polymorphic = Modifier.isNative(access) && (access & 0x80) != 0
                && (owner.name.equals("java/lang/invoke/MethodHandle") || owner.name.equals("java/lang/invoke/VarHandle"));
        this.isSynchronized = Modifier.isSynchronized(access);
        this.emptyVoid = code != null && code.length == 1 && (code[0] & 0xff) == Opcodes.RETURN && returnKind == 'V'
                && !isSynchronized && !Modifier.isNative(access);
    }

    public boolean isStatic() { return Modifier.isStatic(access); }
    public boolean isNative() { return Modifier.isNative(access); }
    public boolean isAbstract() { return Modifier.isAbstract(access); }
    public boolean isPrivate() { return Modifier.isPrivate(access); }
    public boolean isPublic() { return Modifier.isPublic(access); }
    public boolean isFinal() { return Modifier.isFinal(access); }
    public boolean isInit() { return name.equals("<init>"); }

    /** Source line of a bytecode index, or -1 when unknown. */
    public int lineAt(int pc) {
        int line = -1;
        if (lines == null) return -1;
        for (int i = 0; i < lines.length; i += 2) {
            if (lines[i] <= pc) line = lines[i + 1]; else break;
        }
        return line;
    }

    /** HotSpot-style description used in error messages: 'void a.B.m(int)'. */
    public String externalSignature() {
        return Descriptors.externalSignature(owner.javaName(), name, desc);
    }

    @Override public String toString() { return owner.name + "." + name + desc; }

    private long stateKey;

    /** The method's identity as a number for state hashing: equal in every execution. */
    public long stateKey() {
        long k = stateKey;
        if (k == 0) {
            k = owner.stateKey() * 31 + name.hashCode() * 0x9E3779B97F4A7C15L + desc.hashCode();
            stateKey = k == 0 ? 1 : k;
        }
        return k;
    }
}
