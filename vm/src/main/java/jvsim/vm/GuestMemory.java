package jvsim.vm;

/**
 * The one way Java code outside the interpreter — natives, intrinsics, the VarHandle and method
 * handle machinery — reads and writes the target's heap. Each write does the write barrier
 * ({@link Heap#touch}, so snapshots, checkpoints and state hashes see it) and the sharedness
 * publication (a reference stored into a shared object makes what it reaches shared, so that later
 * accesses to it are scheduling points) together with the store; the scheduling point of an access
 * is asked for first, by one of the {@code stopAt} methods, so that searches see every access one
 * thread can observe from another as a visible operation with its location:
 * <pre>
 *   if (c.stopAtElements(Op.WRITE, a, i, 1, false)) return;   // re-executed once the search grants it
 *   GuestMemory.setElement(a, i, v);
 * </pre>
 * A bulk access (System.arraycopy, clone, Unsafe.copyMemory/setMemory, a wide view of a byte
 * array) is one visible operation over a range of elements ({@link Op#span}), dependent with every
 * overlapping access; arraycopy's read of its source is the same step's {@link Op#also}. The
 * step is atomic: tearing within one bulk copy (a concurrent writer seen half-way through) is not
 * explored, which the Java platform neither specifies nor forbids.
 * <p>
 * The natives module never touches {@link VmObject#p}, {@link VmObject#r}, {@link VmObject#arr},
 * statics or write barriers directly; a test scans its bytecode for that.
 */
public final class GuestMemory {
    private GuestMemory() {}

    // ------------------------------------------------------------ scheduling points

    /**
     * While searching: whether t must stop before an access of this kind to span consecutive keys
     * from key (see {@link Op#span}) of holder (the class mirror for a static); true means return at
     * once, the caller runs again once the search grants the access. A sync access (volatile,
     * atomic, VarHandle non-plain mode) is synchronization and a scheduling point on any shared
     * holder; a plain one only under --sched=shared or all. what names the location for traces.
     */
    public static boolean stopAt(VmThread t, int kind, VmObject holder, long key, int span, String what, boolean sync) {
        Vm vm = t.vm;
        if (!vm.searching || holder == null || span <= 0 || !visible(vm, holder, sync)) return false;
        boolean stop = vm.schedulingPoint(t, kind, holder, key);
        Op o = stop ? t.pending : t.absorbed(); // a linearizable operation's step records it without stopping
        if (o != null) {
            o.span = span;
            o.what = what;
            o.sync = sync;
            if (!stop) absorbedRange(vm, o);
        }
        return stop;
    }

    /**
     * While searching: whether t must stop before an access of this kind to field f of holder (the
     * class mirror for a static; see {@link #stopAt}). Final fields are never scheduling points, as in
     * the interpreter.
     */
    public static boolean stopAtField(VmThread t, int kind, VmObject holder, VmField f, boolean sync) {
        return f.vis != VmField.FINAL && stopAt(t, kind, holder, f.key, 1, f.qualifiedName(), sync);
    }

    /** While searching: whether t must stop before an access of this kind to elements [from, from + count) of array a. */
    public static boolean stopAtElements(VmThread t, int kind, VmObject a, int from, int count, boolean sync) {
        return a != null && stopAt(t, kind, a, Op.elementKey(from), count, a.cls.typeName(), sync);
    }

    /**
     * While searching: whether t must stop before cloning o, a read of all its elements or fields
     * (primitive fields as one range of keys, reference fields as the step's {@link Op#also}).
     */
    public static boolean stopAtClone(VmThread t, VmObject o) {
        if (o.isArray()) return stopAtElements(t, Op.READ, o, 0, o.length, false);
        int prims = o.p.length, refs = o.r.length;
        String what = o.cls.javaName();
        if (prims == 0) return stopAt(t, Op.READ, o, Op.fieldKey(false, true, 0), refs, what, false);
        boolean stop = stopAt(t, Op.READ, o, Op.fieldKey(false, false, 0), prims, what, false);
        Op base = stop ? t.pending : t.absorbed();
        if (base != null && refs > 0) base.also = base.side(Op.READ, o, Op.fieldKey(false, true, 0), refs, what, false);
        if (!stop && base != null) absorbedRange(t.vm, base);
        return stop;
    }

