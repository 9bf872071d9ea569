package jvsim.vm;

import java.util.HashMap;
import java.util.Map;

/**
 * Allocation on the target's heap. Objects are host objects (the host GC reclaims garbage); the heap
 * accounts an estimate of the bytes allocated so the target's heap bound can be enforced.
 */
public final class Heap {
    private static final long[] NO_PRIMS = new long[0];
    private static final VmObject[] NO_REFS = new VmObject[0];

    private final Vm vm;
    private final Map<String, VmObject> interned = new HashMap<>();
    /** Estimated bytes allocated since the last reachability census. */
    public long allocatedSinceCensus;
    /** The identity-hash generator of objects hashed before any thread runs (threads have their own, see VmThread#hashes). */
    private final HashGenerator bootHashes = new HashGenerator(842502087, 0x8767, 273326509, 1);
    private long allocations;
    /** Allocations before any thread exists. */
    long bootAllocations;
    private long internalAllocations;
    private int internal;

    Heap(Vm vm) { this.vm = vm; }

    // ---- change tracking: which objects were written since the snapshot restores start from
    // (base), and the old contents of those written since the last checkpoint (trail)

    /**
     * Objects whose {@link VmObject#mark} equals it were written (or allocated) since the last
     * checkpoint or base change; a new value at each ({@link #newSegment}).
     */
    int epoch = 1;
    /** Objects whose {@link VmObject#baseMark} equals it were written (or allocated) since the base. */
    int baseEpoch = 1;
    private int epochs = 1;
    /** The snapshot changes are tracked against (the last captured or restored), or null. */
    VmSnapshot base;
    /** Snapshots taken of this heap's VM. */
    int snapshots;
    /** Objects written since the base that existed before it, in the order they were first written. */
    private VmObject[] touched = new VmObject[256];
    private int touchedCount;
    private VmClass[] touchedClasses = new VmClass[64];
    private int touchedClassCount;
    /** Old contents of what was written since each live checkpoint, or null while there is none. */
    Trail trail;

    /**
     * The write barrier: every change of an object's contents, identity hash, monitor, meta or
     * sharedness calls it before the change (so a snapshot restore and the state hash need only
     * look at the objects written since the snapshot, and a checkpoint restore undoes the writes
     * since it). Costs a field compare once written.
     */
    public void touch(VmObject o) {
        if (o.mark != epoch) touched(o);
    }

    private void touched(VmObject o) {
        touches++;
        o.mark = epoch;
        boolean first = o.baseMark != baseEpoch;
        if (trail != null) trail.save(o, first);
        if (!first) return;
        o.baseMark = baseEpoch;
        if (base == null) return;
        if (touchedCount == touched.length) touched = java.util.Arrays.copyOf(touched, touchedCount * 2);
        touched[touchedCount++] = o;
    }

    /**
     * Writes that reached the write barrier (an object's or class's first write in a segment): the
     * spin loop detector's count of a thread's writes (see SpinLoops), which begins a segment so
     * that every write from there on reaches it.
     */
    long touches;

    /**
     * A write the VM makes for its own bookkeeping (a thread's status): through the barrier, but not
     * counted as a write of the running thread's, and o stays as unwritten in this segment as it
     * was, so that a later write of the thread's to it is counted.
     */
    void bookkeeping(VmObject o, Runnable write) {
        int mark = o.mark;
        long n = touches;
        write.run();
        if (mark != epoch) {
            o.mark = mark;
            touches = n;
        }
    }

    /**
     * The write barrier for a change of o's monitor while the running thread's round of a loop is
     * verified (see SpinLoops): not counted as a write, and o stays as unwritten in this segment as
     * it was, so that a later write of the thread's to it is counted (the round's monitor operations
     * are checked to leave nothing held instead).
     */
    void touchMonitor(VmObject o) {
        int mark = o.mark;
        long n = touches;
        touch(o);
        if (mark != epoch) {
            o.mark = mark;
            touches = n;
        }
    }

    /** The write barrier for a class's statics and initialization state (see {@link #touch(VmObject)}). */
    public void touch(VmClass c) {
        if (c.mark != epoch) touched(c);
    }

