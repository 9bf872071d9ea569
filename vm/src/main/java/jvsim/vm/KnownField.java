package jvsim.vm;

/**
 * A field of the guest's class library that the VM or the natives read or write, named once in
 * {@link WellKnown} (declaring class, name, descriptor) and resolved on first use to its {@link
 * VmField}, then kept: its slot never changes, and its class stays loaded (see {@link KnownClass}),
 * so the handle stays valid across state restores. The typed kinds below read with {@code get} and
 * write with {@code set}, through {@link GuestMemory} (the write barrier and sharedness publication
 * with every write); an instance field's handle works on instances of subclasses too. An optional
 * field (present in one JDK's library only) answers {@link #exists()}.
 */
public abstract class KnownField {
    private final KnownClass owner;
    public final String name, desc;
    private final boolean optional;
    private VmField field;
    private boolean looked;

    KnownField(KnownClass owner, String name, String desc, boolean optional, String kinds) {
        if (kinds.indexOf(desc.charAt(0)) < 0) throw new IllegalArgumentException(getClass().getSimpleName() + " handle of " + name + ":" + desc);
        this.owner = owner;
        this.name = name;
        this.desc = desc;
        this.optional = optional;
    }

    /** The resolved field (its class loaded on first use). */
    public final VmField field() {
        VmField f = field;
        return f != null ? f : resolve(true);
    }

    /** Whether the class library has this field (for an optional one). */
    public final boolean exists() {
        return field != null || resolve(false) != null;
    }

    /** The declaring class. */
    public final VmClass owner() { return field().owner; }

    private VmField resolve(boolean need) {
        if (!looked) {
            looked = true;
            if (!optional || owner.exists()) field = owner.get().declaredField(name, desc);
        }
        if (field == null && (need || !optional)) throw new VmInternalError("jvsim: the class library has no field " + owner + "." + name + ":" + desc);
        return field;
    }

    @Override public String toString() { return owner + "." + name + ":" + desc; }

    /** An instance field holding a reference. */
    public static final class Ref extends KnownField {
        Ref(KnownClass owner, String name, String desc, boolean optional) { super(owner, name, desc, optional, "L["); }
        public VmObject get(VmObject o) { return GuestMemory.ref(o, field()); }
        public void set(VmObject o, VmObject v) { GuestMemory.setRef(o, field(), v); }
    }

    /** An instance field of type int, short, char or byte. */
    public static final class Int extends KnownField {
        Int(KnownClass owner, String name, String desc, boolean optional) { super(owner, name, desc, optional, "ISCB"); }
        public int get(VmObject o) { return (int) GuestMemory.prim(o, field()); }
        public void set(VmObject o, int v) { GuestMemory.setPrim(o, field(), v); }
    }

    /** An instance field of type long. */
    public static final class Long extends KnownField {
        Long(KnownClass owner, String name, boolean optional) { super(owner, name, "J", optional, "J"); }
        public long get(VmObject o) { return GuestMemory.prim(o, field()); }
        public void set(VmObject o, long v) { GuestMemory.setPrim(o, field(), v); }
    }

    /** An instance field of type boolean. */
    public static final class Bool extends KnownField {
        Bool(KnownClass owner, String name, boolean optional) { super(owner, name, "Z", optional, "Z"); }
        public boolean get(VmObject o) { return GuestMemory.prim(o, field()) != 0; }
        public void set(VmObject o, boolean v) { GuestMemory.setPrim(o, field(), v ? 1 : 0); }
    }

    /**
     * The value field of a box (Integer.value, ...), in the VM's slot format of its kind (see
     * {@link Values}): one kind of handle for the eight wrappers, which code converting between
     * kinds picks by the primitive's descriptor ({@link WellKnown#boxValue}).
     */
    public static final class Bits extends KnownField {
        Bits(KnownClass owner, String name, String desc, boolean optional) { super(owner, name, desc, optional, "ZBCSIJFD"); }
        public long get(VmObject o) { return GuestMemory.prim(o, field()); }
        public void set(VmObject o, long v) { GuestMemory.setPrim(o, field(), v); }
    }

    /** A static field holding a reference. */
    public static final class StaticRef extends KnownField {
        StaticRef(KnownClass owner, String name, String desc, boolean optional) { super(owner, name, desc, optional, "L["); }
        public VmObject get() { VmField f = field(); return GuestMemory.staticRef(f.owner, f.slot); }
        public void set(VmObject v) { VmField f = field(); GuestMemory.setStaticRef(f.owner, f.slot, v); }
    }

    /** A static field of type boolean. */
    public static final class StaticBool extends KnownField {
        StaticBool(KnownClass owner, String name, boolean optional) { super(owner, name, "Z", optional, "Z"); }
        public boolean get() { VmField f = field(); return GuestMemory.staticPrim(f.owner, f.slot) != 0; }
        public void set(boolean v) { VmField f = field(); GuestMemory.setStaticPrim(f.owner, f.slot, v ? 1 : 0); }
    }

    /** A static field of type int (its ConstantValue, if final, by {@link #constant()}). */
    public static final class StaticInt extends KnownField {
        StaticInt(KnownClass owner, String name, boolean optional) { super(owner, name, "I", optional, "I"); }
        public int get() { VmField f = field(); return (int) GuestMemory.staticPrim(f.owner, f.slot); }
        public void set(int v) { VmField f = field(); GuestMemory.setStaticPrim(f.owner, f.slot, v); }
        /** The field's ConstantValue attribute (a static final's compile-time value). */
        public int constant() { return (Integer) field().constantValue; }
    }

    /** A static final field of type long read for its ConstantValue attribute. */
    public static final class StaticLong extends KnownField {
        StaticLong(KnownClass owner, String name, boolean optional) { super(owner, name, "J", optional, "J"); }
        public long get() { VmField f = field(); return GuestMemory.staticPrim(f.owner, f.slot); }
        /** The field's ConstantValue attribute (a static final's compile-time value). */
        public long constant() { return (java.lang.Long) field().constantValue; }
    }
}
