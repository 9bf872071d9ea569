package jvsim.vm;

import java.util.ArrayList;

/** A Java object monitor: owner, recursion count, and the threads waiting in wait(). */
public final class Monitor {
    public VmThread owner;
    public int count;
    /** Threads in Object.wait() on this monitor, in arrival order. */
    public final ArrayList<VmThread> waitSet = new ArrayList<>(2);
}