    private void touched(VmClass c) {
        touches++;
        c.mark = epoch;
        boolean first = c.baseMark != baseEpoch;
        if (trail != null) trail.save(c, first);
        if (!first) return;
        c.baseMark = baseEpoch;
        if (base == null) return;
        if (touchedClassCount == touchedClasses.length) touchedClasses = java.util.Arrays.copyOf(touchedClasses, touchedClassCount * 2);
        touchedClasses[touchedClassCount++] = c;
    }

    /** A new base: nothing is written since it, and no checkpoint lives. */
    void newBase() {
        baseEpoch = ++epochs;
        epoch = ++epochs;
        trail = null;
        java.util.Arrays.fill(touched, 0, touchedCount, null);
        touchedCount = 0;
        java.util.Arrays.fill(touchedClasses, 0, touchedClassCount, null);
        touchedClassCount = 0;
    }

    /** A new segment (at a checkpoint, or back at one): writes from now on save old contents again. */
    void newSegment() {
        epoch = ++epochs;
    }

    /** Back to the lengths of the written-since-base lists at a checkpoint (the undone first writes leave them). */
    void truncateTouched(int objects, int classes) {
        java.util.Arrays.fill(touched, objects, touchedCount, null);
        touchedCount = objects;
        java.util.Arrays.fill(touchedClasses, classes, touchedClassCount, null);
        touchedClassCount = classes;
    }

    VmClass[] touchedClasses() { return touchedClasses; }
    int touchedClassCount() { return touchedClassCount; }

    VmObject[] touched() { return touched; }
    int touchedCount() { return touchedCount; }

    public long allocations() { return allocations; }

    public VmObject newObject(VmClass c) {
        allocatedSinceCensus += 16 + 8L * (c.primSlots + c.refSlots);
        allocations++;
        return stamp(new VmObject(c, c.primSlots == 0 ? NO_PRIMS : new long[c.primSlots], c.refSlots == 0 ? NO_REFS : new VmObject[c.refSlots]));
    }

    /** A new array of the given array class; the caller checked length >= 0. */
    public VmObject newArray(VmClass arrayClass, int length) {
        account(arrayBytes(arrayClass, length));
        return allocate(arrayClass, length);
    }

    /**
     * A multi-dimensional array (multianewarray, Array.newInstance): the whole tree is charged
     * before any of it exists, as a census cannot see a half-built tree. Lengths are >= 0.
     */
    public VmObject newMultiArray(VmClass arrayClass, int[] lengths) {
        account(treeBytes(arrayClass, lengths, 0));
        return build(arrayClass, lengths, 0);
    }

    private VmObject build(VmClass arrayClass, int[] lengths, int d) {
        VmObject a = allocate(arrayClass, lengths[d]);
        if (d + 1 < lengths.length) {
            for (int i = 0; i < lengths[d]; i++) a.r[i] = build(arrayClass.component, lengths, d + 1);
        }
        return a;
    }

    /** Bytes of the tree, saturating at Long.MAX_VALUE (many large dimensions overflow a long). */
    static long treeBytes(VmClass arrayClass, int[] lengths, int d) {
        long own = arrayBytes(arrayClass, lengths[d]);
        if (d + 1 == lengths.length || lengths[d] == 0) return own;
        long sub = treeBytes(arrayClass.component, lengths, d + 1);
        if (sub > (Long.MAX_VALUE - own) / lengths[d]) return Long.MAX_VALUE;
        return own + sub * lengths[d];
    }

    static long arrayBytes(VmClass arrayClass, int length) {
        return 16 + (long) length * elementSize(arrayClass.componentKind());
    }

    private VmObject allocate(VmClass arrayClass, int length) {
        allocations++;
        switch (arrayClass.componentKind()) {
            case 'Z': return stamp(new VmObject(arrayClass, new boolean[length], length));
            case 'B': return stamp(new VmObject(arrayClass, new byte[length], length));
            case 'C': return stamp(new VmObject(arrayClass, new char[length], length));
            case 'S': return stamp(new VmObject(arrayClass, new short[length], length));
            case 'I': return stamp(new VmObject(arrayClass, new int[length], length));
            case 'J': return stamp(new VmObject(arrayClass, new long[length], length));
            case 'F': return stamp(new VmObject(arrayClass, new float[length], length));
            case 'D': return stamp(new VmObject(arrayClass, new double[length], length));
            default: return stamp(new VmObject(arrayClass, new VmObject[length]));
        }
    }

