package jvsim.model;

import java.lang.management.ThreadInfo;
import java.lang.reflect.Constructor;

/**
 * Runs inside the VM in place of sun.management.ThreadImpl's natives that HotSpot answers with
 * ThreadInfo objects (ThreadMXBean.getThreadInfo, dumpAllThreads): a host native gathers what
 * HotSpot's thread snapshot holds (status, the lock waited for and its owner, the stack, the
 * monitors each frame holds, the ownable synchronizers the thread owns) and ThreadInfo's own
 * constructor, the one HotSpot calls, builds the object. jvsim counts no blocking or waiting:
 * the counts are 0 and the times -1 (contention monitoring is unsupported).
 */
public final class ThreadInfos {
    private ThreadInfos() {}

    /** ThreadInfo(Thread, state, lockObj, lockOwner, 4 counts and times, stack, monitors, their depths, synchronizers). */
    private static final Constructor<ThreadInfo> NEW;

    static {
        try {
            NEW = ThreadInfo.class.getDeclaredConstructor(Thread.class, int.class, Object.class, Thread.class, long.class, long.class,
                    long.class, long.class, StackTraceElement[].class, Object[].class, int[].class, Object[].class);
            NEW.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * What the thread dump of t holds (a host native), null when t is not alive: {int[]{threadStatus},
     * lock object, its owner, StackTraceElement[] (maxDepth frames, all when negative), locked monitors
     * (null unless monitors), their stack depths, locked synchronizers (null unless synchronizers)}.
     * caller is ThreadImpl's native shown on top of the calling thread's stack.
     */
    private static native Object[] snapshot(Thread t, boolean monitors, boolean synchronizers, int maxDepth, String caller);

    /** The live threads of the VM, in the order they started (a host native). */
    private static native Thread[] threads();

    /** ThreadImpl.getThreadInfo1: the threads of ids (null where none is alive), maxDepth frames each, no locks held. */
    public static void getThreadInfo1(long[] ids, int maxDepth, ThreadInfo[] result) {
        Thread[] live = threads();
        for (int i = 0; i < ids.length; i++) result[i] = info(find(live, ids[i]), false, false, maxDepth, "getThreadInfo1");
    }

    /** ThreadImpl.dumpThreads0: the threads of ids (every live thread when null), with the monitors and synchronizers they hold if asked. */
    public static ThreadInfo[] dumpThreads0(long[] ids, boolean lockedMonitors, boolean lockedSynchronizers, int maxDepth) {
        Thread[] live = threads();
        Thread[] of = live;
        if (ids != null) {
            of = new Thread[ids.length];
            for (int i = 0; i < ids.length; i++) of[i] = find(live, ids[i]);
        }
        ThreadInfo[] out = new ThreadInfo[of.length];
        for (int i = 0; i < of.length; i++) out[i] = info(of[i], lockedMonitors, lockedSynchronizers, maxDepth, "dumpThreads0");
        return out;
    }

    private static Thread find(Thread[] live, long id) {
        for (Thread t : live) if (t.getId() == id) return t;
        return null;
    }

    private static ThreadInfo info(Thread t, boolean monitors, boolean synchronizers, int maxDepth, String caller) {
        if (t == null) return null;
        Object[] s = snapshot(t, monitors, synchronizers, maxDepth, caller);
        if (s == null) return null;
        try {
            return NEW.newInstance(t, ((int[]) s[0])[0], s[1], (Thread) s[2], 0L, -1L, 0L, -1L, (StackTraceElement[]) s[3], (Object[]) s[4], (int[]) s[5], (Object[]) s[6]);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }
}
