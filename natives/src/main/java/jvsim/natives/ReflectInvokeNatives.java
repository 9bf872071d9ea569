package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Descriptors;
import jvsim.vm.Frame;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.Const;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.Type;

/**
 * NativeMethodAccessorImpl.invoke0 and NativeConstructorAccessorImpl.newInstance0 with HotSpot's
 * semantics (Reflection::invoke_method / invoke_constructor): argument checks and unboxing in the
 * native, virtual selection by the receiver, results boxed into new box objects, exceptions of the
 * target wrapped in InvocationTargetException.
 *
 * <p>Natives cannot run Java code synchronously, so the call is made by a small hidden trampoline
 * class per target method, generated here: {@code static void call(Object[] holder, [receiver,]
 * args...)} invokes the target directly (invokestatic / invokespecial, the VM doing no access
 * checks), stores the boxed result in holder[0] or the thrown exception in holder[1], and returns.
 * Its frame is pushed as a re-execute frame (kind CLINIT on the trampoline class, which is already
 * initialized, so completing it changes nothing) and the native runs again once it returned; the
 * holder waits in the caller frame's otherwise unused {@code aux} field meanwhile.
 */
final class ReflectInvokeNatives {
    private ReflectInvokeNatives() {}

    /** Marks a holder array that waits in a caller frame's aux for the re-executed native. */
    private static final Object PENDING = new Object() {
        @Override public String toString() { return "jvsim reflective call in progress"; }
    };
    private static final String PREFIX = "jvsim/reflect/Call$";
    private static final String DIRECT_METHOD = "jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor",
            DIRECT_CONSTRUCTOR = "jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor";

    static void register(NativeRegistry reg) {
        reg.register("jdk/internal/reflect/NativeMethodAccessorImpl", "invoke0",
                "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", c -> invoke(c, false));
        reg.register("jdk/internal/reflect/NativeConstructorAccessorImpl", "newInstance0",
                "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", c -> invoke(c, true));
        // JDK 18 and later: the native accessors core reflection falls back to (JEP 416)
        reg.register(DIRECT_METHOD, "invoke0",
                "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", c -> invoke(c, false));
        reg.register(DIRECT_CONSTRUCTOR, "newInstance0",
                "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", c -> invoke(c, true));
    }

    private static void invoke(NativeCall c, boolean constructor) {
        Frame caller = c.thread.top;
        if (caller.aux instanceof VmObject && ((VmObject) caller.aux).meta == PENDING) {
            // second run: the trampoline has returned
            VmObject holder = (VmObject) caller.aux;
            caller.aux = null;
            GuestMemory.setMeta(holder, null);
            VmObject thrown = GuestMemory.element(holder, 1);
            if (thrown != null) throw new ThrowNew("java/lang/reflect/InvocationTargetException", null, thrown);
            c.ret(GuestMemory.element(holder, 0));
            return;
        }
        VmObject reflected = c.o(0);
        if (reflected == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmMethod m = Reflect.methodOf(c.vm, reflected);
        VmObject recv = constructor ? null : c.o(1);
        VmObject args = c.o(constructor ? 1 : 2);
        VmClass owner = m.owner;

        VmMethod target = m;
        if (constructor) {
            if (!owner.isInitialized() && c.vm.ensureInitialized(c.thread, owner)) { c.reexecute = true; return; }
            if (owner.isAbstract() || owner.isInterface() || owner.isArray() || owner.isPrimitive())
                throw new ThrowNew("java/lang/InstantiationException", owner.javaName());
        } else if (m.isStatic()) {
            if (!owner.isInitialized() && c.vm.ensureInitialized(c.thread, owner)) { c.reexecute = true; return; }
        } else {
            if (recv == null) throw new ThrowNew("java/lang/NullPointerException", null);
            if (!recv.cls.isSubclassOf(owner))
                throw new ThrowNew("java/lang/IllegalArgumentException", "object is not an instance of declaring class");
            if (!m.isPrivate() && !m.isInit()) {
                VmMethod sel = recv.cls.selectVirtual(m.name + m.desc);
                if (sel != null) target = sel;
            }
        }

        Descriptors.Sig sig = Descriptors.parse(m.desc);
        int argc = args == null ? 0 : args.length;
        if (sig.argTypes.length != argc) throw new ThrowNew("java/lang/IllegalArgumentException", "wrong number of arguments");
        long[] prim = new long[argc];
        for (int i = 0; i < argc; i++) {
            VmObject a = GuestMemory.element(args, i);
            char kind = sig.argKinds[i];
            if (kind == 'L') {
                if (a != null && !a.cls.isSubclassOf(c.vm.classes.forDescriptor(sig.argTypes[i])))
                    throw new ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch");
            } else {
                if (a == null) throw new ThrowNew("java/lang/IllegalArgumentException", null);
                char from = ArrayNatives.unboxKind(a.cls);
                long bits = from == '?' ? 0 : c.vm.known.boxValue(from).get(a);
                prim[i] = ArrayNatives.widen(bits, from, kind);
            }
        }

        VmMethod call = trampoline(c, target);
        VmObject holder = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.objectClass()), 2);
        if (constructor) {
            recv = c.vm.heap.newObject(owner);
            GuestMemory.setElement(holder, 0, recv);
        }
        GuestMemory.setMeta(holder, PENDING);
        caller.aux = holder;