    /** Wraps an existing host array (used when copying/cloning). */
    public VmObject wrapArray(VmClass arrayClass, Object hostArray, int length) {
        account(arrayBytes(arrayClass, length));
        allocations++;
        if (hostArray instanceof VmObject[]) return stamp(new VmObject(arrayClass, (VmObject[]) hostArray));
        return stamp(new VmObject(arrayClass, hostArray, length));
    }

    /**
     * Gives a new object its stable id: the allocating thread's uid and its allocation count, so the
     * same schedule allocates the same ids whatever other threads do (used to compare operations
     * across re-executions).
     */
    private VmObject stamp(VmObject o) {
        o.mark = epoch; // new: nothing of it to restore, undo or compare
        o.baseMark = baseEpoch;
        VmThread t = vm.current;
        if (internal > 0) o.id = -(++internalAllocations);
        else o.id = t == null ? ++bootAllocations : ((long) t.uid << 36) | ++t.allocations;
        if (t != null && internal == 0) site(o, t.top);
        if (t != null && internal == 0 && vm.searching) vm.policy.allocated(o, t);
        if (vm.hooks.allocations.length != 0 && internal == 0) vm.hooks.allocated(t, o);
        return o;
    }

    /** Frames looked through for the program's own frame of an allocation inside the JDK. */
    private static final int SITE_DEPTH = 4;

    /** Records where o was allocated: the frame f, or within a few callers the program's frame that called the JDK. */
    private static void site(VmObject o, Frame f) {
        if (f == null) return;
        Frame g = f;
        for (int i = 0; i < SITE_DEPTH && g != null && g.method.owner.jdk; i++) g = g.caller;
        if (g == null || g.method.owner.jdk) g = f;
        o.allocMethod = g.method;
        o.allocPc = g.pc;
    }

    /**
     * An object the VM creates once for its whole life, whichever execution first needs it (class
     * mirrors, interned literals): it gets an id of its own so threads' allocation counts, and with
     * them the ids of the target's objects, do not depend on what earlier executions cached.
     */
    VmObject newInternal(VmClass c) {
        internal++;
        try { return newObject(c); } finally { internal--; }
    }

    /** Charges an allocation of the given size; past the bound a census decides (and may throw OutOfMemoryError). */
    private void account(long bytes) {
        if (bytes > vm.config.maxHeapBytes - allocatedSinceCensus) vm.heapPressure(bytes);
        else allocatedSinceCensus += bytes;
    }

    public static int elementSize(char kind) {
        switch (kind) {
            case 'Z': case 'B': return 1;
            case 'C': case 'S': return 2;
            case 'I': case 'F': return 4;
            case 'L': return 4;
            default: return 8;
        }
    }

    /** A shallow copy of an object or array, as Object.clone does. */
    public VmObject cloneOf(VmObject o) {
        if (o.isArray()) {
            if (o.arr == null) return wrapArray(o.cls, o.r.clone(), o.length);
            return wrapArray(o.cls, copyOf(o.arr), o.length);
        }
        VmObject c = newObject(o.cls);
        System.arraycopy(o.p, 0, c.p, 0, o.p.length);
        System.arraycopy(o.r, 0, c.r, 0, o.r.length);
        return c;
    }

    /** A copy of a host primitive array (the storage of a primitive array object). */
    static Object copyOf(Object a) {
        if (a instanceof int[]) return ((int[]) a).clone();
        if (a instanceof byte[]) return ((byte[]) a).clone();
        if (a instanceof char[]) return ((char[]) a).clone();
        if (a instanceof long[]) return ((long[]) a).clone();
        if (a instanceof double[]) return ((double[]) a).clone();
        if (a instanceof float[]) return ((float[]) a).clone();
        if (a instanceof short[]) return ((short[]) a).clone();
        return ((boolean[]) a).clone();
    }

