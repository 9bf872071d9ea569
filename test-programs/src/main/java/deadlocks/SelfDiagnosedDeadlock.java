package deadlocks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * DaemonDeadlock's two daemon threads, with main finding their deadlock itself: it polls
 * ThreadMXBean.findDeadlockedThreads until the cycle has formed and asserts that it names exactly
 * the two daemons, blocked on each other's monitor, then ends (and the VM with it). Expected: main's
 * assertion holds in every interleaving (no violation without a deadlock listener); with jvsim's
 * deadlock detector the cycle is reported as for DaemonDeadlock (the management query neither
 * blocks nor counts as a lock operation).
 */
public class SelfDiagnosedDeadlock {
    public static void main(String[] args) {
        Thread t1 = DaemonDeadlock.daemon(DaemonDeadlock.A, DaemonDeadlock.B), t2 = DaemonDeadlock.daemon(DaemonDeadlock.B, DaemonDeadlock.A);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] ids;
        while ((ids = mx.findDeadlockedThreads()) == null) Thread.yield();
        Arrays.sort(ids);
        long[] expected = {t1.getId(), t2.getId()};
        Arrays.sort(expected);
        assert Arrays.equals(ids, expected) : "deadlocked: " + Arrays.toString(ids);
        for (ThreadInfo i : mx.getThreadInfo(ids)) {
            assert i.getThreadState() == Thread.State.BLOCKED && i.getLockOwnerId() != i.getThreadId() && i.getLockOwnerId() != -1 : i;
        }
        System.out.println("main found the deadlock");
    }
}