        VmThread t = c.thread;
        Frame f = new Frame(call);
        f.kind = Frame.CLINIT; // completes without advancing the caller, which re-executes this native
        f.aux = call.owner;
        f.r[0] = holder;
        int slot = 1;
        if (!target.isStatic()) f.r[slot++] = recv;
        for (int i = 0; i < argc; i++) {
            char kind = sig.argKinds[i];
            if (kind == 'L') f.r[slot++] = GuestMemory.element(args, i);
            else {
                f.p[slot] = prim[i];
                slot += Descriptors.isWide(kind) ? 2 : 1;
            }
        }
        f.caller = caller;
        f.depth = t.depth + 1;
        t.top = f;
        t.depth++;
        c.reexecute = true;
    }

    /**
     * For stack traces: the native method (invoke0 or newInstance0) that a trampoline frame stands
     * for, so that it can be shown as HotSpot shows it ("...invoke0(Native Method)"); null for any
     * other frame.
     */
    private static VmMethod present(jvsim.vm.KnownMethod m) { return m.exists() ? m.get() : null; }

    static VmMethod nativeMethodOf(Frame f) {
        if (!f.method.owner.hidden || !f.method.owner.name.startsWith(PREFIX) || f.caller == null) return null;
        VmClass accessor = f.caller.method.owner;
        switch (accessor.name) {
            case "jdk/internal/reflect/NativeMethodAccessorImpl", DIRECT_METHOD:
                return present(accessor.name.equals(DIRECT_METHOD) ? accessor.vm.known.directMethodAccessorInvoke0 : accessor.vm.known.nativeMethodAccessorInvoke0);
            case "jdk/internal/reflect/NativeConstructorAccessorImpl", DIRECT_CONSTRUCTOR:
                return present(accessor.name.equals(DIRECT_CONSTRUCTOR) ? accessor.vm.known.directConstructorAccessorNewInstance0
                        : accessor.vm.known.nativeConstructorAccessorNewInstance0);
            default:
                return null;
        }
    }

    /** The trampoline's call method for target, generated and defined on first use. */
    private static VmMethod trampoline(NativeCall c, VmMethod target) {
        String name = PREFIX + target.owner.name.replace('/', '-') + "$" + target.index;
        VmClass k = c.vm.classes.findLoaded(name);
        if (k == null) {
            k = c.vm.classes.defineFromBytes(name, generate(name, target), null);
            k.hidden = true;
        }
        if (!k.isInitialized()) GuestMemory.markInitialized(k); // no static state, nothing to run
        return k.declaredMethods[0];
    }

    private static byte[] generate(String name, VmMethod target) {
        ClassGen cg = new ClassGen(name.replace('/', '.'), "java.lang.Object", "<jvsim>", Const.ACC_PUBLIC | Const.ACC_FINAL, new String[0]);
        cg.setAccessFlags(Const.ACC_PUBLIC | Const.ACC_FINAL | Const.ACC_SYNTHETIC); // no ACC_SUPER: invokespecial binds exactly
        cg.setMajor(52);
        cg.setMinor(0);
        ConstantPoolGen cp = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cp);
        InstructionList il = new InstructionList();
        String owner = target.owner.name.replace('/', '.');
        Type[] targs = Type.getArgumentTypes(target.desc);
        Type ret = Type.getReturnType(target.desc);
        boolean isStatic = target.isStatic();

        Type[] params = new Type[targs.length + (isStatic ? 1 : 2)];
        params[0] = new org.apache.bcel.generic.ArrayType(Type.OBJECT, 1);
        int p = 1;
        if (!isStatic) params[p++] = new ObjectType(owner);
        System.arraycopy(targs, 0, params, p, targs.length);

        int slot = 1;
        InstructionHandle start = null;
        if (!isStatic) {
            start = il.append(InstructionFactory.createLoad(Type.OBJECT, slot++));
        }
        for (Type t : targs) {
            InstructionHandle h = il.append(InstructionFactory.createLoad(t, slot));
            if (start == null) start = h;
            slot += t.getSize();
        }
        short kind = isStatic ? Const.INVOKESTATIC : Const.INVOKESPECIAL;
        InstructionHandle inv = il.append(fac.createInvoke(owner, target.name, ret, targs, kind, target.owner.isInterface()));
        if (start == null) start = inv;
        int tmp = slot;
        if (ret.getType() != Const.T_VOID) {
            il.append(InstructionFactory.createStore(ret, tmp));
            il.append(InstructionConst.ALOAD_0);
            il.append(InstructionConst.ICONST_0);
            if (ret instanceof org.apache.bcel.generic.BasicType) {
                String box = ArrayNatives.boxClass(ret.getSignature().charAt(0)).replace('/', '.');
                il.append(fac.createNew(box));
                il.append(InstructionConst.DUP);
                il.append(InstructionFactory.createLoad(ret, tmp));
                il.append(fac.createInvoke(box, "<init>", Type.VOID, new Type[]{ret}, Const.INVOKESPECIAL));
            } else {
                il.append(InstructionFactory.createLoad(Type.OBJECT, tmp));
            }
            il.append(InstructionConst.AASTORE);
        }
        InstructionHandle last = il.append(InstructionConst.RETURN);
        InstructionHandle handler = il.append(InstructionFactory.createStore(Type.OBJECT, tmp));
        il.append(InstructionConst.ALOAD_0);
        il.append(InstructionConst.ICONST_1);
        il.append(InstructionFactory.createLoad(Type.OBJECT, tmp));
        il.append(InstructionConst.AASTORE);
        il.append(InstructionConst.RETURN);

        MethodGen mg = new MethodGen(Const.ACC_PUBLIC | Const.ACC_STATIC, Type.VOID, params, null, "call", name.replace('/', '.'), il, cp);
        mg.addExceptionHandler(start, last, handler, null);
        mg.setMaxLocals(tmp + 2);
        mg.setMaxStack(Math.max(slot + 2, 6));
        cg.addMethod(mg.getMethod());
        il.dispose();
        return cg.getJavaClass().getBytes();
    }
}