    /**
     * o's identity hash, drawn on first use from the generator of the thread asking (see
     * {@link VmThread#hashes}), or the VM's own before any thread runs. A thread that asks for the
     * hash of an object others may see does so in a step (see {@link Op#KEY_IDENTITY_HASH}).
     */
    public int identityHash(VmObject o) {
        int h = o.hash;
        if (h == 0) {
            VmThread t = vm.current;
            h = t != null ? t.hashes.next() : bootHashes.next();
            touch(o);
            o.hash = h;
        }
        return h;
    }

    /** The interned string for a host string (string literals and String.intern). */
    public VmObject intern(String s) {
        VmObject o = interned.get(s);
        if (o == null) {
            // a literal a restore forgot gets the ids it had before (see literalIds)
            long saved = internalAllocations;
            internalAllocations = literalIds.computeIfAbsent(s, k -> saved);
            internal++;
            try { o = vm.strings.newString(s); } finally { internal--; internalAllocations = Math.max(saved, internalAllocations); }
            o.shared = true;
            interned.put(s, o);
            internedKeys.add(s);
        }
        return o;
    }

    /** Interns a target string object: returns the canonical instance with equal contents. */
    public VmObject intern(VmObject str) {
        String s = vm.strings.toHost(str);
        VmObject o = interned.get(s);
        if (o == null) {
            interned.put(s, str);
            internedKeys.add(s);
            o = str;
            touch(str);
            str.shared = true;
        }
        return o;
    }

    public Map<String, VmObject> internedStrings() { return interned; }

    /** Whether a string with str's contents is interned (String.intern would return another object or str itself, already there). */
    public boolean isInterned(VmObject str) { return interned.containsKey(vm.strings.toHost(str)); }

    /**
     * For each string the VM interned itself (a literal), the count of internal allocations before
     * its objects (the string and its bytes): a restore forgets literals resolved after its
     * snapshot (see {@link #forgetInternedSince}), and the next execution that resolves one
     * allocates it again with the same ids, so the same schedule touches the same locations in
     * every execution (causal search names reads by their locations, DPOR compares operations by
     * them). Never forgotten: the ids stay reserved for the literal.
     */
    private final Map<String, Long> literalIds = new java.util.HashMap<>();

    /** Interned strings' keys in the order they were interned (a snapshot forgets those after its count). */
    private final java.util.ArrayList<String> internedKeys = new java.util.ArrayList<>();

    int internedCount() { return internedKeys.size(); }

    // cpCache slots that hold interned literals, in resolution order: a state restore clears the
    // ones resolved after its snapshot, together with the intern table entries made since then
    private VmClass[] literalClasses = new VmClass[256];
    private int[] literalIndexes = new int[256];
    int literalCount;

    void literalResolved(VmClass c, int index) {
        if (literalCount == literalClasses.length) {
            literalClasses = java.util.Arrays.copyOf(literalClasses, literalCount * 2);
            literalIndexes = java.util.Arrays.copyOf(literalIndexes, literalCount * 2);
        }
        literalClasses[literalCount] = c;
        literalIndexes[literalCount++] = index;
    }

    /** Forgets literals resolved and strings interned since a snapshot (see {@link VmSnapshot}). */
    void forgetInternedSince(int literals, int internedThen) {
        for (int i = literals; i < literalCount; i++) {
            literalClasses[i].cpCache[literalIndexes[i]] = null;
            literalClasses[i] = null;
        }
        literalCount = literals;
        for (int i = internedKeys.size() - 1; i >= internedThen; i--) interned.remove(internedKeys.remove(i));
    }

    /** The state of the identity-hash generator, for state hashing. */
    long identityHashSeed() { return bootHashes.fingerprint(); }

    /** The allocation counters (see {@link #restoreRng}). */
    long[] rngState() { return new long[]{allocations, bootAllocations, allocatedSinceCensus}; }

    /** A copy of the boot generator's state (see {@link #restoreRng}). */
    HashGenerator bootHashes() { return bootHashes.copy(); }

    void restoreRng(long[] s, HashGenerator hashes) {
        bootHashes.copyFrom(hashes);
        allocations = s[0]; bootAllocations = s[1]; allocatedSinceCensus = s[2];
    }
}
