package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Descriptors;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.lang.invoke.MethodHandleNatives: MemberName resolution and field layout for the JDK's
 * method handles, with HotSpot's semantics (methodHandles.cpp). A resolved method MemberName
 * refers through its {@code method} field to a ResolvedMethodName whose {@code meta} is the
 * VmMethod (HotSpot's vmtarget); the interpreter's MethodHandle intrinsics call that method.
 * Field MemberNames are found again by class, name and type when their offset is asked for.
 */
final class MethodHandleNatives {
    private MethodHandleNatives() {}

    static final String MHN = "java/lang/invoke/MethodHandleNatives";
    // MethodHandleNatives.Constants
    static final int IS_METHOD = 0x10000, IS_CONSTRUCTOR = 0x20000, IS_FIELD = 0x40000, TRUSTED_FINAL = 0x200000;
    static final int ALL_KINDS = IS_METHOD | IS_CONSTRUCTOR | IS_FIELD | 0x80000;
    static final int REF_SHIFT = 24;
    static final int REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4, REF_invokeVirtual = 5,
            REF_invokeStatic = 6, REF_invokeSpecial = 7, REF_newInvokeSpecial = 8, REF_invokeInterface = 9;
    /** JVM_RECOGNIZED_METHOD_MODIFIERS / FIELD_MODIFIERS. */
    private static final int METHOD_MODIFIERS = 0x1DFF, FIELD_MODIFIERS = 0x50DF;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass(MHN);
        r.add("registerNatives", "()V", c -> { });
        // no named constants: verifyConstants (run only with assertions) then has nothing to compare
        r.add("getNamedCon", "(I[Ljava/lang/Object;)I", c -> c.ret(0));
        r.add("init", "(Ljava/lang/invoke/MemberName;Ljava/lang/Object;)V", MethodHandleNatives::init);
        r.add("expand", "(Ljava/lang/invoke/MemberName;)V", MethodHandleNatives::expand);
        r.add("resolve", "(Ljava/lang/invoke/MemberName;Ljava/lang/Class;IZ)Ljava/lang/invoke/MemberName;", MethodHandleNatives::resolve);
        r.add("objectFieldOffset", "(Ljava/lang/invoke/MemberName;)J", c -> c.ret(UnsafeNatives.fieldOffset(fieldOf(c, c.o(0)))));
        r.add("staticFieldOffset", "(Ljava/lang/invoke/MemberName;)J", c -> c.ret(UnsafeNatives.fieldOffset(fieldOf(c, c.o(0)))));
        r.add("staticFieldBase", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", c -> c.ret(fieldOf(c, c.o(0)).owner.mirror));
        r.add("getMemberVMInfo", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", MethodHandleNatives::memberVmInfo);
        r.add("setCallSiteTargetNormal", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", c -> setCallSiteTarget(c, false));
        r.add("setCallSiteTargetVolatile", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", c -> setCallSiteTarget(c, true));
        r.add("clearCallSiteContext", "(Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;)V", c -> { });
        // substitution: the JDK registers every call site with the common Cleaner, whose thread
        // would be a target thread; the VM keeps no per-call-site native state to clean up
        reg.register(MHN + "$CallSiteContext", "make", "(Ljava/lang/invoke/CallSite;)Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;",
                c -> c.ret(c.vm.heap.newObject(c.vm.known.callSiteContext.get())));
    }

    /**
     * MutableCallSite.setTarget (plain) and VolatileCallSite.setTarget (volatile): a write step of
     * the call site's target field (final in the class library, see VmField#rewritten), which an
     * invocation through the site reads (CallSite.getTarget, in bytecode, as the site's dynamic
     * invoker and an invokedynamic linked to the site do; VolatileCallSite's through Unsafe).
     */
    private static void setCallSiteTarget(NativeCall c, boolean isVolatile) {
        jvsim.vm.VmField f = c.vm.known.callSiteTarget.field(); // final in the class library, rewritten here: a step all the same
        if (c.stopAt(jvsim.vm.Op.WRITE, c.o(0), f.key, 1, f.owner.javaName() + "." + f.name, isVolatile)) return;
        c.vm.known.callSiteTarget.set(c.o(0), c.o(1));
    }

    /** MemberName(Method/Constructor/Field): fills in the member a reflection object stands for. */
    private static void init(NativeCall c) {
        VmObject mn = c.o(0), ref = c.o(1);
        if (mn == null || ref == null) throw new ThrowNew("java/lang/NullPointerException", null);
        switch (ref.cls.name) {
            case "java/lang/reflect/Method": case "java/lang/reflect/Constructor": {
                VmMethod m = Reflect.methodOf(c.vm, ref);
                int kind;
                if (m.isInit()) kind = REF_invokeSpecial;
                else if (m.isStatic()) kind = REF_invokeStatic;
                else if (m.isPrivate() || (!m.owner.isInterface() && (m.isFinal() || (m.owner.access & 0x10) != 0))) kind = REF_invokeSpecial;
                else if (m.owner.isInterface()) kind = REF_invokeInterface;
                else kind = REF_invokeVirtual;
                setMethod(c, mn, m, kind);
                break;
            }
            case "java/lang/reflect/Field": {
                VmField f = Reflect.fieldOf(c.vm, ref);
                setField(c, mn, f, false);
                break;
            }
            default:
                throw new ThrowNew("java/lang/InternalError", "unsupported member: " + ref.cls.javaName());
        }
    }

    /** Fills in the name and type of a MemberName made by init (which sets them already). */
    private static void expand(NativeCall c) {
        VmObject mn = c.o(0);
        if (mn == null) throw new ThrowNew("java/lang/IllegalArgumentException", "mname not resolved");
        VmObject rmn = c.vm.known.memberNameMethod.get(mn);
        if (rmn != null && rmn.meta instanceof VmMethod) {
            VmMethod m = (VmMethod) rmn.meta;
            if (c.vm.known.memberNameName.get(mn) == null) c.vm.known.memberNameName.set(mn, c.vm.heap.intern(m.name));
            if (c.vm.known.memberNameType.get(mn) == null) c.vm.known.memberNameType.set(mn, c.vm.heap.intern(m.desc));
        }
    }

    /**
     * resolve(MemberName, caller, lookupMode, speculativeResolve): resolves the symbolic member
     * (class, name, type, reference kind) as the bytecode behaviour of its kind would. A failure
     * throws the LinkageError the instruction would (the JDK turns it into the reflective
     * exception), or returns null when speculative.
     */
    private static void resolve(NativeCall c) {
        VmObject mn = c.o(0);
        boolean speculative = c.z(3);
        if (mn == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmObject clazz = c.vm.known.memberNameClazz.get(mn), nameObj = c.vm.known.memberNameName.get(mn), type = c.vm.known.memberNameType.get(mn);
        if (clazz == null || nameObj == null || type == null) throw new ThrowNew("java/lang/IllegalArgumentException", "nothing to resolve");
        VmClass defc = clazz.mirrored();
        String name = c.vm.strings.toHost(nameObj);
        int flags = (int) c.vm.known.memberNameFlags.get(mn);
        int refKind = (flags >>> REF_SHIFT) & 0xF;
        VmClass caller = c.o(1) == null ? null : c.o(1).mirrored();
        try {
            if ((flags & ALL_KINDS) == IS_FIELD) {
                VmField f = defc.lookupField(name, descriptorOfType(c.vm, type));
                if (f == null) throw new ThrowNew("java/lang/NoSuchFieldError", name);
                if (caller != null && !accessible(caller, f.owner, f.access))
                    throw new ThrowNew("java/lang/IllegalAccessError", "class " + caller.javaName() + " tried to access field " + f.owner.javaName() + "." + f.name);
                setField(c, mn, f, refKind == REF_putField || refKind == REF_putStatic);
            } else if ((flags & ALL_KINDS) == IS_METHOD || (flags & ALL_KINDS) == IS_CONSTRUCTOR) {
                String desc = descriptorOfType(c.vm, type);
                VmMethod m = resolveMethod(c.vm, defc, name, desc, refKind);
                if (caller != null && !accessible(caller, m.owner, m.access))
                    throw new ThrowNew("java/lang/IllegalAccessError", "class " + caller.javaName() + " tried to access method " + m.externalSignature());
                int kind = refKind;
                if (m.isInit()) kind = REF_invokeSpecial;
                else if ((kind == REF_invokeVirtual || kind == REF_invokeInterface) && m.isPrivate()) kind = REF_invokeSpecial;
                else if (kind == REF_invokeInterface && !m.owner.isInterface()) kind = REF_invokeVirtual; // a method of Object
                setMethod(c, mn, m, kind);
            } else {
                throw new ThrowNew("java/lang/InternalError", "unrecognized MemberName format");
            }
        } catch (ThrowNew e) {
            if (speculative && e.className.startsWith("java/lang/") && e.className.endsWith("Error")) { c.ret((VmObject) null); return; }
            throw e;
        }
        c.ret(mn);
    }

    private static VmMethod resolveMethod(Vm vm, VmClass defc, String name, String desc, int refKind) {
        String external = "'" + Descriptors.externalSignature(defc.javaName(), name, desc) + "'";
        if (refKind == REF_newInvokeSpecial) {
            VmMethod m = name.equals("<init>") ? defc.declaredMethod(name, desc) : null;
            if (m == null) throw new ThrowNew("java/lang/NoSuchMethodError", external);
            return m;
        }
        if (refKind == REF_invokeInterface && !defc.isInterface())
            throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Found class " + defc.javaName() + ", but interface was expected");
        if (refKind == REF_invokeVirtual && defc.isInterface())
            throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Found interface " + defc.javaName() + ", but class was expected");
        VmMethod m = defc.isInterface() ? defc.lookupInterfaceMethod(name, desc) : defc.lookupMethod(name, desc);
        if (m == null) m = polymorphic(defc, name);
        if (m == null || m.isInit() || name.equals("<clinit>")) throw new ThrowNew("java/lang/NoSuchMethodError", external);
        if (refKind == REF_invokeStatic && !m.isStatic())
            throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expected static method " + external);
        if (refKind != REF_invokeStatic && m.isStatic())
            throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expecting non-static method " + external);
        return m;
    }

    /**
     * Member access from caller (JVMS 5.4.4), which HotSpot checks when a lookup resolves with its
     * lookup class (the JDK's trusted lookups pass no caller): the JDK's Lookup checks its own
     * access modes afterwards.
     */
    private static boolean accessible(VmClass caller, VmClass owner, int access) {
        return jvsim.vm.Access.member(caller, owner, owner, access);
    }

    /** MethodHandle's and VarHandle's signature-polymorphic methods resolve by name (JVMS 5.4.3.3). */
    private static VmMethod polymorphic(VmClass defc, String name) {
        if (!defc.name.equals("java/lang/invoke/MethodHandle") && !defc.name.equals("java/lang/invoke/VarHandle")) return null;
        for (VmMethod m : defc.declaredMethods) if (m.polymorphic && m.name.equals(name)) return m;
        return null;
    }

    private static void setMethod(NativeCall c, VmObject mn, VmMethod m, int refKind) {
        int flags = (m.access & METHOD_MODIFIERS) | (m.isInit() ? IS_CONSTRUCTOR : IS_METHOD) | (refKind << REF_SHIFT);
        c.vm.known.memberNameFlags.set(mn, flags);
        c.vm.known.memberNameClazz.set(mn, m.owner.mirror);
        VmObject rmn = c.vm.heap.newObject(c.vm.known.resolvedMethodName.get());
        GuestMemory.setMeta(rmn, m);
        c.vm.known.memberNameMethod.set(mn, rmn);
        if (c.vm.known.memberNameName.get(mn) == null) c.vm.known.memberNameName.set(mn, c.vm.heap.intern(m.name));
        if (c.vm.known.memberNameType.get(mn) == null) c.vm.known.memberNameType.set(mn, c.vm.heap.intern(m.desc));
    }

    private static void setField(NativeCall c, VmObject mn, VmField f, boolean setter) {
        int kind = f.isStatic() ? (setter ? REF_putStatic : REF_getStatic) : (setter ? REF_putField : REF_getField);
        int flags = (f.access & FIELD_MODIFIERS) | IS_FIELD | (kind << REF_SHIFT);
        // HotSpot's trusted finals: static finals, and finals of records and hidden classes
        if (f.isFinal() && (f.isStatic() || f.owner.hidden || isRecord(f.owner))) flags |= TRUSTED_FINAL;
        c.vm.known.memberNameFlags.set(mn, flags);
        c.vm.known.memberNameClazz.set(mn, f.owner.mirror);
        if (c.vm.known.memberNameName.get(mn) == null) c.vm.known.memberNameName.set(mn, c.vm.heap.intern(f.name));
        if (c.vm.known.memberNameType.get(mn) == null) c.vm.known.memberNameType.set(mn, c.vm.heap.intern(f.desc));
    }

    private static boolean isRecord(VmClass k) {
        return k.superclass != null && k.superclass.name.equals("java/lang/Record");
    }

    /** The field of a field MemberName. */
    private static VmField fieldOf(NativeCall c, VmObject mn) {
        if (mn == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmObject clazz = c.vm.known.memberNameClazz.get(mn), name = c.vm.known.memberNameName.get(mn), type = c.vm.known.memberNameType.get(mn);
        if (clazz == null || name == null || type == null || ((int) c.vm.known.memberNameFlags.get(mn) & IS_FIELD) == 0)
            throw new ThrowNew("java/lang/InternalError", "not a resolved field");
        VmField f = clazz.mirrored().lookupField(c.vm.strings.toHost(name), descriptorOfType(c.vm, type));
        if (f == null) throw new ThrowNew("java/lang/InternalError", "not a resolved field");
        return f;
    }

    /** getMemberVMInfo: {vmindex (Long), vmtarget}, the class for a field and the MemberName for a method, as HotSpot. */
    private static void memberVmInfo(NativeCall c) {
        VmObject mn = c.o(0);
        if (mn == null) { c.ret((VmObject) null); return; }
        boolean field = ((int) c.vm.known.memberNameFlags.get(mn) & IS_FIELD) != 0;
        VmObject info = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.objectClass()), 2);
        VmObject index = c.vm.heap.newObject(c.vm.known.box('J').get());
        c.vm.known.boxValue('J').set(index, field ? UnsafeNatives.fieldOffset(fieldOf(c, mn)) : -1);
        GuestMemory.setElement(info, 0, index);
        GuestMemory.setElement(info, 1, field ? c.vm.known.memberNameClazz.get(mn) : mn);
        c.ret(info);
    }

    /** Descriptor of a MemberName's type: a MethodType, a Class, or a descriptor String. */
    static String descriptorOfType(Vm vm, VmObject type) {
        switch (type.cls.name) {
            case "java/lang/String": return vm.strings.toHost(type);
            case "java/lang/Class": return descriptor(type.mirrored());
            case "java/lang/invoke/MethodType": {
                StringBuilder sb = new StringBuilder("(");
                VmObject ptypes = vm.known.methodTypePtypes.get(type);
                for (int i = 0; i < ptypes.length; i++) sb.append(descriptor(GuestMemory.element(ptypes, i).mirrored()));
                return sb.append(')').append(descriptor(vm.known.methodTypeRtype.get(type).mirrored())).toString();
            }
            default: throw new ThrowNew("java/lang/InternalError", "unrecognized MemberName type: " + type.cls.javaName());
        }
    }

    static String descriptor(VmClass k) {
        if (k.isPrimitive()) return String.valueOf(k.primitive);
        if (k.isArray()) return k.name;
        return "L" + k.name + ";";
    }
}
