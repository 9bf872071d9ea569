package jvsim.vm;

/** A resolved method reference in a constant-pool cache, with an inline cache for dispatch. */
final class MethodRef {
    final VmMethod method;
    /** vtable index for invokevirtual, or -1 when the call binds directly. */
    final int vindex;
    /** invokespecial target after the ACC_SUPER adjustment (computed on first use). */
    VmMethod special;
    /** invokeinterface inline cache. */
    VmClass lastClass;
    VmMethod lastTarget;
    /** A call of a signature-polymorphic method of MethodHandle: the call site's linkage. */
    MethodHandleCalls.Site polySite;

    MethodRef(VmMethod method, int vindex) { this.method = method; this.vindex = vindex; }
}
