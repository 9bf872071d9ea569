package conformance;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** ReentrantLock: mutual exclusion, reentrancy, tryLock, timed tryLock, lockInterruptibly, Conditions. */
public class ConcReentrantLock {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static final class BoundedBuffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final ArrayDeque<Integer> q = new ArrayDeque<>();

        void put(int v) throws InterruptedException {
            lock.lock();
            try {
                while (q.size() == 2) notFull.await();
                q.add(v);
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (q.isEmpty()) notEmpty.await();
                int v = q.poll();
                notFull.signal();
                return v;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (boolean fair : new boolean[]{false, true}) {
            ReentrantLock lock = new ReentrantLock(fair);
            int[] counter = {0};
            List<Thread> ts = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                ts.add(new Thread(() -> {
                    for (int k = 0; k < 200; k++) {
                        lock.lock();
                        try {
                            int v = counter[0];
                            if (k % 7 == 0) Thread.yield();
                            counter[0] = v + 1;
                        } finally {
                            lock.unlock();
                        }
                    }
                }));
            }
            for (Thread t : ts) t.start();
            for (Thread t : ts) t.join();
            System.out.println("fair " + lock.isFair() + " counter " + counter[0] + " locked " + lock.isLocked() + " queued " + lock.hasQueuedThreads());
        }

        // a fair lock hands over in arrival order
        ReentrantLock fairLock = new ReentrantLock(true);
        StringBuffer fifo = new StringBuffer();
        List<Thread> queued = new ArrayList<>();
        fairLock.lock();
        for (int i = 0; i < 4; i++) {
            final int id = i;
            Thread t = new Thread(() -> {
                fairLock.lock();
                try {
                    fifo.append(id);
                } finally {
                    fairLock.unlock();
                }
            });
            queued.add(t);
            t.start();
            while (fairLock.getQueueLength() != i + 1) Thread.yield();
        }
        fairLock.unlock();
        for (Thread t : queued) t.join();
        System.out.println("fair lock order " + fifo);

        ReentrantLock lock = new ReentrantLock();
        lock.lock();
        lock.lock();
        System.out.println("hold count " + lock.getHoldCount() + " heldByMe " + lock.isHeldByCurrentThread() + " toString has Locked " + lock.toString().contains("Locked by thread main"));
        boolean[] got = new boolean[5];
        java.util.concurrent.atomic.AtomicBoolean timedDone = new java.util.concurrent.atomic.AtomicBoolean();
        Thread other = new Thread(() -> {
            got[0] = lock.tryLock();
            try {
                long s = System.nanoTime();
                got[1] = lock.tryLock(100, TimeUnit.MILLISECONDS);
                got[3] = System.nanoTime() - s >= 100_000_000L;
                timedDone.set(true);
                got[2] = lock.tryLock(1, TimeUnit.HOURS);
                got[4] = lock.isHeldByCurrentThread();
                lock.unlock();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        other.start();
        while (!timedDone.get() || !lock.hasQueuedThread(other) || other.getState() != Thread.State.TIMED_WAITING) Thread.sleep(5);
        System.out.println("timed tryLock waited >= 100ms " + got[3]);
        System.out.println("queue length " + lock.getQueueLength() + " other state " + other.getState());
        lock.unlock();
        System.out.println("after one unlock still locked " + lock.isLocked());
        lock.unlock();
        other.join();
        System.out.println("tryLock results " + got[0] + " " + got[1] + " " + got[2] + ", tryLock(1h) acquired after release and held " + got[4]);
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock when not held: IllegalMonitorStateException");
        }

        // lockInterruptibly
        lock.lock();
        Thread li = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                System.out.println("acquired (wrong)");
            } catch (InterruptedException e) {
                System.out.println("lockInterruptibly interrupted, holds " + lock.isHeldByCurrentThread() + " flag " + Thread.currentThread().isInterrupted());
            }
        });
        li.start();
        awaitState(li, Thread.State.WAITING);
        li.interrupt();
        li.join();
        // plain lock() ignores interrupts but keeps the flag
        Thread plain = new Thread(() -> {
            lock.lock();
            try {
                System.out.println("lock() acquired after interrupt, flag " + Thread.currentThread().isInterrupted());
            } finally {
                lock.unlock();
            }
        });
        plain.start();
        awaitState(plain, Thread.State.WAITING);
        plain.interrupt();
        Thread.sleep(20);
        System.out.println("interrupted lock() waiter still waiting: " + plain.getState());
        lock.unlock();
        plain.join();

        // conditions: bounded buffer
        BoundedBuffer buf = new BoundedBuffer();
        long[] sum = {0};
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 50; i++) sum[0] += buf.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int i = 1; i <= 50; i++) buf.put(i);
        consumer.join();
        System.out.println("condition buffer sum " + sum[0]);

        // awaitNanos timeout, await with time, signalAll, interrupt during await
        Condition c = lock.newCondition();
        lock.lock();
        try {
            long left = c.awaitNanos(30_000_000L);
            System.out.println("awaitNanos timed out, remaining <= 0 " + (left <= 0));
            System.out.println("await(time) result " + c.await(10, TimeUnit.MILLISECONDS) + " still holds " + lock.isHeldByCurrentThread());
        } finally {
            lock.unlock();
        }
        int[] woken = {0};
        List<Thread> waiters = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread w = new Thread(() -> {
                lock.lock();
                try {
                    c.await();
                    woken[0]++;
                } catch (InterruptedException e) {
                    System.out.println("await interrupted, reacquired " + lock.isHeldByCurrentThread());
                } finally {
                    lock.unlock();
                }
            });
            waiters.add(w);
            w.start();
        }
        // WAITING also shows a waiter parked in lock() behind another: wait for all three in await()
        while (true) {
            lock.lock();
            try {
                if (lock.getWaitQueueLength(c) == 3) break;
            } finally {
                lock.unlock();
            }
            Thread.yield();
        }
        lock.lock();
        try {
            System.out.println("waiters on condition " + lock.getWaitQueueLength(c) + " hasWaiters " + lock.hasWaiters(c));
        } finally {
            lock.unlock();
        }
        waiters.get(0).interrupt();
        waiters.get(0).join();
        lock.lock();
        try {
            c.signalAll();
        } finally {
            lock.unlock();
        }
        for (Thread w : waiters) w.join();
        System.out.println("signalAll woke " + woken[0]);
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: IllegalMonitorStateException");
        }
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: IllegalMonitorStateException");
        }
        lock.lock();
        try {
            long s = System.nanoTime();
            boolean signalled = c.awaitUntil(new java.util.Date(System.currentTimeMillis() + 40));
            System.out.println("awaitUntil signalled " + signalled + " waited " + (System.nanoTime() - s >= 30_000_000L));
        } finally {
            lock.unlock();
        }
    }
}
