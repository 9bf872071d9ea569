package jvsim.vm;

/**
 * A class of the guest's class library that the VM or the natives use, named once in {@link
 * WellKnown} and resolved on first use, then kept: a JDK class, once loaded, stays the same {@link
 * VmClass} for the life of the VM (a state restore resets its statics and mirror, never replaces
 * it), so the handle stays valid across restores. An optional class (present in one JDK's library,
 * absent in another's) answers {@link #exists()}; asking a missing class for its {@link #get()} is
 * an internal error naming it.
 */
public final class KnownClass {
    private final WellKnown table;
    /** Internal names; the first the class library has is the one (see {@link WellKnown#threadFields}). */
    private final String[] names;
    private final boolean optional;
    private VmClass cls;
    private boolean looked;

    KnownClass(WellKnown table, boolean optional, String... names) {
        this.table = table;
        this.optional = optional;
        this.names = names;
    }

    /** The class, loaded (not initialized) on first use. */
    public VmClass get() {
        VmClass c = cls;
        return c != null ? c : resolve(true);
    }

    /** Whether the guest's class library has this class (for an optional one; loads it if so). */
    public boolean exists() {
        return cls != null || resolve(false) != null;
    }

    /** The class's mirror (java.lang.Class object). */
    public VmObject mirror() { return get().mirror; }

    /**
     * Whether o is an instance of this class or a subclass (false for null); loads nothing (when the
     * class is not loaded, no object is an instance of it).
     */
    public boolean isInstance(VmObject o) {
        if (o == null) return false;
        VmClass c = ifLoaded();
        return c != null && o.cls.isSubclassOf(c);
    }

    /** The class if it is loaded already, else null (without loading it). */
    public VmClass ifLoaded() {
        VmClass c = cls;
        if (c != null || names.length > 1) return c;
        c = table.classes.findLoaded(names[0]);
        if (c != null) { cls = c; looked = true; } // what a load would give
        return c;
    }

    private VmClass resolve(boolean need) {
        ClassRegistry classes = table.classes;
        if (!looked) {
            VmClass found = null;
            for (String n : names) {
                // an optional class the library lacks is not loaded (a load would record the failure)
                if ((optional || names.length > 1) && classes.findLoaded(n) == null && classes.definingKind(n) == null) continue;
                // a use while the class links (java.lang.Class's own fields) finds it already registered
                found = classes.load(n);
                break;
            }
            cls = found;
            looked = true;
        }
        if (cls == null && (need || !optional)) throw new VmInternalError("jvsim: the class library has no " + String.join(" or ", names));
        return cls;
    }

    @Override public String toString() { return String.join("|", names); }
}
