package management;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.locks.LockSupport;

/**
 * A thread sets and clears its park blocker (LockSupport.setCurrentBlocker, as a synchronizer does
 * around a park) while main asks ThreadMXBean for its thread information, which reports the blocker
 * as the thread's lock: whether a lock is reported depends on the order, though the thread's status
 * never changes in between. The query reads the blocker in a native, which a search must order
 * with the blocker's writes. Prints "RUNNABLE false", "RUNNABLE true" (between the two writes) or
 * "ended" (the thread ended first); no violation; three outputs.
 */
public class ParkBlockerRace {
    public static void main(String[] args) throws InterruptedException {
        Object blocker = new Object();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        mx.getThreadInfo(Thread.currentThread().getId()); // the query's classes loaded and initialized before t starts
        Thread t = new Thread(() -> {
            LockSupport.setCurrentBlocker(blocker);
            LockSupport.setCurrentBlocker(null);
        });
        t.start();
        ThreadInfo info = mx.getThreadInfo(t.getId());
        String seen = info == null ? "ended" : info.getThreadState() + " " + (info.getLockName() != null);
        t.join();
        System.out.println(seen);
    }
}
