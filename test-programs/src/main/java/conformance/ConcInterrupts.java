package conformance;

import java.util.concurrent.locks.LockSupport;

/** Interrupts of sleep, wait, join and park; the interrupt flag. */
public class ConcInterrupts {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        // sleep
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
                System.out.println("sleep finished (wrong)");
            } catch (InterruptedException e) {
                System.out.println("sleep: InterruptedException '" + e.getMessage() + "', flag " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();

        // wait
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                    System.out.println("wait returned (wrong)");
                } catch (InterruptedException e) {
                    System.out.println("wait: InterruptedException, flag " + Thread.currentThread().isInterrupted() + ", holds lock " + Thread.holdsLock(lock));
                }
            }
        });
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);
        waiter.interrupt();
        waiter.join();

        // timed wait
        Thread timedWaiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(1_000_000);
                } catch (InterruptedException e) {
                    System.out.println("timed wait: InterruptedException, flag " + Thread.currentThread().isInterrupted());
                }
            }
        });
        timedWaiter.start();
        awaitState(timedWaiter, Thread.State.TIMED_WAITING);
        timedWaiter.interrupt();
        timedWaiter.join();

        // interrupt while the waiter must still re-acquire the monitor held by the interrupter
        Thread w2 = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("wait interrupted, re-acquired lock " + Thread.holdsLock(lock));
                }
            }
        });
        w2.start();
        awaitState(w2, Thread.State.WAITING);
        synchronized (lock) {
            w2.interrupt();
            awaitState(w2, Thread.State.BLOCKED);
            System.out.println("interrupted waiter blocks on the monitor: " + w2.getState());
        }
        w2.join();

        // join
        Thread forever = new Thread(() -> LockSupport.park());
        forever.setDaemon(true);
        forever.start();
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
                System.out.println("join returned (wrong)");
            } catch (InterruptedException e) {
                System.out.println("join: InterruptedException, flag " + Thread.currentThread().isInterrupted());
            }
        });
        joiner.start();
        awaitState(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();

        // pending interrupt makes sleep/wait/join throw at once
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            System.out.println("pending interrupt: sleep throws, flag " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            synchronized (lock) {
                lock.wait(5);
            }
        } catch (InterruptedException e) {
            System.out.println("pending interrupt: wait throws, flag " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            forever.join();
        } catch (InterruptedException e) {
            System.out.println("pending interrupt: join throws, flag " + Thread.currentThread().isInterrupted());
        }

        // interrupted() clears, isInterrupted() does not
        Thread.currentThread().interrupt();
        System.out.println("isInterrupted " + Thread.currentThread().isInterrupted() + " " + Thread.currentThread().isInterrupted());
        System.out.println("interrupted " + Thread.interrupted() + " then " + Thread.interrupted());

        // interrupting a thread that is not blocked only sets its flag
        boolean[] go = {false};
        Thread busy = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) Thread.onSpinWait();
            System.out.println("busy thread saw its flag, still set " + Thread.currentThread().isInterrupted());
        });
        busy.start();
        busy.interrupt();
        busy.join();

        // park returns on interrupt and leaves the flag set
        Thread parker = new Thread(() -> {
            LockSupport.park();
            System.out.println("park returned, flag " + Thread.currentThread().isInterrupted());
            LockSupport.park(); // returns immediately: the flag is still set
            System.out.println("second park returned at once, flag " + Thread.interrupted());
        });
        parker.start();
        awaitState(parker, Thread.State.WAITING);
        parker.interrupt();
        parker.join();
        Thread nanosParker = new Thread(() -> {
            long s = System.nanoTime();
            LockSupport.parkNanos(1_000_000_000_000L);
            System.out.println("parkNanos returned on interrupt, flag " + Thread.currentThread().isInterrupted() + " early " + (System.nanoTime() - s < 1_000_000_000_000L));
        });
        nanosParker.start();
        awaitState(nanosParker, Thread.State.TIMED_WAITING);
        nanosParker.interrupt();
        nanosParker.join();

        // interrupting a new or terminated thread is harmless
        Thread fresh = new Thread(() -> { });
        fresh.interrupt();
        System.out.println("new thread interrupted flag " + fresh.isInterrupted());
        fresh.start();
        fresh.join();
        fresh.interrupt();
        System.out.println("terminated thread state " + fresh.getState());
        forever.interrupt();
        forever.join();
        System.out.println("done");
    }
}
