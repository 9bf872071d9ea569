package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Heap;
import jvsim.vm.Op;
import jvsim.vm.Vm;
import jvsim.vm.ThrowNew;
import jvsim.vm.Values;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * jdk.internal.misc.Unsafe on the VM heap. Field offsets are opaque cookies (bit 32 marks an
 * instance field, bit 33 a static one, bit 30 a reference slot); array offsets are byte offsets
 * from {@link #ARRAY_BASE}, and primitive arrays can be read at any width (little-endian), as the
 * JDK's unaligned accessors expect. Off-heap memory ({@link OffHeap}) is reached with a null base
 * object and an absolute address, as on the host; while searching, an access to it is one at the
 * location (Unsafe's class mirror, address) spanning the bytes it touches. An access to a shared
 * mapping of a file (whose bytes are the file's, see OffHeap) is also one of the file system: a
 * second side on the file system's location ({@link UnixFsNatives#fileSide}), so that it is ordered
 * with the calls that read or write files.
 */
final class UnsafeNatives {
    private UnsafeNatives() {}

    static final long ARRAY_BASE = 16;
    /**
     * Field offsets: an instance field's is negative and fits an int (java.lang.invoke keeps it in an
     * int field), a static field's has the STATIC bit; array offsets are small and non-negative.
     */
    static final long INSTANCE = Integer.MIN_VALUE, STATIC = 1L << 33, REF = 1L << 30, SLOT_MASK = (1L << 30) - 1;

    static long fieldOffset(VmField f) {
        return (f.isStatic() ? STATIC : INSTANCE) | (f.isRef ? REF : 0) | f.slot;
    }

    static void register(NativeRegistry reg) {
        String u = "jdk/internal/misc/Unsafe";
        NativeRegistry.ClassNatives r = reg.forClass(u);
        r.add("registerNatives", "()V", c -> { });
        r.add("arrayBaseOffset0", "(Ljava/lang/Class;)I", c -> c.ret((int) ARRAY_BASE));
        r.add("arrayIndexScale0", "(Ljava/lang/Class;)I", c -> c.ret(Heap.elementSize(c.o(1).mirrored().componentKind())));
        r.add("addressSize0", "()I", c -> c.ret(8));
        r.add("pageSize", "()I", c -> c.ret(4096));
        r.add("isBigEndian0", "()Z", c -> c.ret(false));
        r.add("unalignedAccess0", "()Z", c -> c.ret(true));
        r.add("objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", c -> {
            VmClass k = c.o(1).mirrored();
            String name = c.str(2);
            VmField f = k.declaredField(name, null);
            if (f == null || f.isStatic()) throw new ThrowNew("java/lang/InternalError", name);
            c.ret(fieldOffset(f));
        });
        r.add("objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", c -> c.ret(fieldOffset(Reflect.fieldOf(c.vm, c.o(1)))));
        r.add("staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", c -> c.ret(fieldOffset(Reflect.fieldOf(c.vm, c.o(1)))));
        r.add("staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;", c -> c.ret(Reflect.fieldOf(c.vm, c.o(1)).owner.mirror));
        r.add("shouldBeInitialized0", "(Ljava/lang/Class;)Z", c -> c.ret(!c.o(1).mirrored().isInitialized()));
        r.add("ensureClassInitialized0", "(Ljava/lang/Class;)V", c -> {
            VmClass k = c.o(1).mirrored();
            if (!k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) c.reexecute = true;
        });
        r.add("allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", c -> {
            VmClass k = c.o(1).mirrored();
            if (k.isAbstract() || k.isArray() || k.isPrimitive()) throw new ThrowNew("java/lang/InstantiationException", k.javaName());
            if (!k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) { c.reexecute = true; return; }
            c.ret(c.vm.heap.newObject(k));
        });
        r.add("throwException", "(Ljava/lang/Throwable;)V", c -> { throw new jvsim.vm.GuestException(c.o(1)); });
        r.add("copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", c -> copy(c, c.o(1), c.j(2), c.o(3), c.j(4), c.j(5), 1));
        r.add("copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", c -> copy(c, c.o(1), c.j(2), c.o(3), c.j(4), c.j(5), (int) c.j(6)));
        r.add("setMemory0", "(Ljava/lang/Object;JJB)V", c -> setMemory(c, c.o(1), c.j(2), c.j(3), (byte) c.i(4)));
        r.add("fullFence", "()V", c -> { });
        r.add("loadFence", "()V", c -> { });
        r.add("storeFence", "()V", c -> { });
        r.add("getLoadAverage0", "([DI)I", c -> c.ret(-1));
        // the platform constants HotSpot injects after UnsafeConstants' initializer (which sets them all to zero):
        // 8-byte addresses (Unsafe.allocateMemory rounds sizes to them), 4 KiB pages, little-endian; unaligned access
        // stays off (the JDK then composes wide accesses of narrow ones, which the VM does as well either way)
        reg.register("jdk/internal/misc/UnsafeConstants", "<clinit>", "()V", c -> {
            c.vm.known.unsafeConstantsAddressSize.set(8);
            c.vm.known.unsafeConstantsPageSize.set(4096);
        });
        r.add("allocateMemory0", "(J)J", c -> c.ret(OffHeap.of(c.vm).allocate(c.j(1))));
        r.add("reallocateMemory0", "(JJ)J", c -> c.ret(OffHeap.of(c.vm).reallocate(c.j(1), c.j(2))));
        r.add("freeMemory0", "(J)V", c -> OffHeap.of(c.vm).free(c.j(1)));

        String[][] kinds = {{"Int", "I"}, {"Long", "J"}, {"Short", "S"}, {"Char", "C"}, {"Byte", "B"}, {"Boolean", "Z"}, {"Float", "F"}, {"Double", "D"}};
        for (String[] k : kinds) {
            String n = k[0], d = k[1];
            char kind = d.charAt(0);
            for (String suffix : new String[]{"", "Volatile"}) {
                boolean sync = !suffix.isEmpty();
                r.add("get" + n + suffix, "(Ljava/lang/Object;J)" + d, c -> {
                    if (point(c, c.o(1), c.j(2), Op.READ, kind, sync)) return;
                    c.resultP = getPrim(c, c.o(1), c.j(2), kind);
                });
                r.add("put" + n + suffix, "(Ljava/lang/Object;J" + d + ")V", c -> {
                    if (point(c, c.o(1), c.j(2), Op.WRITE, kind, sync)) return;
                    putPrim(c, c.o(1), c.j(2), kind, c.j(3));
                });
            }
        }
        for (String suffix : new String[]{"", "Volatile"}) {
            boolean sync = !suffix.isEmpty();
            r.add("getReference" + suffix, "(Ljava/lang/Object;J)Ljava/lang/Object;", c -> {
                if (point(c, c.o(1), c.j(2), Op.READ, 'L', sync)) return;
                c.ret(getRef(c, c.o(1), c.j(2)));
            });
            r.add("putReference" + suffix, "(Ljava/lang/Object;JLjava/lang/Object;)V", c -> {
                if (point(c, c.o(1), c.j(2), Op.WRITE, 'L', sync)) return;
                putRef(c, c.o(1), c.j(2), c.o(3));
            });
        }
        r.add("compareAndSetInt", "(Ljava/lang/Object;JII)Z", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'I', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'I');
            boolean ok = (int) cur == c.i(3);
            if (ok) putPrim(c, c.o(1), c.j(2), 'I', c.i(4)); else c.refine(Op.READ);
            c.ret(ok);
        });
        r.add("compareAndExchangeInt", "(Ljava/lang/Object;JII)I", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'I', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'I');
            if ((int) cur == c.i(3)) putPrim(c, c.o(1), c.j(2), 'I', c.i(4)); else c.refine(Op.READ);
            c.ret((int) cur);
        });
        // the JDK's Java code of these CASes the int holding the field at (offset & ~3), which assumes
        // HotSpot's field layout: a CAS of the field itself (compareAndSet/weak CASes of bytes, booleans,
        // shorts and chars end here)
        r.add("compareAndExchangeByte", "(Ljava/lang/Object;JBB)B", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'B', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'B');
            if ((byte) cur == (byte) c.i(3)) putPrim(c, c.o(1), c.j(2), 'B', (byte) c.i(4)); else c.refine(Op.READ);
            c.ret((int) (byte) cur);
        });
        r.add("compareAndExchangeShort", "(Ljava/lang/Object;JSS)S", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'S', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'S');
            if ((short) cur == (short) c.i(3)) putPrim(c, c.o(1), c.j(2), 'S', (short) c.i(4)); else c.refine(Op.READ);
            c.ret((int) (short) cur);
        });
        r.add("compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'J', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'J');
            boolean ok = cur == c.j(3);
            if (ok) putPrim(c, c.o(1), c.j(2), 'J', c.j(4)); else c.refine(Op.READ);
            c.ret(ok);
        });
        r.add("compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'J', true)) return;
            long cur = getPrim(c, c.o(1), c.j(2), 'J');
            if (cur == c.j(3)) putPrim(c, c.o(1), c.j(2), 'J', c.j(4)); else c.refine(Op.READ);
            c.ret(cur);
        });
        r.add("compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'L', true)) return;
            VmObject cur = getRef(c, c.o(1), c.j(2));
            boolean ok = cur == c.o(3);
            if (ok) putRef(c, c.o(1), c.j(2), c.o(4)); else c.refine(Op.READ);
            c.ret(ok);
        });
        r.add("compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", c -> {
            if (point(c, c.o(1), c.j(2), Op.RMW, 'L', true)) return;
            VmObject cur = getRef(c, c.o(1), c.j(2));
            if (cur == c.o(3)) putRef(c, c.o(1), c.j(2), c.o(4)); else c.refine(Op.READ);
            c.ret(cur);
        });
    }

    /**
     * While searching: stops before an Unsafe access of width bytes at offset off of o (volatile and
     * atomic accesses are synchronization; plain ones count as shared-memory accesses): a field, or
     * the array elements the bytes cover. True: return now.
     */
    private static boolean point(NativeCall c, VmObject o, long off, int kind, char accessKind, boolean sync) {
        if (!c.vm.searching) return false;
        if (o == null) return offHeapPoint(c, kind, off, accessKind == 'L' ? 8 : Heap.elementSize(accessKind), sync);
        if ((off & (INSTANCE | STATIC)) != 0) {
            boolean statik = off > 0;
            long key = Op.fieldKey(statik, (off & REF) != 0, (int) (off & SLOT_MASK));
            return c.stopAt(kind, o, key, 1, (statik ? o.mirrored() : o.cls).javaName(), sync);
        }
        int width = accessKind == 'L' ? 4 : Heap.elementSize(accessKind);
        return c.stopAtElements(kind, o, first(o, off), count(o, off, width), sync);
    }

    /** The location of off-heap memory: Unsafe's class mirror, keyed by address (which lies above every field slot). */
    private static VmObject offHeapHolder(NativeCall c) { return c.vm.known.unsafe.mirror(); }

    /** While searching: stops before an access of bytes bytes at off-heap address. */
    private static boolean offHeapPoint(NativeCall c, int kind, long address, long bytes, boolean sync) {
        if (bytes <= 0) return false;
        OffHeap.Mapping m = OffHeap.of(c.vm).mappingAt(address, bytes); // a bad address throws before it is scheduled
        boolean stop = c.stopAt(kind, offHeapHolder(c), address, (int) bytes, m != null ? "mapped file" : "off-heap memory", sync);
        if (m != null) UnixFsNatives.fileSide(c, stop, kind == Op.READ ? Op.READ : Op.WRITE, "mapped file");
        return stop;
    }

    /** Bytes per element of array o in Unsafe offsets (references count 4, see arrayIndexScale0). */
    private static int scale(VmObject o) { return GuestMemory.isReferenceArray(o) ? 4 : Heap.elementSize(o.cls.componentKind()); }

    /** The first element of array o that the bytes from offset off touch. */
    private static int first(VmObject o, long off) { return (int) ((off - ARRAY_BASE) / scale(o)); }

    /** How many elements of array o the bytes [off, off + bytes) touch. */
    private static int count(VmObject o, long off, long bytes) {
        if (bytes <= 0) return 0;
        int size = scale(o);
        return (int) ((off - ARRAY_BASE + bytes - 1) / size - (off - ARRAY_BASE) / size + 1);
    }

    /**
     * Copies bytes between primitive arrays and off-heap memory (null base: an address), as memmove;
     * with elemSize > 1 the bytes of each element are reversed on the way (copySwapMemory). One
     * visible step that writes the destination range and reads the source range.
     */
    private static void copy(NativeCall c, VmObject src, long srcOff, VmObject dst, long dstOff, long bytes, int elemSize) {
        if (bytes <= 0) return;
        for (VmObject o : new VmObject[]{src, dst})
            if (o != null && (!o.isArray() || GuestMemory.isReferenceArray(o)))
                throw new ThrowNew("java/lang/InternalError", "jvsim: Unsafe memory copy between non-primitive objects");
        OffHeap mem = OffHeap.of(c.vm);
        if (src == null) mem.check(srcOff, bytes);
        if (dst == null) mem.check(dstOff, bytes);
        if (src != null && dst != null) {
            if (c.stopAtCopy(src, first(src, srcOff), count(src, srcOff, bytes), dst, first(dst, dstOff), count(dst, dstOff, bytes))) return;
            GuestMemory.copyRaw(src, srcOff - ARRAY_BASE, dst, dstOff - ARRAY_BASE, bytes, elemSize);
            return;
        }
        if (copyPoint(c, src, srcOff, dst, dstOff, bytes)) return;
        byte[] buf = new byte[(int) bytes];
        if (src == null) mem.get(srcOff, buf, 0, buf.length);
        else for (int i = 0; i < buf.length; i++) buf[i] = (byte) GuestMemory.readRaw(src, srcOff - ARRAY_BASE + i, 1);
        if (elemSize > 1) {
            for (int e = 0; e + elemSize <= buf.length; e += elemSize)
                for (int i = 0, j = elemSize - 1; i < j; i++, j--) { byte t = buf[e + i]; buf[e + i] = buf[e + j]; buf[e + j] = t; }
        }
        if (dst == null) mem.put(dstOff, buf, 0, buf.length);
        else for (int i = 0; i < buf.length; i++) GuestMemory.writeRaw(dst, dstOff - ARRAY_BASE + i, 1, buf[i]);
    }

    /**
     * While searching: stops before a copy with an off-heap side (src or dst null): one step that
     * writes the destination and reads the source ({@link Op#also}). True: return now.
     */
    private static boolean copyPoint(NativeCall c, VmObject src, long srcOff, VmObject dst, long dstOff, long bytes) {
        if (!c.vm.searching) return false;
        boolean stop = dst == null ? c.stopAt(Op.WRITE, offHeapHolder(c), dstOff, (int) bytes, "off-heap memory", false)
            : c.stopAtElements(Op.WRITE, dst, first(dst, dstOff), count(dst, dstOff, bytes), false);
        Op base = stop ? c.thread.pending : c.thread.absorbed();
        if (base == null) return stop;
        base.also = src == null ? base.side(Op.READ, offHeapHolder(c), srcOff, (int) bytes, "off-heap memory", false)
            : base.side(Op.READ, src, Op.elementKey(first(src, srcOff)), count(src, srcOff, bytes), src.cls.javaName(), false);
        OffHeap mem = OffHeap.of(c.vm);
        boolean writesFile = dst == null && mem.mappingAt(dstOff, bytes) != null, readsFile = src == null && mem.mappingAt(srcOff, bytes) != null;
        if (writesFile || readsFile) UnixFsNatives.fileSide(c, stop, writesFile ? Op.WRITE : Op.READ, "mapped file");
        return stop;
    }

    /** Unsafe.setMemory on a primitive array or off-heap (null base): one visible write of the bytes. */
    private static void setMemory(NativeCall c, VmObject o, long off, long bytes, byte value) {
        if (o == null) {
            if (bytes <= 0 || offHeapPoint(c, Op.WRITE, off, bytes, false)) return;
            OffHeap.of(c.vm).fill(off, bytes, value);
            return;
        }
        if (!o.isArray() || GuestMemory.isReferenceArray(o)) throw new ThrowNew("java/lang/InternalError", "jvsim: Unsafe.setMemory on " + o.cls.javaName());
        if (c.stopAtElements(Op.WRITE, o, first(o, off), count(o, off, bytes), false)) return;
        GuestMemory.fillRaw(o, off - ARRAY_BASE, bytes, value);
    }

    /** Unsafe reference accesses need an object: references are never stored off the heap. */
    private static VmObject checkBase(VmObject o) {
        if (o == null) throw new ThrowNew("java/lang/InternalError", "jvsim: Unsafe reference access to off-heap memory");
        return o;
    }

    /** Sign- or zero-extends a raw little-endian value of kind's width as the getter returns it. */
    private static long extend(long v, char kind) {
        switch (kind) {
            case 'I': case 'F': return (int) v;
            case 'S': return (short) v;
            case 'C': return (char) v;
            case 'B': return (byte) v;
            case 'Z': return v != 0 ? 1 : 0;
            default: return v;
        }
    }

    static long getPrim(NativeCall c, VmObject o, long off, char kind) {
        if (o == null) return extend(OffHeap.of(c.vm).read(off, Heap.elementSize(kind)), kind);
        if ((off & (INSTANCE | STATIC)) != 0) {
            int slot = (int) (off & SLOT_MASK);
            return off > 0 ? GuestMemory.staticPrim(o.mirrored(), slot) : GuestMemory.prim(o, slot);
        }
        if (!o.isArray() || GuestMemory.isReferenceArray(o)) throw new ThrowNew("java/lang/InternalError", "jvsim: Unsafe primitive access to " + o.cls.javaName());
        return extend(GuestMemory.readRaw(o, off - ARRAY_BASE, Heap.elementSize(kind)), kind);
    }

    static void putPrim(NativeCall c, VmObject o, long off, char kind, long v) {
        if (o == null) {
            OffHeap.of(c.vm).write(off, Heap.elementSize(kind), kind == 'Z' ? (v != 0 ? 1 : 0) : v);
            return;
        }
        if ((off & (INSTANCE | STATIC)) != 0) {
            int slot = (int) (off & SLOT_MASK);
            if (off > 0) GuestMemory.setStaticPrim(o.mirrored(), slot, Values.narrow(kind, v));
            else GuestMemory.setPrim(o, slot, Values.narrow(kind, v));
            return;
        }
        if (!o.isArray() || GuestMemory.isReferenceArray(o)) throw new ThrowNew("java/lang/InternalError", "jvsim: Unsafe primitive access to " + o.cls.javaName());
        GuestMemory.writeRaw(o, off - ARRAY_BASE, Heap.elementSize(kind), kind == 'Z' ? (v != 0 ? 1 : 0) : v);
    }

    static VmObject getRef(NativeCall c, VmObject o, long off) {
        checkBase(o);
        if ((off & (INSTANCE | STATIC)) != 0) {
            int slot = (int) (off & SLOT_MASK);
            return off > 0 ? GuestMemory.staticRef(o.mirrored(), slot) : GuestMemory.ref(o, slot);
        }
        return GuestMemory.element(o, (int) ((off - ARRAY_BASE) / 4));
    }

    static void putRef(NativeCall c, VmObject o, long off, VmObject v) {
        checkBase(o);
        if ((off & (INSTANCE | STATIC)) != 0) {
            int slot = (int) (off & SLOT_MASK);
            if (off > 0) GuestMemory.setStaticRef(o.mirrored(), slot, v);
            else GuestMemory.setRef(o, slot, v);
        } else {
            GuestMemory.setElement(o, (int) ((off - ARRAY_BASE) / 4), v);
        }
    }
}
