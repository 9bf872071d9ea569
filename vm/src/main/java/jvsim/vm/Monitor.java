package jvsim.vm;

import java.util.ArrayList;

/** A Java object monitor: owner, recursion count, and the threads waiting in wait(). */
public final class Monitor {
    public VmThread owner;
    public int count;
    /** Threads in Object.wait() on this monitor, in arrival order. */
    public final ArrayList<VmThread> waitSet = new ArrayList<>(2);
    /**
     * The virtual threads that unmounted blocked entering this monitor (JEP 491, see
     * Continuations#preemptOnEnter), null when none: replaced, never changed (saved by reference).
     * Only while the monitor is owned: its release hands them all to the JDK's unblocker thread.
     */
    public VmObject[] blockedVirtual;
    /** The virtual threads that unmounted in Object.wait on this monitor (JEP 491), in arrival order, null when none: replaced, never changed. */
    public VmObject[] waitingVirtual;

    /** Whether the monitor has more state than a fresh one: an owner or waiters of either kind. */
    boolean inUse() { return owner != null || !waitSet.isEmpty() || waitingVirtual != null; }
}
