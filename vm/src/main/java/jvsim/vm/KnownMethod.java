package jvsim.vm;

/**
 * A method of the guest's class library that the VM or the natives call or recognize, named once in
 * {@link WellKnown} (declaring class, name, descriptor) and resolved on first use, then kept (see
 * {@link KnownClass} for why that stays valid across state restores). An optional method (present in
 * one JDK's library only) answers {@link #exists()}.
 */
public final class KnownMethod {
    private final KnownClass owner;
    public final String name, desc;
    private final boolean optional;
    /** name + desc, the key of a class's virtual methods ({@link VmClass#selectVirtual}). */
    private final String nameDesc;
    private VmMethod method;
    private boolean looked;

    KnownMethod(KnownClass owner, String name, String desc, boolean optional) {
        this.owner = owner;
        this.name = name;
        this.desc = desc;
        this.optional = optional;
        this.nameDesc = name + desc;
    }

    /** The method a receiver of class c runs when this one is invoked virtually (JVMS 5.4.6), or null. */
    public VmMethod select(VmClass c) { return c.selectVirtual(nameDesc); }

    /** The method (its class loaded on first use). */
    public VmMethod get() {
        VmMethod m = method;
        return m != null ? m : resolve(true);
    }

    /** Whether the class library has this method (for an optional one). */
    public boolean exists() {
        return method != null || resolve(false) != null;
    }

    private VmMethod resolve(boolean need) {
        if (!looked) {
            looked = true;
            if (!optional || owner.exists()) method = owner.get().declaredMethod(name, desc);
        }
        if (method == null && (need || !optional)) throw new VmInternalError("jvsim: the class library has no method " + owner + "." + name + desc);
        return method;
    }

    @Override public String toString() { return owner + "." + name + desc; }
}
