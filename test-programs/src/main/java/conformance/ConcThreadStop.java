package conformance;

import java.util.concurrent.locks.LockSupport;

/** The deprecated Thread.stop/suspend/resume: where the ThreadDeath is thrown, interrupt flags, stillborn threads. */
@SuppressWarnings({"deprecation", "removal"})
public class ConcThreadStop {
    static volatile long counter;
    static volatile boolean running = true;
    static final StringBuffer log = new StringBuffer();

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static void line(String s) {
        synchronized (log) {
            log.append(s).append('\n');
        }
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
                line("sleep returned (wrong)");
            } catch (InterruptedException e) {
                line("sleeper: InterruptedException (wrong)");
            } catch (ThreadDeath d) {
                line("sleeper: ThreadDeath, interrupt flag " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.stop();
        sleeper.join();

        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    line("waiter: InterruptedException (wrong)");
                } catch (ThreadDeath d) {
                    line("waiter: ThreadDeath holding the lock " + Thread.holdsLock(lock) + ", flag " + Thread.currentThread().isInterrupted());
                }
            }
        });
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);
        waiter.stop();
        waiter.join();

        Thread parker = new Thread(() -> {
            try {
                LockSupport.park();
                line("park returned (wrong)");
            } catch (ThreadDeath d) {
                line("parker: ThreadDeath, flag " + Thread.currentThread().isInterrupted());
            }
        });
        parker.start();
        awaitState(parker, Thread.State.WAITING);
        parker.stop();
        parker.join();

        Thread busy = new Thread(() -> {
            try {
                while (running) counter++;
                line("loop ended (wrong)");
            } catch (ThreadDeath d) {
                line("busy: ThreadDeath, flag " + Thread.currentThread().isInterrupted());
            }
        });
        busy.start();
        while (counter < 1000) Thread.yield();
        busy.stop();
        busy.join();

        // a ThreadDeath that is not caught ends the thread silently: the default handler ignores it
        Thread uncaught = new Thread(() -> {
            while (running) counter++;
        });
        uncaught.start();
        while (uncaught.getState() == Thread.State.NEW) Thread.yield();
        uncaught.stop();
        uncaught.join();
        line("uncaught ThreadDeath ended the thread: " + uncaught.getState());

        // finally blocks run while a ThreadDeath unwinds
        Thread withFinally = new Thread(() -> {
            try {
                LockSupport.park();
            } finally {
                line("finally ran");
            }
        });
        withFinally.start();
        awaitState(withFinally, Thread.State.WAITING);
        withFinally.stop();
        withFinally.join();

        // a thread stopped before it starts never runs
        boolean[] ran = {false};
        Thread stillborn = new Thread(() -> ran[0] = true);
        stillborn.stop();
        stillborn.start();
        stillborn.join();
        line("stopped before start: ran " + ran[0] + ", state " + stillborn.getState());

        // stopping a terminated thread does nothing; stopping oneself throws at once
        stillborn.stop();
        try {
            Thread.currentThread().stop();
            line("self stop returned (wrong)");
        } catch (ThreadDeath d) {
            line("self stop: ThreadDeath at once");
        }

        // suspend/resume
        running = true;
        counter = 0;
        Thread counting = new Thread(() -> {
            while (running) counter++;
        });
        counting.start();
        while (counter < 100) Thread.yield();
        counting.suspend();
        long c1 = counter;
        Thread.sleep(20);
        long c2 = counter;
        line("suspended thread makes no progress " + (c1 == c2) + ", state " + counting.getState());
        counting.resume();
        while (counter == c2) Thread.yield();
        line("resumed thread progresses");
        running = false;
        counting.join();
        boolean[] resumed = {false};
        Thread self = new Thread(() -> {
            Thread.currentThread().suspend();
            synchronized (resumed) {
                resumed[0] = true;
            }
        });
        self.start();
        while (self.getState() == Thread.State.NEW) Thread.yield();
        Thread.sleep(20);
        line("self-suspending thread alive " + self.isAlive());
        // resume until it has run on: a resume before its suspend would be lost
        while (true) {
            synchronized (resumed) {
                if (resumed[0]) break;
            }
            self.resume();
            Thread.sleep(5);
        }
        self.join();
        line("self-suspended thread resumed and ended");
        System.out.print(log);
    }
}
