package jvsim.vm;

import java.lang.reflect.Modifier;

/** A field of a loaded class, with its slot in the owner's instance or static storage. */
public final class VmField {
    public final VmClass owner;
    public final String name;
    public final String desc;
    public final int access;
    /** First descriptor character: one of BCSIJFDZ for primitives, L or [ for references. */
    public final char kind;
    public final boolean isRef;
    /** long or double: two slots on the operand stack. */
    public final boolean wide;
    public final int slot;
    /** ConstantValue attribute for static finals (Integer, Long, Float, Double or String), else null. */
    public final Object constantValue;
    /** Index in the owner's declared-field order, used by reflection. */
    public final int index;
    /** Location key of this field within its holder (instance or class mirror), as in {@link Op#key}. */
    public final long key;
    /** Scheduling class: {@link #FINAL} fields never race, {@link #VOLATILE} are synchronization, else {@link #PLAIN}. */
    public final int vis;
    public static final int FINAL = 0, VOLATILE = 1, PLAIN = 2;
    /**
     * A final field the class library's natives write after its object was made: System.in, out
     * and err (System.setIn0, setOut0, setErr0) and CallSite.target (MethodHandleNatives'
     * setCallSiteTarget): the writes are steps, and so are the reads (see
     * SchedulingPolicy#isRewrittenFinalPoint).
     */
    public final boolean rewritten;

    VmField(VmClass owner, String name, String desc, int access, int slot, Object constantValue, int index) {
        this.owner = owner; this.name = name; this.desc = desc; this.access = access;
        this.kind = desc.charAt(0);
        this.isRef = kind == 'L' || kind == '[';
        this.wide = Descriptors.isWide(kind);
        this.slot = slot; this.constantValue = constantValue; this.index = index;
        // the VM writes Thread.threadStatus outside any field access: a key of its own lets searches tell
        this.key = name.equals("threadStatus") && (owner.name.equals("java/lang/Thread") || owner.name.equals("java/lang/Thread$FieldHolder")) ? Op.KEY_STATUS
                : Op.fieldKey(Modifier.isStatic(access), isRef, slot);
        this.vis = Modifier.isFinal(access) ? FINAL : Modifier.isVolatile(access) ? VOLATILE : PLAIN;
        this.rewritten = vis == FINAL && (owner.name.equals("java/lang/System") && (name.equals("in") || name.equals("out") || name.equals("err"))
                || owner.name.equals("java/lang/invoke/CallSite") && name.equals("target"));
    }

    public boolean isStatic() { return Modifier.isStatic(access); }
    public boolean isVolatile() { return Modifier.isVolatile(access); }
    public boolean isFinal() { return Modifier.isFinal(access); }

    @Override public String toString() { return owner.name + "." + name + ":" + desc; }

    /** "Owner.name", as operations on the field show it, kept. */
    public String qualifiedName() {
        String q = qualifiedName;
        if (q == null) qualifiedName = q = owner.javaName() + "." + name;
        return q;
    }
    private String qualifiedName;

}
