package jvsim.vm;

/** Monitor enter/exit for the interpreter and natives. */
public final class Monitors {
    private Monitors() {}

    /** Acquires o's monitor for t; returns false (and marks t BLOCKED) when another thread owns it. */
    public static boolean enter(VmThread t, VmObject o) {
        Monitor m = o.monitor;
        if (m == null || m.owner == null || m.owner == t) touch(t, o);
        if (m == null) { m = new Monitor(); o.monitor = m; }
        if (m.owner == null) { m.owner = t; m.count = 1; return true; }
        if (m.owner == t) { m.count++; return true; }
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
            t.vm.monitorReleased(o);
        }
        return true;
    }

    /**
     * Gives o's monitor a saved state (waiters null: free, no waiters). A free monitor with no
     * waiters is as good as none: an existing one is reset in place rather than dropped.
     */
    static void restore(VmObject o, VmThread owner, int count, VmThread[] waiters) {
        Monitor m = o.monitor;
        if (waiters == null) {
            if (m != null) { m.owner = null; m.count = 0; m.waitSet.clear(); }
            return;
        }
        if (m == null) o.monitor = m = new Monitor();
        m.owner = owner;
        m.count = count;
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
