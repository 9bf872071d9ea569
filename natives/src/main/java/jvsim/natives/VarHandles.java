package jvsim.natives;

import jvsim.vm.KnownField;
import jvsim.vm.Descriptors;
import jvsim.vm.Frame;
import jvsim.vm.GuestMemory;
import jvsim.vm.Heap;
import jvsim.vm.Op;
import jvsim.vm.PolymorphicHandler;
import jvsim.vm.ThrowNew;
import jvsim.vm.Values;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * VarHandles without java.lang.invoke's VarHandle implementation (method handles are the JDK's own,
 * see MethodHandleNatives): the lookup methods the JDK library uses return a VarHandle
 * object whose {@code meta} describes the variable (a field, a static field, or array elements);
 * the signature-polymorphic access modes are executed directly on the VM heap, with the call
 * site's type adapted and checked as the JDK's VarHandleGuards do (see {@link #invoke}). Memory-order
 * modes are sequentially consistent here (one thread runs at a time).
 */
final class VarHandles implements PolymorphicHandler {
    /** What a VarHandle accesses. */
    static final class Spec {
        final VmField field;      // field or static field; null for arrays
        final VmClass arrayClass; // array element handles; byte[] for byte-array views
        final char kind;          // value kind: BCSIJFDZ or L
        final boolean byteView;   // a view of byte[] as elements of kind at any byte offset
        final boolean bigEndian;  // byte order of a byte-array view
        final VmClass receiver;   // the receiver coordinate's type of an instance field (the lookup's class)
        final VmClass varType;    // VarHandle.varType
        final boolean readOnly;   // a final field (unless trusted): only the get modes (the JDK's read-only field forms)
        Spec(VmField field, VmClass receiver, VmClass varType, boolean readOnly) {
            this(field, null, field.isRef ? 'L' : field.kind, false, false, receiver, varType, readOnly);
        }
        Spec(VmClass arrayClass, char kind, boolean byteView, boolean bigEndian, VmClass varType) {
            this(null, arrayClass, kind, byteView, bigEndian, null, varType, false);
        }
        private Spec(VmField field, VmClass arrayClass, char kind, boolean byteView, boolean bigEndian, VmClass receiver, VmClass varType, boolean readOnly) {
            this.field = field; this.arrayClass = arrayClass; this.kind = kind; this.byteView = byteView; this.bigEndian = bigEndian;
            this.receiver = receiver; this.varType = varType; this.readOnly = readOnly;
        }
    }

    private final Vm vm;

    VarHandles(Vm vm) { this.vm = vm; }

    static void register(NativeRegistry r) {
        r.polymorphic = VarHandles::new;
        String mh = "java/lang/invoke/MethodHandles";
        r.register(mh, "lookup", "()Ljava/lang/invoke/MethodHandles$Lookup;", c -> c.ret(lookup(c, callerClass(c))));
        r.register(mh, "privateLookupIn", "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandles$Lookup;)Ljava/lang/invoke/MethodHandles$Lookup;",
                c -> c.ret(lookup(c, c.o(0).mirrored())));
        r.register(mh, "arrayElementVarHandle", "(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", c -> {
            VmClass a = c.o(0).mirrored();
            if (!a.isArray()) throw new ThrowNew("java/lang/IllegalArgumentException", "not an array class: " + a.javaName());
            c.ret(handle(c, new Spec(a, a.componentKind(), false, false, a.component)));
        });
        r.register(mh, "byteArrayViewVarHandle", "(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;", c -> {
            VmClass view = c.o(0).mirrored();
            if (!view.isArray() || "JIFDSC".indexOf(view.componentKind()) < 0)
                throw new ThrowNew("java/lang/UnsupportedOperationException", "Not a primitive array class: " + view.javaName());
            if (c.o(1) == null) throw new ThrowNew("java/lang/NullPointerException", null);
            boolean big = c.o(1) == c.vm.known.byteOrderBigEndian.get();
            c.ret(handle(c, new Spec(c.vm.primitiveArray((byte) 8), view.componentKind(), true, big, view.component)));
        });
        // exact-invocation behaviour: access modes then demand the access mode's type at the call site
        String vh = "java/lang/invoke/VarHandle";
        r.register(vh, "withInvokeExactBehavior", "()Ljava/lang/invoke/VarHandle;", c -> c.ret(withExact(c, true)));
        r.register(vh, "withInvokeBehavior", "()Ljava/lang/invoke/VarHandle;", c -> c.ret(withExact(c, false)));
        // substitution: the JDK asks the handle's VarForm, which these handles do not have
        r.register(vh, "isAccessModeSupported", "(Ljava/lang/invoke/VarHandle$AccessMode;)Z", c -> {
            if (!(c.self().meta instanceof Spec)) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle not created by a supported lookup");
            if (c.o(1) == null)
                throw new ThrowNew("java/lang/NullPointerException", "Cannot invoke \"java.lang.invoke.VarHandle$AccessMode.ordinal()\" because \"accessMode\" is null");
            c.ret(supported((Spec) c.self().meta, c.vm.strings.toHost(c.vm.known.accessModeMethodName.get(c.o(1)))));
        });
        String lk = "java/lang/invoke/MethodHandles$Lookup";
        r.register(lk, "findVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", c -> find(c, false));
        r.register(lk, "findStaticVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", c -> find(c, true));
        r.register(lk, "lookupClass", "()Ljava/lang/Class;", c -> c.ret(c.vm.known.lookupLookupClass.get(c.self())));
        r.register("java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", c -> c.ret(true));
        // substitution: the JDK derives it from the access-mode MethodType, which needs java.lang.invoke
        r.register("java/lang/invoke/VarHandle", "varType", "()Ljava/lang/Class;", c -> {
            Object m = c.self().meta;
            if (!(m instanceof Spec)) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle not created by a supported lookup");
            c.ret(((Spec) m).varType.mirror);
        });
    }

    private static VmClass callerClass(NativeCall c) {
        Frame f = c.thread.top;
        return f == null ? c.vm.classes.objectClass() : f.method.owner;
    }

    private static VmObject lookup(NativeCall c, VmClass caller) {
        VmObject l = c.vm.heap.newObject(c.vm.known.lookup.get());
        c.vm.known.lookupLookupClass.set(l, caller.mirror);
        KnownField.StaticInt full = c.vm.known.lookupFullPowerModes;
        c.vm.known.lookupAllowedModes.set(l, full.exists() && full.field().constantValue instanceof Integer ? full.constant() : 0x5f);
        return l;
    }

    private static void find(NativeCall c, boolean isStatic) {
        VmClass owner = c.o(1).mirrored();
        String name = c.str(2);
        VmClass type = c.o(3).mirrored();
        VmField f = null;
        for (VmClass k = owner; k != null && f == null; k = k.superclass) f = k.declaredField(name, null);
        if (f == null || !c.vm.classes.forDescriptor(f.desc).equals(type))
            throw new ThrowNew("java/lang/NoSuchFieldException", name);
        if (f.isStatic() != isStatic)
            throw new ThrowNew("java/lang/IllegalAccessException", "expected " + (isStatic ? "a static" : "a non-static") + " field: " + owner.javaName() + "." + name);
        if (isStatic && !f.owner.isInitialized() && c.vm.ensureInitialized(c.thread, f.owner)) { c.reexecute = true; return; }
        // final fields give read-only handles, except to the trusted lookup (IMPL_LOOKUP) for fields
        // that are not trusted finals (statics, record components): Lookup.getFieldVarHandleCommon
        boolean trusted = c.vm.known.lookupAllowedModes.get(c.self()) == -1;
        boolean trustedFinal = f.isStatic() || f.owner.superclass != null && f.owner.superclass.name.equals("java/lang/Record");
        c.ret(handle(c, new Spec(f, isStatic ? null : owner, type, f.isFinal() && !(trusted && !trustedFinal))));
    }

    /** VarHandles with exact-invocation behaviour (HotSpot keeps it in the handle's "exact" field). */
    private static VmObject withExact(NativeCall c, boolean exact) {
        VmObject self = c.self();
        if (exactOf(self) == exact) return self;
        VmObject copy = handle(c, (Spec) self.meta);
        c.vm.known.varHandleExact.set(copy, exact);
        return copy;
    }

    private static boolean exactOf(VmObject vh) {
        return vh.cls.vm.known.varHandleExact.get(vh);
    }

    private static VmObject handle(NativeCall c, Spec spec) {
        VmObject vh = c.vm.heap.newObject(c.vm.known.varHandle.get());
        GuestMemory.setMeta(vh, spec);
        return vh;
    }

    // ------------------------------------------------------------------ access modes

    /** The access type of a mode (VarHandle.AccessType): what follows the coordinates, and the result. */
    private static final int GET = 0, SET = 1, CAS = 2, CAE = 3, GAU = 4;

    private static int accessType(String mode) {
        if (mode.startsWith("getAnd")) return GAU;
        if (mode.startsWith("get")) return GET;
        if (mode.startsWith("set")) return SET;
        if (mode.startsWith("compareAndSet") || mode.startsWith("weakCompareAndSet")) return CAS;
        if (mode.startsWith("compareAndExchange")) return CAE;
        return -1;
    }

    /**
     * Whether the variable supports the mode, as the JDK's implementations do (an unsupported mode
     * has no member name: UnsupportedOperationException). Numeric updates need a numeric variable,
     * bitwise ones an integral or boolean one; byte-array views of short and char offer only
     * reads and writes, views of float and double no numeric or bitwise updates; final fields
     * only reads.
     */
    private static boolean supported(Spec s, String mode) {
        int type = accessType(mode);
        if (type == GET) return true;
        if (s.readOnly) return false;
        if (type == SET) return true;
        boolean add = mode.startsWith("getAndAdd"), bitwise = mode.startsWith("getAndBitwise");
        if (s.byteView) return (add || bitwise ? "IJ" : "IJFD").indexOf(s.kind) >= 0;
        if (add) return "BSCIJFD".indexOf(s.kind) >= 0;
        if (bitwise) return "ZBSCIJ".indexOf(s.kind) >= 0;
        return true;
    }

    /** A primitive argument adapted to a reference parameter: boxed (valueOf) once the access happens, so a re-executed call allocates nothing. */
    private static final class Box {
        final char kind;
        final long bits;
        Box(char kind, long bits) { this.kind = kind; this.bits = bits; }
    }

    /**
     * Performs an access mode as VarHandleGuards does: an exact handle demands the access mode's
     * type; an unsupported mode throws; the call site's type is adapted to the mode's type as
     * {@code toMethodHandle(mode).asType(callSite)} would (unless it erases to the same type, the
     * JDK's direct path): boxing, unboxing, widening and reference casts of arguments, then the
     * implementation's checks of coordinates and values, the scheduling point, the access, and the
     * result's conversion to the call site's return type.
     */
    @Override public Frame invoke(VmThread t, Frame f, VmMethod target, String desc) {
        t.refineTarget = null;
        Descriptors.Sig sig = Descriptors.parse(desc);
        int base = f.sp - sig.slots - 1;
        VmObject vh = f.r[base];
        if (vh == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (!(vh.meta instanceof Spec)) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle not created by a supported lookup");
        Spec s = (Spec) vh.meta;
        String mode = target.name;
        int type = accessType(mode);
        if (type < 0) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle." + mode);
        VmClass[] params = accessParams(s, type);
        VmClass ret = type == SET ? vm.classes.primitive('V') : type == CAS ? vm.classes.primitive('Z') : s.varType;
        VmClass[] site = new VmClass[sig.argTypes.length];
        for (int i = 0; i < site.length; i++) site[i] = vm.classes.forDescriptor(sig.argTypes[i]);
        VmClass siteRet = vm.classes.forDescriptor(sig.returnType);
        if (exactOf(vh) && !desc.equals(descriptor(params, ret)))
            throw new ThrowNew("java/lang/invoke/WrongMethodTypeException", "expected " + typeString(null, params, ret) + " but found " + typeString(null, site, siteRet));
        if (!supported(s, mode)) throw new ThrowNew("java/lang/UnsupportedOperationException", null);
        boolean convertible = site.length == params.length && (siteRet.primitive == 'V' || ret.primitive == 'V' || canConvert(ret, siteRet));
        boolean direct = site.length == params.length && erased(ret) == erased(siteRet);
        for (int i = 0; convertible && i < site.length; i++) {
            convertible = canConvert(site[i], params[i]);
            direct &= erased(site[i]) == erased(params[i]);
        }
        if (!convertible)
            throw new ThrowNew("java/lang/invoke/WrongMethodTypeException", "cannot convert MethodHandle" + typeString("VarHandle", params, ret) + " to " + typeString("VarHandle", site, siteRet));
        // boxes come from the wrappers' caches: initialized before anything is evaluated (re-executed after)
        for (int i = 0; i < site.length; i++) if (site[i].isPrimitive() && !params[i].isPrimitive() && !boxReady(t, site[i].primitive)) return initWait(t);
        if (ret.isPrimitive() && ret.primitive != 'V' && !siteRet.isPrimitive() && !boxReady(t, ret.primitive)) return initWait(t);
        // asType's argument conversions, in parameter order
        Object[] refs = new Object[params.length];
        long[] bits = new long[params.length];
        int slot = base + 1;
        for (int i = 0; i < params.length; i++) {
            VmClass from = site[i], to = params[i];
            if (from.isPrimitive()) {
                long v = f.p[slot];
                if (to.isPrimitive()) bits[i] = widen(from.primitive, v, to.primitive);
                else refs[i] = new Box(from.primitive, v);
            } else {
                VmObject o = f.r[slot];
                if (to.isPrimitive()) bits[i] = unbox(o, from, to.primitive);
                else { if (!direct) cast(o, to); refs[i] = o; }
            }
            slot += Descriptors.isWide(sig.argKinds[i]) ? 2 : 1;
        }
        // the implementation's checks (VarHandles' field, array and byte-array-view forms)
        int coords = s.arrayClass != null ? 2 : s.field.isStatic() ? 0 : 1;
        boolean plain = mode.equals("get") || mode.equals("set");
        // a receiver boxed from a primitive (a wrapper's own field) is needed now, for the checks
        VmObject holder = coords > 0 ? materialize(refs[0]) : null;
        int index = coords == 2 ? (int) bits[1] : -1;
        if (coords == 1) {
            if (holder != null && !holder.cls.isSubclassOf(s.receiver)) throw cannotCast(holder.cls, s.receiver);
            if (holder == null) throw new ThrowNew("java/lang/NullPointerException", null);
        } else if (s.byteView) {
            if (holder != null && holder.cls != s.arrayClass) throw new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(holder.cls, s.arrayClass));
            if (holder == null) throw new ThrowNew("java/lang/NullPointerException", "Cannot read the array length because \"ba\" is null");
            int size = Heap.elementSize(s.kind), bound = holder.length - size + 1;
            if (index < 0 || index >= bound) throw outOfBounds(index, bound);
            // HotSpot's byte[] base offset is 8-aligned: atomic and ordered modes need an aligned index
            if (!plain && (index & (size - 1)) != 0) throw new ThrowNew("java/lang/IllegalStateException", "Misaligned access at index: " + index);
        } else if (coords == 2) {
            boolean refArray = s.kind == 'L';
            if (holder != null && !holder.cls.isSubclassOf(s.arrayClass))
                throw refArray ? cannotCast(holder.cls, s.arrayClass) : new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(holder.cls, s.arrayClass));
            VmClass component = s.arrayClass.component;
            if (refArray && plain && type == SET) cast(refs[2], component);
            if (holder == null) {
                String what = refArray ? "object" : s.kind == 'Z' || s.kind == 'B' ? "byte/boolean" : component.name;
                throw new ThrowNew("java/lang/NullPointerException", !plain ? "Cannot read the array length because \"array\" is null"
                        : (type == GET ? "Cannot load from " : "Cannot store to ") + what + " array because \"array\" is null");
            }
            if (index < 0 || index >= holder.length) throw outOfBounds(index, holder.length);
            if (refArray && plain && type == SET) {
                VmClass vc = classOf(refs[2]);
                if (vc != null && !vc.isSubclassOf(holder.cls.component)) throw new ThrowNew("java/lang/ArrayStoreException", vc.javaName());
            } else if (refArray && params.length > 2) {
                int vi = 2;
                if (params.length == 4) cast(refs[vi++], component);
                if (holder.cls == s.arrayClass) cast(refs[vi], component);
                else {
                    VmClass vc = classOf(refs[vi]);
                    if (vc != null && !vc.isSubclassOf(holder.cls.component)) throw new ThrowNew("java/lang/ArrayStoreException", null);
                }
            }
        }
        if (s.field != null && s.kind == 'L') for (int i = coords; i < params.length; i++) cast(refs[i], s.varType);
        if (vm.searching && point(t, s, mode, holder != null ? holder : s.field.owner.mirror, index)) return null;
        Access a = new Access(s, holder, index);
        boolean isRef = s.kind == 'L';
        int nvals = params.length - coords;
        long v1 = nvals >= 1 ? bits[coords] : 0, v2 = nvals >= 2 ? bits[coords + 1] : 0;
        VmObject o1 = isRef && nvals >= 1 ? materialize(refs[coords]) : null, o2 = isRef && nvals >= 2 ? materialize(refs[coords + 1]) : null;
        long pr = 0;
        VmObject rr = null;
        if (type == GET) {
            if (isRef) rr = a.getRef(); else pr = a.get();
        } else if (type == SET) {
            if (isRef) a.setRef(o1); else a.set(v1);
        } else if (type == CAS) {
            boolean ok;
            if (isRef) { ok = a.getRef() == o1; if (ok) a.setRef(o2); }
            else { ok = same(s.kind, a.get(), v1); if (ok) a.set(v2); }
            if (!ok && t.refineTarget != null) t.refineTarget.kind = Op.READ;
            pr = ok ? 1 : 0;
        } else if (type == CAE) {
            if (isRef) { rr = a.getRef(); if (rr == o1) a.setRef(o2); }
            else { pr = a.get(); if (same(s.kind, pr, v1)) a.set(v2); }
        } else if (mode.startsWith("getAndSet")) {
            if (isRef) { rr = a.getRef(); a.setRef(o1); } else { pr = a.get(); a.set(v1); }
        } else if (mode.startsWith("getAndAdd")) {
            pr = a.get();
            a.set(add(s.kind, pr, v1));
        } else if (mode.startsWith("getAndBitwiseOr")) {
            pr = a.get(); a.set(Values.narrow(s.kind, pr | v1));
        } else if (mode.startsWith("getAndBitwiseAnd")) {
            pr = a.get(); a.set(Values.narrow(s.kind, pr & v1));
        } else {
            pr = a.get(); a.set(Values.narrow(s.kind, pr ^ v1));
        }
        // the result as the call site expects it (a failing conversion throws after the access, as on the host)
        char rk = sig.returnKind, resultKind = ret.isPrimitive() ? ret.primitive : 'L';
        VmObject outRef = null;
        long outPrim = 0;
        if (rk == 'L') outRef = resultKind == 'L' ? (VmObject) cast(rr, siteRet) : resultKind == 'V' ? null : box(resultKind, pr);
        else if (rk != 'V' && resultKind != 'V') outPrim = resultKind == 'L' ? unbox(rr, ret, rk) : widen(resultKind, pr, rk);
        for (int i = base; i < f.sp; i++) f.r[i] = null;
        int sp = base;
        if (rk == 'L') f.r[sp++] = outRef;
        else if (rk != 'V') { f.p[sp] = outPrim; sp += Descriptors.isWide(rk) ? 2 : 1; }
        f.sp = sp;
        f.pc += 3;
        return f;
    }

    /** The access mode's parameter types: the coordinates, then the values its access type takes. */
    private VmClass[] accessParams(Spec s, int type) {
        VmClass intClass = vm.classes.primitive('I');
        VmClass[] coords = s.arrayClass != null ? new VmClass[]{s.arrayClass, intClass} : s.field.isStatic() ? new VmClass[0] : new VmClass[]{s.receiver};
        int values = type == GET ? 0 : type == SET || type == GAU ? 1 : 2;
        VmClass[] p = java.util.Arrays.copyOf(coords, coords.length + values);
        for (int i = coords.length; i < p.length; i++) p[i] = s.varType;
        return p;
    }

    /** The thread's next frame while it initializes a class (null when it must wait for another thread's initialization). */
    private static Frame initWait(VmThread t) {
        return t.state != VmThread.State.RUNNABLE ? null : t.top;
    }

    private static VmClass erased(VmClass c) { return c.isPrimitive() ? c : null; }

    /** MethodType's descriptor for the types. */
    private static String descriptor(VmClass[] params, VmClass ret) {
        StringBuilder b = new StringBuilder("(");
        for (VmClass p : params) b.append(descriptor(p));
        return b.append(')').append(descriptor(ret)).toString();
    }

    private static String descriptor(VmClass c) {
        return c.isPrimitive() ? String.valueOf(c.primitive) : c.isArray() ? c.name : "L" + c.name + ";";
    }

    /** MethodType.toString: simple names, with {@code first} (VarHandle) in front when given. */
    private static String typeString(String first, VmClass[] params, VmClass ret) {
        StringBuilder b = new StringBuilder("(");
        if (first != null) b.append(first);
        for (VmClass p : params) { if (b.length() > 1) b.append(','); b.append(simpleName(p)); }
        return b.append(')').append(simpleName(ret)).toString();
    }

    /** Class.getSimpleName. */
    private static String simpleName(VmClass c) {
        if (c.isArray()) return simpleName(c.component) + "[]";
        if (c.isPrimitive()) return c.name;
        org.apache.bcel.classfile.InnerClass ic = ClassNatives.innerEntry(c);
        if (ic != null) return ic.getInnerNameIndex() == 0 ? "" : c.cp.getConstantUtf8(ic.getInnerNameIndex()).getBytes();
        return c.name.substring(c.name.lastIndexOf('/') + 1);
    }

    private VmClass wrapper(char kind) { return vm.known.box(kind).get(); }

    /** The primitive kind of a wrapper class, or 0. */
    private static char wrapped(VmClass c) {
        char k = ArrayNatives.unboxKind(c);
        return "ZBCSIJFD".indexOf(k) >= 0 ? k : 0;
    }

    /** MethodType.canConvert: the conversions asType may apply from src to dst. */
    private boolean canConvert(VmClass src, VmClass dst) {
        if (src == dst || src == vm.classes.objectClass() || dst == vm.classes.objectClass()) return true;
        if (src.isPrimitive()) return dst.isPrimitive() ? widens(src.primitive, dst.primitive) : wrapper(src.primitive).isSubclassOf(dst);
        if (dst.isPrimitive()) {
            if (wrapper(dst.primitive).isSubclassOf(src)) return true;
            char k = wrapped(src);
            return k != 0 && widens(k, dst.primitive);
        }
        return true;
    }

    /** Wrapper.isConvertibleFrom: identity or a widening primitive conversion. */
    private static boolean widens(char from, char to) {
        if (from == to) return true;
        switch (to) {
            case 'S': return from == 'B';
            case 'I': return "BSC".indexOf(from) >= 0;
            case 'J': return "BSCI".indexOf(from) >= 0;
            case 'F': return "BSCIJ".indexOf(from) >= 0;
            case 'D': return "BSCIJF".indexOf(from) >= 0;
            default: return false;
        }
    }

    /** A value of kind {@code from} (slot representation) widened to kind {@code to}. */
    private static long widen(char from, long v, char to) {
        if (from == to) return v;
        switch (to) {
            case 'F': return Values.ofFloat(from == 'J' ? (float) v : (float) (int) v);
            case 'D': return Values.ofDouble(from == 'F' ? Values.toFloat(v) : from == 'J' ? (double) v : (double) (int) v);
            default: return v; // int-like slots are sign-extended (char zero-extended) longs already
        }
    }

    /**
     * Unboxing as asType does: from the exact wrapper type (ValueConversions.unboxExact), else from
     * any wrapper whose value widens to dst (primitiveConversion), with their NPE and CCE messages.
     */
    private long unbox(VmObject x, VmClass src, char dst) {
        VmClass w = wrapper(dst);
        if (src == w) {
            if (x == null) throw new ThrowNew("java/lang/NullPointerException", "Cannot invoke \"" + w.javaName() + "." + valueMethod(dst) + "()\" because \"x\" is null");
            return vm.known.boxValue(dst).get(x);
        }
        if (x != null && x.cls == w) return vm.known.boxValue(dst).get(x);
        if (x == null)
            throw new ThrowNew("java/lang/NullPointerException", "Cannot invoke \"java.lang.Number." + valueMethod("ZCI".indexOf(dst) >= 0 ? 'I' : dst)
                    + "()\" because the return value of \"sun.invoke.util.ValueConversions.primitiveConversion(sun.invoke.util.Wrapper, Object, boolean)\" is null");
        char k = wrapped(x.cls);
        VmClass number = vm.known.number.get();
        if (k != 'Z' && k != 'C' && !x.cls.isSubclassOf(number)) throw new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(x.cls, number));
        if (k == 0 || !widens(k, dst)) throw cannotCast(x.cls, w);
        return widen(k, vm.known.boxValue(k).get(x), dst);
    }

    private static String valueMethod(char kind) {
        switch (kind) {
            case 'Z': return "booleanValue";
            case 'B': return "byteValue";
            case 'C': return "charValue";
            case 'S': return "shortValue";
            case 'I': return "intValue";
            case 'J': return "longValue";
            case 'F': return "floatValue";
            default: return "doubleValue";
        }
    }

    /** The class of a converted reference argument (a pending box's wrapper), null for null. */
    private VmClass classOf(Object v) {
        return v == null ? null : v instanceof Box ? wrapper(((Box) v).kind) : ((VmObject) v).cls;
    }

    /** Class.cast: returns v, or throws its ClassCastException. */
    private Object cast(Object v, VmClass to) {
        VmClass c = classOf(v);
        if (c != null && !c.isSubclassOf(to)) throw cannotCast(c, to);
        return v;
    }

    private static ThrowNew cannotCast(VmClass from, VmClass to) {
        return new ThrowNew("java/lang/ClassCastException", "Cannot cast " + from.javaName() + " to " + to.javaName());
    }

    private static ThrowNew outOfBounds(int index, int length) {
        return new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + length);
    }

    /** A converted reference argument as a guest reference: a pending box becomes valueOf's box. */
    private VmObject materialize(Object v) {
        return v instanceof Box ? box(((Box) v).kind, ((Box) v).bits) : (VmObject) v;
    }

    /** Whether the wrapper of kind and its valueOf cache are initialized; if not, starts their initialization. */
    private boolean boxReady(VmThread t, char kind) {
        for (jvsim.vm.KnownClass n : new jvsim.vm.KnownClass[]{vm.known.box(kind), vm.known.boxCache(kind)}) {
            if (n == null) continue;
            VmClass c = n.get();
            if (!c.isInitialized() && vm.ensureInitialized(t, c)) return false;
        }
        return true;
    }

    /** The box valueOf returns: the cached instance in the cache's range, else a new one. */
    private VmObject box(char kind, long v) {
        VmObject cached = null;
        switch (kind) {
            case 'Z': cached = (v != 0 ? vm.known.booleanTrue : vm.known.booleanFalse).get(); break;
            case 'B': cached = cacheElement(kind, (int) v + 128); break;
            case 'S': case 'J': if (v >= -128 && v <= 127) cached = cacheElement(kind, (int) v + 128); break;
            case 'C': if (v <= 127) cached = cacheElement(kind, (int) v); break;
            case 'I': {
                if (v >= -128 && v <= vm.known.integerCacheHigh.get()) cached = cacheElement(kind, (int) v + 128);
                break;
            }
            default: break;
        }
        if (cached != null) return cached;
        VmObject o = vm.heap.newObject(wrapper(kind));
        vm.known.boxValue(kind).set(o, v);
        return o;
    }

    private VmObject cacheElement(char kind, int i) {
        return GuestMemory.element(vm.known.boxCacheArray(kind).get(), i);
    }

    /**
     * While searching: stops before an access through the handle to a shared variable (true: the
     * call re-executes once granted). Plain get/set are shared-memory accesses, every other mode
     * is synchronization.
     */
    private boolean point(VmThread t, Spec s, String mode, VmObject holder, int index) {
        boolean plain = mode.equals("get") || mode.equals("set");
        int kind = mode.startsWith("get") && !mode.startsWith("getAnd") ? Op.READ : mode.startsWith("set") ? Op.WRITE : Op.RMW;
        if (s.arrayClass == null) return GuestMemory.stopAtField(t, kind, holder, s.field, !plain);
        // a byte-array view covers the bytes of one element of its kind
        return GuestMemory.stopAtElements(t, kind, holder, index, s.byteView ? Heap.elementSize(s.kind) : 1, !plain);
    }

    private static boolean same(char kind, long a, long b) {
        if (kind == 'F') return Float.floatToRawIntBits(Values.toFloat(a)) == Float.floatToRawIntBits(Values.toFloat(b));
        return a == b;
    }

    private static long add(char kind, long a, long b) {
        switch (kind) {
            case 'F': return Values.ofFloat(Values.toFloat(a) + Values.toFloat(b));
            case 'D': return Values.ofDouble(Values.toDouble(a) + Values.toDouble(b));
            case 'J': return a + b;
            default: return Values.narrow(kind, a + b);
        }
    }

    /** Reads and writes the variable through {@link GuestMemory}. */
    private static final class Access {
        final Spec s;
        /** The array, or the instance holding the field; null for a static. */
        final VmObject holder;
        /** Element index, or byte offset of a byte-array view. */
        final int index;
        Access(Spec s, VmObject holder, int index) { this.s = s; this.holder = holder; this.index = index; }

        long get() {
            int size = Heap.elementSize(s.kind);
            if (s.byteView) {
                long v = GuestMemory.readRaw(holder, index, size);
                return Values.narrow(s.kind, s.bigEndian ? swap(v, size) : v);
            }
            if (s.arrayClass != null) return GuestMemory.readRaw(holder, (long) index * size, size);
            return s.field.isStatic() ? GuestMemory.staticPrim(s.field.owner, s.field.slot) : GuestMemory.prim(holder, s.field.slot);
        }
        void set(long v) {
            int size = Heap.elementSize(s.kind);
            if (s.byteView) GuestMemory.writeRaw(holder, index, size, s.bigEndian ? swap(v, size) : v);
            else if (s.arrayClass != null) GuestMemory.writeRaw(holder, (long) index * size, size, v);
            else if (s.field.isStatic()) GuestMemory.setStaticPrim(s.field.owner, s.field.slot, Values.narrow(s.kind, v));
            else GuestMemory.setPrim(holder, s.field.slot, Values.narrow(s.kind, v));
        }
        /** The low size bytes of v in reverse order. */
        private static long swap(long v, int size) {
            long r = 0;
            for (int i = 0; i < size; i++) r = (r << 8) | ((v >>> (8 * i)) & 0xff);
            return r;
        }
        VmObject getRef() {
            if (s.arrayClass != null) return GuestMemory.element(holder, index);
            return s.field.isStatic() ? GuestMemory.staticRef(s.field.owner, s.field.slot) : GuestMemory.ref(holder, s.field.slot);
        }
        void setRef(VmObject v) {
            if (s.arrayClass != null) GuestMemory.setElement(holder, index, v);
            else if (s.field.isStatic()) GuestMemory.setStaticRef(s.field.owner, s.field.slot, v);
            else GuestMemory.setRef(holder, s.field.slot, v);
        }
    }
}
