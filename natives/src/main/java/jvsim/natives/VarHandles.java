package jvsim.natives;

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
 * the signature-polymorphic access modes are executed directly on the VM heap. Memory-order modes
 * are sequentially consistent here (one thread runs at a time).
 */
final class VarHandles implements PolymorphicHandler {
    /** What a VarHandle accesses. */
    static final class Spec {
        final VmField field;      // field or static field; null for arrays
        final VmClass arrayClass; // array element handles; byte[] for byte-array views
        final char kind;          // value kind: BCSIJFDZ or L
        final boolean byteView;   // a view of byte[] as elements of kind at any byte offset
        final boolean bigEndian;  // byte order of a byte-array view
        Spec(VmField field, VmClass arrayClass, char kind) { this(field, arrayClass, kind, false, false); }
        Spec(VmField field, VmClass arrayClass, char kind, boolean byteView, boolean bigEndian) {
            this.field = field; this.arrayClass = arrayClass; this.kind = kind; this.byteView = byteView; this.bigEndian = bigEndian;
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
            c.ret(handle(c, new Spec(null, a, a.componentKind())));
        });
        r.register(mh, "byteArrayViewVarHandle", "(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;", c -> {
            VmClass view = c.o(0).mirrored();
            if (!view.isArray() || "JIFDSC".indexOf(view.componentKind()) < 0)
                throw new ThrowNew("java/lang/UnsupportedOperationException", "Not a primitive array class: " + view.javaName());
            if (c.o(1) == null) throw new ThrowNew("java/lang/NullPointerException", null);
            boolean big = c.o(1) == Guest.staticRef(c.vm, "java/nio/ByteOrder", "BIG_ENDIAN");
            c.ret(handle(c, new Spec(null, c.vm.primitiveArray((byte) 8), view.componentKind(), true, big)));
        });
        // exact-invocation behaviour is recorded but not enforced: access modes do not check call-site types
        String vh = "java/lang/invoke/VarHandle";
        r.register(vh, "withInvokeExactBehavior", "()Ljava/lang/invoke/VarHandle;", c -> c.ret(withExact(c, true)));
        r.register(vh, "withInvokeBehavior", "()Ljava/lang/invoke/VarHandle;", c -> c.ret(withExact(c, false)));
        String lk = "java/lang/invoke/MethodHandles$Lookup";
        r.register(lk, "findVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", c -> find(c, false));
        r.register(lk, "findStaticVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", c -> find(c, true));
        r.register(lk, "lookupClass", "()Ljava/lang/Class;", c -> c.ret(Guest.ref(c.self(), "lookupClass")));
        r.register("java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", c -> c.ret(true));
        // substitution: the JDK derives it from the access-mode MethodType, which needs java.lang.invoke
        r.register("java/lang/invoke/VarHandle", "varType", "()Ljava/lang/Class;", c -> {
            Object m = c.self().meta;
            if (!(m instanceof Spec)) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle not created by a supported lookup");
            Spec s = (Spec) m;
            VmClass type = s.arrayClass != null ? s.arrayClass.component : c.vm.classes.forDescriptor(s.field.desc);
            c.ret(type.mirror);
        });
    }

    private static VmClass callerClass(NativeCall c) {
        Frame f = c.thread.top;
        return f == null ? c.vm.classes.objectClass() : f.method.owner;
    }

    private static VmObject lookup(NativeCall c, VmClass caller) {
        VmClass lookupClass = c.vm.classes.load("java/lang/invoke/MethodHandles$Lookup");
        VmObject l = c.vm.heap.newObject(lookupClass);
        Guest.ref(l, "lookupClass", caller.mirror);
        VmField full = lookupClass.declaredField("FULL_POWER_MODES", "I");
        Guest.prim(l, "allowedModes", full != null && full.constantValue instanceof Integer ? (Integer) full.constantValue : 0x5f);
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
        c.ret(handle(c, new Spec(f, null, f.isRef ? 'L' : f.kind)));
    }

    /** VarHandles with exact-invocation behaviour (HotSpot keeps it in the handle's "exact" field). */
    private static VmObject withExact(NativeCall c, boolean exact) {
        VmObject self = c.self();
        if (exactOf(self) == exact) return self;
        VmObject copy = handle(c, (Spec) self.meta);
        Guest.prim(copy, "exact", exact ? 1 : 0);
        return copy;
    }

    private static boolean exactOf(VmObject vh) {
        return Guest.prim(vh, "exact") != 0;
    }

    private static VmObject handle(NativeCall c, Spec spec) {
        VmObject vh = c.vm.heap.newObject(c.vm.classes.load("java/lang/invoke/VarHandle"));
        GuestMemory.setMeta(vh, spec);
        return vh;
    }

    // ------------------------------------------------------------------ access modes

    @Override public Frame invoke(VmThread t, Frame f, VmMethod target, String desc) {
        t.refineTarget = null;
        Descriptors.Sig sig = Descriptors.parse(desc);
        int base = f.sp - sig.slots - 1;
        VmObject vh = f.r[base];
        if (vh == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (!(vh.meta instanceof Spec)) throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle not created by a supported lookup");
        Spec s = (Spec) vh.meta;
        // argument slots
        int[] at = new int[sig.argKinds.length];
        int slot = base + 1;
        for (int i = 0; i < at.length; i++) { at[i] = slot; slot += Descriptors.isWide(sig.argKinds[i]) ? 2 : 1; }
        int coords;
        VmObject holder = null;
        int index = -1;
        if (s.arrayClass != null) {
            coords = 2;
            holder = f.r[at[0]];
            if (holder == null) throw new ThrowNew("java/lang/NullPointerException", null);
            if (!holder.cls.isSubclassOf(s.arrayClass)) throw new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(holder.cls, s.arrayClass));
            index = (int) f.p[at[1]];
            if (s.byteView) {
                // the byte offset of the first byte: the element must fit (Preconditions.checkIndex on length - size + 1)
                int bound = holder.length - Heap.elementSize(s.kind) + 1;
                if (index < 0 || index >= bound)
                    throw new ThrowNew("java/lang/IndexOutOfBoundsException", "Index " + index + " out of bounds for length " + bound);
            } else if (index < 0 || index >= holder.length)
                throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + holder.length);
        } else if (s.field.isStatic()) {
            coords = 0;
        } else {
            coords = 1;
            holder = f.r[at[0]];
            if (holder == null) throw new ThrowNew("java/lang/NullPointerException", null);
        }
        Access a = new Access(s, holder, index);
        String mode = target.name;
        long pr = 0;
        VmObject rr = null;
        int nvals = at.length - coords;
        boolean isRef = s.kind == 'L';
        long v1 = 0, v2 = 0;
        VmObject o1 = null, o2 = null;
        if (nvals >= 1) { if (isRef) o1 = f.r[at[coords]]; else v1 = toKind(sig.argKinds[coords], f.p[at[coords]], s.kind); }
        if (nvals >= 2) { if (isRef) o2 = f.r[at[coords + 1]]; else v2 = toKind(sig.argKinds[coords + 1], f.p[at[coords + 1]], s.kind); }
        if (isRef && nvals >= 1 && o1 != null && s.field != null) checkStore(s, o1);
        if (vm.searching && point(t, s, mode, holder != null ? holder : s.field.owner.mirror, index)) return null;
        if (mode.startsWith("get") && !mode.startsWith("getAnd")) {
            if (isRef) rr = a.getRef(); else pr = a.get();
        } else if (mode.startsWith("set")) {
            if (isRef) a.setRef(o1); else a.set(v1);
        } else if (mode.startsWith("compareAndSet") || mode.startsWith("weakCompareAndSet")) {
            boolean ok;
            if (isRef) { ok = a.getRef() == o1; if (ok) a.setRef(o2); }
            else { ok = same(s.kind, a.get(), v1); if (ok) a.set(v2); }
            if (!ok && t.refineTarget != null) t.refineTarget.kind = Op.READ;
            pr = ok ? 1 : 0;
        } else if (mode.startsWith("compareAndExchange")) {
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
        } else if (mode.startsWith("getAndBitwiseXor")) {
            pr = a.get(); a.set(Values.narrow(s.kind, pr ^ v1));
        } else {
            throw new ThrowNew("java/lang/UnsupportedOperationException", "jvsim: VarHandle." + mode);
        }
        // pop receiver and arguments, push the result as the call site expects it
        for (int i = base; i < f.sp; i++) f.r[i] = null;
        int sp = base;
        char rk = sig.returnKind;
        if (rk == 'L') { f.r[sp] = isRef ? rr : box(s.kind, pr); sp++; }
        else if (rk != 'V') { f.p[sp] = fromKind(s.kind, pr, rk); sp += Descriptors.isWide(rk) ? 2 : 1; }
        f.sp = sp;
        f.pc += 3;
        return f;
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

    private void checkStore(Spec s, VmObject v) {
        VmClass ft = vm.classes.forDescriptor(s.field.desc);
        if (!v.cls.isSubclassOf(ft)) throw new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(v.cls, ft));
    }

    private VmObject box(char kind, long v) {
        throw new ThrowNew("java/lang/invoke/WrongMethodTypeException", "jvsim: boxing VarHandle results is not supported");
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

    /** A call-site argument of kind {@code from} as a value of the variable's kind (widening). */
    private static long toKind(char from, long v, char to) {
        if (from == to) return v;
        if (to == 'J' && from != 'F' && from != 'D') return (int) v;
        if (to == 'F' && from != 'D' && from != 'J') return Values.ofFloat((float) (int) v);
        if (to == 'D') {
            if (from == 'F') return Values.ofDouble(Values.toFloat(v));
            if (from == 'J') return Values.ofDouble((double) v);
            return Values.ofDouble((int) v);
        }
        return v;
    }

    private static long fromKind(char kind, long v, char to) {
        if (kind == to) return v;
        return toKind(kind, v, to);
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
            if (s.arrayClass != null) {
                if (v != null && !v.cls.isSubclassOf(holder.cls.component)) throw new ThrowNew("java/lang/ArrayStoreException", v.cls.javaName());
                GuestMemory.setElement(holder, index, v);
            } else if (s.field.isStatic()) GuestMemory.setStaticRef(s.field.owner, s.field.slot, v);
            else GuestMemory.setRef(holder, s.field.slot, v);
        }
    }
}
