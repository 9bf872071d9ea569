package jvsim.vm;

/** Monitor enter/exit for the interpreter and natives. */
public final class Monitors {
    private Monitors() {}

    /**
     * Acquires o's monitor for t; returns false when another thread owns it: t is marked BLOCKED, or
     * (JDK 24 and later, JEP 491) the virtual thread mounted on t unmounted blocked, t staying
     * RUNNABLE and going on at its new top frame (see {@link Continuations#preemptOnEnter}).
     */
    public static boolean enter(VmThread t, VmObject o) {
        Monitor m = o.monitor;
        if (m == null || m.owner == null || m.owner == t) touch(t, o);
        if (m == null) { m = new Monitor(); o.monitor = m; }
        if (m.owner == null) { m.owner = t; m.count = 1; return true; }
        if (m.owner == t) { m.count++; return true; }
        if (Continuations.preemptOnEnter(t, o)) return false;
        t.state = VmThread.State.BLOCKED;
        t.blockedOn = o;
        t.waitReason = "monitor";
        Threads.setStatus(t, Threads.STATUS_BLOCKED); // what Thread.getState() reads
        return false;
    }

    /** The write barrier before t changes o's monitor (not counted as t's write while a round of its loop is verified, see SpinLoops). */
    private static void touch(VmThread t, VmObject o) {
        if (t.vm.scheduler.spins.verifying(t)) t.vm.heap.touchMonitor(o);
        else t.vm.heap.touch(o);
    }

    /** Releases one level of o's monitor; false if t does not own it. */
    public static boolean exit(VmThread t, VmObject o) {
        Monitor m = o.monitor;
        if (m == null || m.owner != t) return false;
        touch(t, o);
        if (--m.count == 0) {
            m.owner = null;
            if (m.blockedVirtual != null) Continuations.unblock(t.vm, o);
            t.vm.monitorReleased(o);
        }
        return true;
    }

    /**
     * Gives o's monitor a saved state (waiters null: free, no waiters). A free monitor with no
     * waiters is as good as none: an existing one is reset in place rather than dropped.
     */
    static void restore(VmObject o, VmThread owner, int count, VmThread[] waiters, VmObject[] blockedVirtual, VmObject[] waitingVirtual) {
        Monitor m = o.monitor;
        if (waiters == null) {
            if (m != null) { m.owner = null; m.count = 0; m.waitSet.clear(); m.blockedVirtual = null; m.waitingVirtual = null; }
            return;
        }
        if (m == null) o.monitor = m = new Monitor();
        m.owner = owner;
        m.count = count;
        m.blockedVirtual = blockedVirtual;
        m.waitingVirtual = waitingVirtual;
        m.waitSet.clear();
        java.util.Collections.addAll(m.waitSet, waiters);
    }

    public static boolean holds(VmThread t, VmObject o) {
        Monitor m = o.monitor;
        return m != null && m.owner == t;
    }

    /**
     * Whether t's exit of o's monitor releases it (t holds it once, not re-entered): only then is the
     * exit visible to other threads. Entering a monitor t already holds is not visible either.
     */
    public static boolean releases(VmThread t, VmObject o) {
        Monitor m = o.monitor;
        return m != null && m.owner == t && m.count == 1;
    }
}
