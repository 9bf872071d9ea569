package jvsim.listeners;

import jvsim.vm.Frame;
import jvsim.vm.Monitor;
import jvsim.vm.Op;
import jvsim.vm.Threads;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;

/**
 * An edge of the wait-for graph: thread {@code waiter} cannot go on until thread {@code holder}
 * releases a lock (a monitor it is blocked entering or re-entering after wait, or the
 * java.util.concurrent lock it is parked on, whose owner the AbstractOwnableSynchronizer records),
 * ends the initialization of a class (JVMS 5.5: the initializing thread holds it) or ends (join).
 * Timed waits are not edges: they end by themselves.
 *
 * @param lock the lock's stable id, or 0 for a join
 * @param what "monitor of java.lang.Object", "lock java.util.concurrent.locks.ReentrantLock$NonfairSync",
 *     "the initialization of class Foo", or null for a join
 * @param where the user-code location where waiter waits
 * @param lockObject the lock's object (the monitor's, the synchronizer), or null for a class initialization or a join
 */
record WaitFor(VmThread waiter, VmThread holder, long lock, String what, String where, VmObject lockObject) {

    /** What t waits for now, or null when it can run, waits with a timeout, or waits for no thread in particular. */
    static WaitFor of(VmThread t) {
        if (!t.isAlive() || t.suspended) return null;
        if (t.guarded()) {
            // waiting to retry a non-fair acquisition: what the JDK's parked waiter waits for
            VmObject sync = t.guardedAcquisition();
            return sync == null ? null : synchronizer(t, sync);
        }
        if (t.atPoint) {
            Op p = t.pending;
            if (p.kind == Op.ACQUIRE) return monitor(t, p.obj, p.userWhere());
            if (p.kind == Op.JOIN && p.other != null && p.other.isAlive() && !Threads.interrupted(t))
                return new WaitFor(t, p.other, 0, null, p.userWhere(), null);
            return null;
        }
        switch (t.state) {
            case BLOCKED:
                if (t.blockedOnClass != null) return classInit(t, t.blockedOnClass);
                return t.blockedOn != null ? monitor(t, t.blockedOn, userFrame(t)) : null;
            case WAITING:
                if (t.blockPhase != VmThread.BlockPhase.WAITING) return null;
                if (t.joining != null) return t.joining.isAlive() ? new WaitFor(t, t.joining, 0, null, userFrame(t), null) : null;
                if (t.blockedOn != null || !"parked".equals(t.waitReason)) return null;
                VmObject blocker = Threads.parkBlocker(t);
                return blocker == null || !Threads.isSynchronizer(blocker) ? null : synchronizer(t, blocker);
            default:
                return null;
        }
    }

    /** t waits for the java.util.concurrent synchronizer sync: for its owner, when another thread holds it exclusively. */
    private static WaitFor synchronizer(VmThread t, VmObject sync) {
        VmThread owner = Threads.exclusiveOwner(sync);
        return owner == null || owner == t ? null : new WaitFor(t, owner, sync.id, lockName(sync, true), userFrame(t), sync);
    }

    /** Prefix of {@link #what} for the initialization of a class, which its initializing thread holds. */
    static final String CLASS_INIT = "the initialization of class ";

    /** t waits for another thread to end the initialization of c (JVMS 5.5 step 2). */
    private static WaitFor classInit(VmThread t, VmClass c) {
        VmThread by = c.initState == VmClass.INITIALIZING ? c.initThread : null;
        if (by == null || by == t) return null;
        return new WaitFor(t, by, c.mirror.id, CLASS_INIT + c.javaName(), userFrame(t), null);
    }

    private static WaitFor monitor(VmThread t, VmObject o, String where) {
        Monitor m = o.monitor;
        if (m == null || m.owner == null || m.owner == t) return null;
        return new WaitFor(t, m.owner, o.id, lockName(o, false), where, o);
    }

    /** "monitor of java.lang.Object", "monitor of class Foo", or for a java.util.concurrent lock "lock ...ReentrantLock$NonfairSync". */
    static String lockName(VmObject o, boolean synchronizer) {
        if (synchronizer) return "lock " + o.cls.javaName();
        return o.meta instanceof VmClass c ? "monitor of class " + c.javaName() : "monitor of " + o.cls.javaName();
    }

    /** The innermost frame of t outside the JDK, as "Class.method(File.java:line)". */
    private static String userFrame(VmThread t) {
        Frame f = Threads.userFrame(t);
        if (f != null) return Op.where(f.method, f.pc);
        return t.top == null ? "" : Op.where(t.top.method, t.top.pc);
    }
}
