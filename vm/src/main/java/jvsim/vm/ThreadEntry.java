package jvsim.vm;

/**
 * Where a started thread's own code begins, for reports: a thread whose run() is Thread.run (the
 * JDK's, which calls its Runnable) begins, for the program, in the Runnable's run, or in the body
 * of the lambda or method reference it was given (javac's lambda$main$0). A thread of a Thread
 * subclass begins in its own run(), already the program's.
 */
public final class ThreadEntry {
    private ThreadEntry() { }

    /**
     * The method thread (a Thread object about to run run) begins in, when run is the JDK's
     * Thread.run and the thread was given a Runnable: that Runnable's run (or the body of the lambda
     * or method reference it is), the program's, or the JDK's for a thread a JDK class made (a pool's
     * worker: ThreadPoolExecutor$Worker.run); else null (run is the program's own, or there is no
     * Runnable, or a lambda's body is unknown).
     */
    public static VmMethod of(Vm vm, VmObject thread, VmMethod run) {
        if (run == null || !run.owner.jdk) return null;
        VmObject task = task(vm, thread);
        if (task == null) return null;
        VmMethod m = vm.known.threadRun.select(task.cls);
        if (m == null) return null;
        if (m.owner.hidden) m = m.owner.forwardsTo;
        return m == null || m.owner.hidden ? null : m;
    }

    /** The Runnable a thread was created with: Thread.target (up to JDK 18), Thread.FieldHolder.task (from JDK 19), or null. */
    private static VmObject task(Vm vm, VmObject thread) {
        WellKnown k = vm.known;
        if (k.threadTarget.exists()) return k.threadTarget.get(thread);
        if (!k.threadHolder.exists() || !k.threadHolderTask.exists()) return null;
        VmObject holder = k.threadHolder.get(thread);
        return holder == null ? null : k.threadHolderTask.get(holder);
    }
}