    /**
     * While searching: whether t must stop before copying len elements from src[sp..] to dst[dp..]
     * (System.arraycopy, Unsafe.copyMemory in elements of each array): one step that writes the
     * destination range and reads the source range ({@link Op#also}), or only the side that another
     * thread can see.
     */
    public static boolean stopAtCopy(VmThread t, VmObject src, int sp, int srcCount, VmObject dst, int dp, int dstCount) {
        Vm vm = t.vm;
        if (!vm.searching) return false;
        boolean reads = src != null && srcCount > 0 && visible(vm, src, false), writes = dst != null && dstCount > 0 && visible(vm, dst, false);
        if (!writes) return reads && stopAtElements(t, Op.READ, src, sp, srcCount, false);
        boolean stop = stopAtElements(t, Op.WRITE, dst, dp, dstCount, false);
        Op base = stop ? t.pending : t.absorbed();
        if (base != null && reads) base.also = base.side(Op.READ, src, Op.elementKey(sp), srcCount, src.cls.typeName(), false);
        if (!stop && base != null) absorbedRange(vm, base);
        return stop;
    }

    /** A region step absorbed o, whose range (span, also) is now known: listeners of values keep what it holds. */
    private static void absorbedRange(Vm vm, Op o) {
        if (vm.hooks.values.length != 0) vm.hooks.accessing(o);
    }

    /**
     * Whether an access to holder can be a scheduling point while searching ({@link #stopAt} would
     * look at it): a caller that builds a costly description of the location asks this first.
     */
    public static boolean mayStop(Vm vm, VmObject holder, boolean sync) {
        return vm.searching && holder != null && visible(vm, holder, sync);
    }

    /** Whether an access to holder is a scheduling point (while searching; see {@link SchedulingPolicy#isPoint}). */
    private static boolean visible(Vm vm, VmObject holder, boolean sync) {
        return vm.policy.isPoint(holder, sync);
    }

    // ------------------------------------------------------------ fields

    public static VmObject ref(VmObject o, int slot) { return o.r[slot]; }
    public static long prim(VmObject o, int slot) { return o.p[slot]; }
    public static VmObject ref(VmObject o, VmField f) { return o.r[f.slot]; }
    public static long prim(VmObject o, VmField f) { return o.p[f.slot]; }

    public static void setRef(VmObject o, int slot, VmObject v) {
        barrier(o);
        o.r[slot] = v;
        publishInto(o, v);
    }

    public static void setPrim(VmObject o, int slot, long v) {
        barrier(o);
        o.p[slot] = v;
    }

    public static void setRef(VmObject o, VmField f, VmObject v) { setRef(o, f.slot, v); }
    public static void setPrim(VmObject o, VmField f, long v) { setPrim(o, f.slot, v); }

    public static VmObject staticRef(VmClass c, int slot) { return c.staticR[slot]; }
    public static long staticPrim(VmClass c, int slot) { return c.staticP[slot]; }

    public static void setStaticRef(VmClass c, int slot, VmObject v) {
        c.vm.heap.touch(c);
        c.staticR[slot] = v;
        if (c.vm.searching) c.vm.publish(v); // statics are reachable by every thread
    }

    public static void setStaticPrim(VmClass c, int slot, long v) {
        c.vm.heap.touch(c);
        c.staticP[slot] = v;
    }

    /** Attaches VM-side data to o (a mirror's class, a thread, a backtrace, an open file, ...; see {@link VmObject#meta}). */
    public static void setMeta(VmObject o, Object meta) {
        barrier(o);
        o.meta = meta;
        if (meta instanceof VmObject) publishInto(o, (VmObject) meta);
    }

    /** Marks class c initialized without running anything (a class with no static state to set up). */
    public static void markInitialized(VmClass c) {
        c.vm.heap.touch(c);
        c.initState = VmClass.INITIALIZED;
    }

    // ------------------------------------------------------------ array elements

    public static VmObject element(VmObject a, int i) { return a.r[i]; }

    /** Whether o is an array of references (its elements are objects, not host primitives). */
    public static boolean isReferenceArray(VmObject o) { return o.isArray() && o.arr == null; }

    /** Element i of a primitive array in the VM's slot format (see {@link Values}). */
    public static long primElement(VmObject a, int i) {
        Object arr = a.arr;
        if (arr instanceof int[]) return ((int[]) arr)[i];
        if (arr instanceof long[]) return ((long[]) arr)[i];
        if (arr instanceof byte[]) return ((byte[]) arr)[i];
        if (arr instanceof char[]) return ((char[]) arr)[i];
        if (arr instanceof short[]) return ((short[]) arr)[i];
        if (arr instanceof boolean[]) return ((boolean[]) arr)[i] ? 1 : 0;
        if (arr instanceof float[]) return Values.ofFloat(((float[]) arr)[i]);
        return Values.ofDouble(((double[]) arr)[i]);
    }

