package deadlocks;

import java.util.concurrent.CountDownLatch;

/**
 * Two daemon threads deadlock while main can still run: each takes its first lock and waits
 * until the other has too, then wants the other's. Main ends once it sees both blocked, and the VM
 * ends with it (only daemon threads are left), so there is never a moment when no thread can run:
 * only a detector that sees the cycle form reports it.
 */
public class DaemonDeadlock {
    static final Object A = new Object(), B = new Object();
    static final CountDownLatch bothHold = new CountDownLatch(2);

    static Thread daemon(Object first, Object second) {
        Thread t = new Thread(() -> {
            synchronized (first) {
                bothHold.countDown();
                try {
                    bothHold.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                synchronized (second) { System.out.println(Thread.currentThread().getName()); }
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    public static void main(String[] args) {
        Thread t1 = daemon(A, B), t2 = daemon(B, A);
        while (t1.getState() != Thread.State.BLOCKED || t2.getState() != Thread.State.BLOCKED) Thread.yield();
        System.out.println("main done");
    }
}
