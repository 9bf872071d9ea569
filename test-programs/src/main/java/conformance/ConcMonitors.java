package conformance;

import java.util.ArrayList;
import java.util.List;

/** Monitors: synchronized methods and blocks, reentrancy, holdsLock, IllegalMonitorStateException. */
public class ConcMonitors {
    private int a, b;
    private static int statics;
    private final Object lock = new Object();
    private int blockCount;

    synchronized void incBoth() {
        // a and b are only ever changed together under the monitor: they must never differ
        int x = a;
        Thread.yield();
        a = x + 1;
        b++;
    }

    synchronized int diff() { return a - b; }

    static synchronized void incStatic() { statics++; }

    void incBlock() {
        synchronized (lock) {
            int v = blockCount;
            Thread.onSpinWait();
            blockCount = v + 1;
        }
    }

    synchronized int reenter(int n) {
        return n == 0 ? (Thread.holdsLock(this) ? 1000 : -1) : 1 + reenter(n - 1);
    }

    public static void main(String[] args) throws Exception {
        ConcMonitors m = new ConcMonitors();
        List<Thread> ts = new ArrayList<>();
        int[] badDiffs = {0};
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(() -> {
                for (int j = 0; j < 300; j++) {
                    m.incBoth();
                    incStatic();
                    m.incBlock();
                    if (m.diff() != 0) badDiffs[0]++;
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        System.out.println("a=" + m.a + " b=" + m.b + " static=" + statics + " block=" + m.blockCount + " badDiffs=" + badDiffs[0]);

        System.out.println("reentrant depth result " + m.reenter(50));
        Object o = new Object();
        System.out.println("holdsLock before " + Thread.holdsLock(o));
        synchronized (o) {
            synchronized (o) {
                System.out.println("holdsLock nested " + Thread.holdsLock(o));
            }
            System.out.println("holdsLock after inner exit " + Thread.holdsLock(o));
        }
        System.out.println("holdsLock after outer exit " + Thread.holdsLock(o));
        synchronized (ConcMonitors.class) {
            System.out.println("class lock held " + Thread.holdsLock(ConcMonitors.class));
        }
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null) NPE");
        }

        // wait/notify without owning the monitor
        try {
            o.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: " + e.getClass().getSimpleName());
        }
        try {
            o.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("timed wait without lock: " + e.getClass().getSimpleName());
        }
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getClass().getSimpleName());
        }
        try {
            o.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll without lock: " + e.getClass().getSimpleName());
        }
        Object other = new Object();
        synchronized (other) {
            try {
                o.notify();
            } catch (IllegalMonitorStateException e) {
                System.out.println("notify holding another lock: " + e.getClass().getSimpleName());
            }
        }
        try {
            synchronized (o) {
                o.wait(-1);
            }
        } catch (IllegalArgumentException e) {
            System.out.println("negative timeout: " + e.getMessage());
        }
        // the monitor of another thread is not ours: a thread holding a lock blocks others
        Object shared = new Object();
        boolean[] entered = {false};
        Thread contender;
        synchronized (shared) {
            contender = new Thread(() -> {
                synchronized (shared) {
                    entered[0] = true;
                }
            });
            contender.start();
            while (contender.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("contender state while lock held " + contender.getState() + " entered " + entered[0]);
        }
        contender.join();
        System.out.println("contender entered after release " + entered[0]);
        // a monitor is released when the synchronized method throws
        try {
            m.throwInside();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + ", still holds " + Thread.holdsLock(m));
        }
        Thread t2 = new Thread(() -> System.out.println("other thread got monitor: " + m.reenter(0)));
        t2.start();
        t2.join();
    }

    synchronized void throwInside() {
        throw new IllegalStateException("thrown inside synchronized");
    }
}
