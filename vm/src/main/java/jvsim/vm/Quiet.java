package jvsim.vm;

import java.util.Set;

/**
 * Code whose effects no other thread of the target can observe, so its operations are not
 * scheduling points: the initializers of the JDK's classes and of those the VM generates (the
 * target's run as ordinary code, see Initializer) and the JDK's
 * thread bookkeeping (thread-group counters on start and exit), and the bookkeeping of Cleaners'
 * lists (registering and cleaning a phantom cleanable: only the Cleaner's thread reads the list,
 * and the VM does not start it, see the natives' CleanerImpl.start; sockets and files register
 * with the common Cleaner), and the cleanup of terminating thread locals when a thread ends (NIO's
 * per-thread cache of direct buffers, freed: other threads see it only in the JVM's direct-memory
 * accounting, Bits' counters, which decide when an allocation fails). Making these visible would
 * multiply explored executions without new behaviours (made visible with Thread.exit's own writes,
 * net.UdpEcho's causal search did not finish in 300 s instead of 51). Thread.exit is not quiet: it clears fields other threads read (getThreadGroup,
 * getUncaughtExceptionHandler of an ended thread return null), so it runs in the thread's end
 * step, its accesses that step's footprint (see ThreadEnds#runExit).
 */
final class Quiet {
    private Quiet() {}

    private static final Set<String> METHODS = Set.of(
        "java/lang/ThreadGroup.add",
        "jdk/internal/misc/TerminatingThreadLocal.threadTerminated",
        "java/lang/ThreadGroup.addUnstarted",
        "java/lang/ThreadGroup.threadTerminated",
        "java/lang/ThreadGroup.threadStartFailed",
        "java/lang/ThreadGroup.remove",
        "jdk/internal/ref/PhantomCleanable.insert",
        "jdk/internal/ref/PhantomCleanable.remove");

    /** m.quiet: 0 not yet known, then bit 1 set; bit 2: quiet (METHODS); bit 4: quiet in its own frame (OWN_FRAME). */
    private static int flags(VmMethod m) {
        if (m.quiet == 0) {
            String name = m.owner.name + "." + m.name;
            m.quiet = (byte) (1 | (METHODS.contains(name) ? 2 : 0) | (OWN_FRAME.contains(name) ? 4 : 0));
        }
        return m.quiet;
    }

    static boolean isQuiet(VmMethod m) { return (flags(m) & 2) != 0; }

    /**
     * Methods quiet only in their own frame: Thread.run reads the thread's target, which only the
     * constructor (before the thread is published) and Thread.exit write.
     */
    private static final Set<String> OWN_FRAME = Set.of("java/lang/Thread.run");

    static boolean inQuietCode(VmThread t) {
        if (t.top != null && (flags(t.top.method) & 4) != 0) return true;
        for (Frame f = t.top; f != null; f = f.caller) {
            if ((f.kind == Frame.CLINIT && Initializer.quiet((VmClass) f.aux)) || isQuiet(f.method)) return true;
        }
        return false;
    }
}
