package jvsim.vm;

/**
 * An object or array on the target's heap. Instances keep primitive fields in {@link #p} and
 * reference fields in {@link #r} (slots assigned by {@link VmClass} layout); reference arrays keep
 * their elements in {@link #r}; primitive arrays keep a host primitive array in {@link #arr}.
 * Plain arrays of host values (no host object graph) keep state capture a matter of copying arrays.
 */
public final class VmObject {
    public final VmClass cls;
    public final long[] p;
    public final VmObject[] r;
    public final Object arr;
    public final int length;
    /** Identity hash code; 0 until first requested. */
    public int hash;
    /** Monitor, created on first contended or recursive use. */
    public Monitor monitor;
    /** VM-side attachment: the VmClass of a mirror, the VmThread of a Thread, a backtrace, ... */
    public Object meta;
    /**
     * Where the object was allocated, for reports ("the monitor of java.lang.Object allocated at
     * Main.main(Main.java:5)"): the allocating frame's method and bytecode index, the program's own
     * frame when the allocation was inside the JDK called from it; null for objects of the VM or of
     * the boot.
     */
    public VmMethod allocMethod;
    public int allocPc;
    /** Allocation-order id, stable across re-executions of the same schedule: allocating thread's uid and count. */
    public long id;
    /** Reachable by more than one thread (tracked only while a search runs): accesses are scheduling points. */
    public boolean shared;
    /**
     * The object whose linearizable JDK operations own this one ({@link Atomic#owner}): set when a
     * JDK operation of that object allocates it (its nodes, arrays, views, iterators) or, for an
     * object a static JDK operation made ({@link #claimable}), when a JDK constructor stores it into
     * the object it builds; null: the object is its own (the program's objects, the JDK's statics).
     */
    VmObject owner;
    /** Made by a static JDK operation and not yet stored by a JDK constructor: the first such store gives it its {@link #owner}. */
    boolean claimable;
    /** Made by the program, or by a static JDK operation for it, while searching (not by the JDK's boot or class initializers): see Atomic#belongs. */
    boolean program;
    /** Scratch of {@link StateHasher}: the walk that last numbered this object, and its number there. */
    int walk, walkNumber;
    /**
     * Change tracking ({@link Heap#touch}): the epochs in which this object was last written (or
     * allocated) since a checkpoint and since the base snapshot, and its index in the base (-1 when
     * not in it).
     */
    int mark, baseMark, snapIndex = -1;

    VmObject(VmClass cls, long[] p, VmObject[] r) {
        this.cls = cls; this.p = p; this.r = r; this.arr = null; this.length = -1;
    }

    VmObject(VmClass cls, VmObject[] elements) {
        this.cls = cls; this.p = null; this.r = elements; this.arr = null; this.length = elements.length;
    }

    VmObject(VmClass cls, Object primArray, int length) {
        this.cls = cls; this.p = null; this.r = null; this.arr = primArray; this.length = length;
    }

    public boolean isArray() { return length >= 0; }

    /** The write barrier ({@link Heap#touch}): natives call it before changing this object in any way. */
    public void touch() { cls.vm.heap.touch(this); }

    public int[] ints() { return (int[]) arr; }
    public long[] longs() { return (long[]) arr; }
    public char[] chars() { return (char[]) arr; }
    public byte[] bytes() { return (byte[]) arr; }
    public double[] doubles() { return (double[]) arr; }
    public float[] floats() { return (float[]) arr; }
    public short[] shorts() { return (short[]) arr; }
    public boolean[] booleans() { return (boolean[]) arr; }

    /** The VmClass a java.lang.Class mirror stands for. */
    public VmClass mirrored() { return (VmClass) meta; }

    @Override public String toString() { return cls.name + "@" + Integer.toHexString(System.identityHashCode(this)); }
}
