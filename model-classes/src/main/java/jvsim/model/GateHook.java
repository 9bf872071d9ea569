package jvsim.model;

/** Called by the hooks jvsim puts into gated methods (see jvsim.vm.gates); replaced by a native. */
public final class GateHook {
    private GateHook() {}

    /** The current thread is at hooked position id: it waits while a gate there is closed. */
    public static void at(int id) {}
}
