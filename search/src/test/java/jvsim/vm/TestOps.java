package jvsim.vm;

/**
 * Operations for the search's unit tests, made without a VM: a holder is an object of no class
 * with a given stable id (VmObject's constructors are the VM's own).
 */
public final class TestOps {
    private TestOps() {}

    /** An object of no class with stable id id, to hold a location. */
    public static VmObject holder(long id) {
        VmObject o = new VmObject(null, new long[0], new VmObject[0]);
        o.id = id;
        return o;
    }

    /** An operation of kind on holder's location key. */
    public static Op op(int kind, VmObject holder, long key) {
        Op op = new Op();
        op.set(kind, holder, key, null, 0);
        return op;
    }
}
