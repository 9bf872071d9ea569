package conformance;

import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/**
 * ThreadMXBean's thread dumps and deadlock detection on threads of the program's own (daemons, so
 * that the deadlocked ones do not keep the JVM alive): two threads deadlocked on monitors, two on
 * ReentrantLocks, one waiting in Object.wait, one parked on a latch while holding monitors in nested
 * synchronized blocks and a synchronized method. Prints what findMonitorDeadlockedThreads and
 * findDeadlockedThreads find, each thread's ThreadInfo (state, lock, owner, stack), the monitors and
 * ownable synchronizers dumpAllThreads says they hold (with the frames that hold them),
 * getThreadInfo of the calling thread and of a finished one, Thread.getAllStackTraces and the
 * capabilities. Only the program's threads are printed (the JVMs' own threads differ) and no
 * identity hash codes. Expected: the same output as the host JVM, exit status 0.
 */
public class ThreadManagement {
    static final Object A = new Object(), B = new Object(), WAIT = new Object(), OUTER = new Object(), INNER = new Object();
    static final ReentrantLock L1 = new ReentrantLock(), L2 = new ReentrantLock();
    static final CountDownLatch MONITORS = new CountDownLatch(2), LOCKS = new CountDownLatch(2), NEVER = new CountDownLatch(1);

    public static void main(String[] args) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        System.out.println("monitor usage " + mx.isObjectMonitorUsageSupported() + ", synchronizer usage " + mx.isSynchronizerUsageSupported());
        System.out.println("before: monitor deadlocks " + mx.findMonitorDeadlockedThreads() + ", deadlocks " + mx.findDeadlockedThreads());
        Thread done = new Thread(() -> { }, "done");
        done.start();
        done.join();
        List<Thread> mine = List.of(
                daemon("m1", () -> cross(A, B)), daemon("m2", () -> cross(B, A)),
                daemon("c1", () -> cross(L1, L2)), daemon("c2", () -> cross(L2, L1)),
                daemon("waiter", () -> {
                    synchronized (WAIT) {
                        try {
                            WAIT.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }),
                daemon("nested", () -> {
                    synchronized (OUTER) {
                        synchronized (INNER) {
                            holdAndWait();
                        }
                    }
                }));
        for (Thread t : mine) t.start();
        for (Thread t : mine) {
            Thread.State want = t.getName().startsWith("m") ? Thread.State.BLOCKED : Thread.State.WAITING;
            while (t.getState() != want) Thread.sleep(5);
        }
        System.out.println("monitor deadlocks: " + names(mx, mx.findMonitorDeadlockedThreads()));
        System.out.println("deadlocks: " + names(mx, mx.findDeadlockedThreads()));
        for (Thread t : mine) {
            ThreadInfo i = mx.getThreadInfo(t.getId(), Integer.MAX_VALUE);
            System.out.println(describe(i));
            for (StackTraceElement e : i.getStackTrace()) System.out.println("    at " + frame(e));
        }
        Map<String, ThreadInfo> dump = new TreeMap<>();
        for (ThreadInfo i : mx.dumpAllThreads(true, true)) if (mine.stream().anyMatch(t -> t.getId() == i.getThreadId())) dump.put(i.getThreadName(), i);
        for (ThreadInfo i : dump.values()) {
            StringBuilder b = new StringBuilder("dump " + i.getThreadName() + ": " + i.getThreadState() + ", frames " + i.getStackTrace().length);
            for (MonitorInfo m : i.getLockedMonitors())
                b.append("\n    locked ").append(m.getClassName()).append(" at depth ").append(m.getLockedStackDepth()).append(" in ").append(frame(m.getLockedStackFrame()));
            List<String> syncs = new ArrayList<>();
            for (LockInfo l : i.getLockedSynchronizers()) syncs.add(l.getClassName());
            syncs.sort(null);
            b.append("\n    synchronizers ").append(syncs);
            System.out.println(b);
        }
        ThreadInfo[] some = mx.dumpAllThreads(false, false);
        boolean plain = true;
        for (ThreadInfo i : some) plain &= i.getLockedMonitors().length == 0 && i.getLockedSynchronizers().length == 0;
        System.out.println("dumpAllThreads(false, false): no monitors or synchronizers " + plain);
        ThreadInfo self = mx.getThreadInfo(Thread.currentThread().getId(), 4);
        System.out.println(describe(self));
        for (StackTraceElement e : self.getStackTrace()) System.out.println("    at " + frame(e));
        System.out.println("depth 0: " + mx.getThreadInfo(mine.get(0).getId()).getStackTrace().length + " frames; finished thread: "
                + Arrays.toString(mx.getThreadInfo(new long[] {done.getId()})));
        Map<String, String> traces = new TreeMap<>();
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet())
            if (mine.contains(e.getKey())) traces.put(e.getKey().getName(), e.getValue().length + " frames, top " + frame(e.getValue()[0]));
        System.out.println("getAllStackTraces: " + traces);
        System.out.println("peak >= live: " + (mx.getPeakThreadCount() >= mx.getThreadCount()) + ", all ids include mine: "
                + Arrays.stream(mx.getAllThreadIds()).filter(id -> mine.stream().anyMatch(t -> t.getId() == id)).count());
        synchronized (WAIT) {
            ThreadInfo w = mx.getThreadInfo(mine.get(4).getId());
            System.out.println("waiter while main holds its monitor: " + w.getLockName().replaceAll("@.*", "") + " owned by " + w.getLockOwnerName());
        }
    }

    static Thread daemon(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    static void cross(Object first, Object second) {
        synchronized (first) {
            await(MONITORS);
            synchronized (second) {
                System.out.println("unreachable");
            }
        }
    }

    static void cross(ReentrantLock first, ReentrantLock second) {
        first.lock();
        await(LOCKS);
        second.lock();
        System.out.println("unreachable");
    }

    static synchronized void holdAndWait() {
        try {
            NEVER.await();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    static void await(CountDownLatch l) {
        l.countDown();
        try {
            l.await();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    static String names(ThreadMXBean mx, long[] ids) {
        if (ids == null) return "none";
        List<String> n = new ArrayList<>();
        for (ThreadInfo i : mx.getThreadInfo(ids)) n.add(i.getThreadName());
        n.sort(null);
        return n.toString();
    }

    static String describe(ThreadInfo i) {
        return i.getThreadName() + ": " + i.getThreadState() + ", lock " + (i.getLockInfo() == null ? null : i.getLockInfo().getClassName())
                + " owned by " + i.getLockOwnerName() + (i.getLockOwnerId() == -1 ? "" : " (an id)") + ", native " + i.isInNative()
                + ", suspended " + i.isSuspended() + ", daemon " + i.isDaemon() + ", priority " + i.getPriority() + ", blocked time " + i.getBlockedTime()
                + ", waited time " + i.getWaitedTime();
    }

    /** A frame as class.method(file:line); a lambda proxy's frame by its interface method only (the proxy classes' names and files differ between JVMs). */
    static String frame(StackTraceElement e) {
        if (e.getClassName().contains("$$Lambda$")) return "a lambda's " + e.getMethodName();
        return e.getClassName() + "." + e.getMethodName() + "(" + (e.isNativeMethod() ? "native" : e.getFileName() + ":" + e.getLineNumber()) + ")";
    }
}