    public static void setElement(VmObject a, int i, VmObject v) {
        barrier(a);
        a.r[i] = v;
        publishInto(a, v);
    }

    /** Sets element i of a primitive array from slot-format bits of its own kind. */
    public static void setPrimElement(VmObject a, int i, long bits) {
        char k = a.cls.componentKind();
        int size = Heap.elementSize(k);
        barrier(a);
        RawArrays.write(a.arr, (long) i * size, size, k == 'Z' ? (bits != 0 ? 1 : 0) : bits);
    }

    /** width bytes (little-endian) at byte offset off of a primitive array, any alignment (Unsafe, byte-array views). */
    public static long readRaw(VmObject a, long off, int width) { return RawArrays.read(a.arr, off, width); }

    public static void writeRaw(VmObject a, long off, int width, long v) {
        barrier(a);
        RawArrays.write(a.arr, off, width, v);
    }

    /** Sets bytes [off, off + count) of a primitive array to value (Unsafe.setMemory). */
    public static void fillRaw(VmObject a, long off, long count, byte value) {
        if (count <= 0) return;
        barrier(a);
        for (long i = 0; i < count; i++) RawArrays.write(a.arr, off + i, 1, value);
    }

    /** Copies len elements from src[sp..] to dst[dp..] (as memmove); the caller checked types, bounds and element stores. */
    public static void copy(VmObject src, int sp, VmObject dst, int dp, int len) {
        if (len <= 0) return;
        barrier(dst);
        if (src.arr != null) {
            System.arraycopy(src.arr, sp, dst.arr, dp, len);
            return;
        }
        System.arraycopy(src.r, sp, dst.r, dp, len);
        if (dst.shared && dst.cls.vm.searching) for (int i = 0; i < len; i++) dst.cls.vm.publish(dst.r[dp + i]);
    }

    /** Copies bytes between primitive arrays (as memmove), reversing the bytes of each elemSize-byte element on the way. */
    public static void copyRaw(VmObject src, long srcOff, VmObject dst, long dstOff, long bytes, int elemSize) {
        if (bytes <= 0) return;
        barrier(dst);
        byte[] buf = new byte[(int) bytes];
        for (int i = 0; i < buf.length; i++) buf[i] = (byte) RawArrays.read(src.arr, srcOff + i, 1);
        for (int i = 0; i < buf.length; i++) {
            int from = elemSize <= 1 ? i : i - i % elemSize + (elemSize - 1 - i % elemSize);
            RawArrays.write(dst.arr, dstOff + i, 1, buf[from]);
        }
    }

    /** A shallow copy of o (Object.clone): a new object, not shared, holding o's references. */
    public static VmObject cloneOf(VmObject o) { return o.cls.vm.heap.cloneOf(o); }

    /**
     * The host array behind a primitive array, for host code that only reads it in bulk (string
     * contents, bytes to write to a stream, inflater input). Never write into it: see {@link #hostArrayToFill}.
     */
    public static Object hostArray(VmObject a) { return a.arr; }

    /**
     * The host array behind a primitive array, after the write barrier, for host code that fills a
     * range of it in bulk (bytes read from a file, inflater output); the caller asked for the
     * scheduling point of that range with {@link #stopAtElements}.
     */
    public static Object hostArrayToFill(VmObject a) {
        barrier(a);
        return a.arr;
    }

    /** A new reference array of class arrayClass holding elements (an allocation: nothing to publish). */
    public static VmObject newArray(VmClass arrayClass, VmObject... elements) {
        VmObject a = arrayClass.vm.heap.newArray(arrayClass, elements.length);
        barrier(a);
        System.arraycopy(elements, 0, a.r, 0, elements.length);
        return a;
    }

    // ------------------------------------------------------------ barrier and publication

    private static void barrier(VmObject o) {
        Heap heap = o.cls.vm.heap;
        if (o.mark != heap.epoch) heap.touch(o);
    }

    /** v was stored into holder: while searching, if holder is shared, v and what it reaches are too. */
    private static void publishInto(VmObject holder, VmObject v) {
        if (v != null && holder.shared && !v.shared && holder.cls.vm.searching) holder.cls.vm.publish(v);
    }
}
