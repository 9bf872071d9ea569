package conformance;

import java.util.concurrent.locks.LockSupport;

/** LockSupport park/unpark/parkNanos/parkUntil with permit semantics, and park blockers. */
public class ConcLockSupport {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        // a permit given before park makes park return at once; permits do not accumulate
        LockSupport.unpark(me);
        LockSupport.unpark(me);
        long s = System.nanoTime();
        LockSupport.park();
        System.out.println("park consumed the permit");
        LockSupport.parkNanos(50_000_000L); // no permit left: times out
        System.out.println("parkNanos timed out after >= 50ms " + (System.nanoTime() - s >= 50_000_000L));
        s = System.nanoTime();
        LockSupport.parkNanos(0);
        LockSupport.parkNanos(-10);
        System.out.println("non-positive parkNanos returns at once " + (System.nanoTime() - s < 50_000_000L));
        long deadline = System.currentTimeMillis() + 80;
        LockSupport.parkUntil(deadline);
        System.out.println("parkUntil returned after deadline " + (System.currentTimeMillis() >= deadline));
        LockSupport.parkUntil(0);
        System.out.println("parkUntil in the past returns");

        // unpark of a parked thread
        Object blocker = new Object();
        Thread t = new Thread(() -> {
            LockSupport.park(blocker);
            System.out.println("worker unparked, blocker now " + LockSupport.getBlocker(Thread.currentThread()));
        }, "parker");
        t.start();
        awaitState(t, Thread.State.WAITING);
        System.out.println("blocker while parked is ours " + (LockSupport.getBlocker(t) == blocker));
        LockSupport.unpark(t);
        t.join();

        // unpark before the thread parks: its first park returns immediately
        boolean[] go = {false};
        Thread early = new Thread(() -> {
            while (!flag(go)) Thread.yield();
            LockSupport.park();
            System.out.println("early-unparked thread passed park");
        });
        early.start();
        LockSupport.unpark(early);
        synchronized (go) {
            go[0] = true;
        }
        early.join();

        // unpark of a thread that was not started has no effect
        Thread unstarted = new Thread(() -> {
            long t0 = System.nanoTime();
            LockSupport.parkNanos(30_000_000L);
            System.out.println("unpark before start is lost: parkNanos waited " + (System.nanoTime() - t0 >= 30_000_000L));
        });
        LockSupport.unpark(unstarted);
        unstarted.start();
        unstarted.join();
        LockSupport.unpark(null);
        System.out.println("unpark(null) ignored");

        // timed park that is unparked early
        Thread timed = new Thread(() -> {
            long t0 = System.nanoTime();
            LockSupport.parkNanos(blocker, 10_000_000_000L);
            System.out.println("timed park unparked early " + (System.nanoTime() - t0 < 10_000_000_000L));
        });
        timed.start();
        awaitState(timed, Thread.State.TIMED_WAITING);
        System.out.println("timed parker blocker is ours " + (LockSupport.getBlocker(timed) == blocker));
        LockSupport.unpark(timed);
        timed.join();

        // a simple binary semaphore built on park/unpark: strict alternation
        StringBuilder out = new StringBuilder();
        Thread[] pair = new Thread[2];
        int[] turn = {0};
        for (int i = 0; i < 2; i++) {
            final int id = i;
            pair[i] = new Thread(() -> {
                for (int k = 0; k < 4; k++) {
                    while (turnOf(turn) != id) LockSupport.park();
                    synchronized (out) {
                        out.append(id);
                    }
                    synchronized (turn) {
                        turn[0] = 1 - id;
                    }
                    LockSupport.unpark(pair[1 - id]);
                }
            });
        }
        pair[0].start();
        pair[1].start();
        pair[0].join();
        pair[1].join();
        System.out.println("alternation " + out);
    }

    static boolean flag(boolean[] f) {
        synchronized (f) {
            return f[0];
        }
    }

    static int turnOf(int[] t) {
        synchronized (t) {
            return t[0];
        }
    }
}
