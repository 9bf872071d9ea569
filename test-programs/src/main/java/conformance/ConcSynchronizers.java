package conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** Semaphore, CountDownLatch, CyclicBarrier (with barrier action), Phaser, Exchanger. */
public class ConcSynchronizers {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    static List<Thread> start(int n, java.util.function.IntConsumer body) {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int id = i;
            Thread t = new Thread(() -> body.accept(id));
            ts.add(t);
            t.start();
        }
        return ts;
    }

    static void joinAll(List<Thread> ts) throws InterruptedException {
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        // Semaphore bounds concurrency
        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger(), peak = new AtomicInteger(), done = new AtomicInteger();
        joinAll(start(5, id -> {
            for (int k = 0; k < 20; k++) {
                try {
                    sem.acquire();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                try {
                    peak.accumulateAndGet(inside.incrementAndGet(), Math::max);
                    Thread.yield();
                    inside.decrementAndGet();
                    done.incrementAndGet();
                } finally {
                    sem.release();
                }
            }
        }));
        System.out.println("semaphore: done " + done + " peak <= 2 " + (peak.get() <= 2) + " permits back " + sem.availablePermits());
        System.out.println("tryAcquire(3) " + sem.tryAcquire(3) + " tryAcquire(2) " + sem.tryAcquire(2) + " timed " + sem.tryAcquire(30, TimeUnit.MILLISECONDS)
                + " drain " + sem.drainPermits());
        sem.release(5);
        System.out.println("after release(5) " + sem.availablePermits() + " acquireUninterruptibly(4) then " + acquireU(sem, 4));
        Semaphore zero = new Semaphore(0, true);
        Thread acq = new Thread(() -> {
            try {
                zero.acquire(2);
                System.out.println("fair semaphore acquired 2 permits after two releases");
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        acq.start();
        awaitState(acq, Thread.State.WAITING);
        System.out.println("queued " + zero.getQueueLength() + " fair " + zero.isFair());
        zero.release();
        Thread.sleep(10);
        System.out.println("one release is not enough: " + acq.getState());
        zero.release();
        acq.join();
        // a fair semaphore serves waiters in arrival order, also when a later one asks for fewer permits
        Semaphore fair = new Semaphore(0, true);
        StringBuffer served = new StringBuffer();
        List<Thread> fq = new ArrayList<>();
        int[] asks = {2, 1, 1, 3};
        for (int i = 0; i < asks.length; i++) {
            final int id = i;
            Thread t = new Thread(() -> {
                fair.acquireUninterruptibly(asks[id]);
                served.append(id);
            });
            fq.add(t);
            t.start();
            while (fair.getQueueLength() != i + 1) Thread.yield();
        }
        for (int p = 0; p < 7; p++) {
            fair.release();
            Thread.sleep(5);
        }
        joinAll(fq);
        System.out.println("fair semaphore served " + served + " left " + fair.availablePermits());
        Semaphore neg = new Semaphore(-1);
        System.out.println("negative initial permits " + neg.availablePermits() + " tryAcquire " + neg.tryAcquire());

        // CountDownLatch
        CountDownLatch ready = new CountDownLatch(3), go = new CountDownLatch(1);
        AtomicInteger started = new AtomicInteger();
        List<Thread> lt = start(3, id -> {
            ready.countDown();
            try {
                go.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            started.incrementAndGet();
        });
        ready.await();
        System.out.println("latch: all ready, started before go " + started.get());
        go.countDown();
        joinAll(lt);
        System.out.println("latch: started after go " + started.get() + " count " + go.getCount());
        go.countDown();
        System.out.println("countDown at zero stays " + go.getCount() + " await returns " + go.await(1, TimeUnit.MILLISECONDS));
        CountDownLatch never = new CountDownLatch(1);
        long s = System.nanoTime();
        System.out.println("timed await on closed latch " + never.await(40, TimeUnit.MILLISECONDS) + " waited " + (System.nanoTime() - s >= 40_000_000L));

        // CyclicBarrier with barrier action, reused across generations
        List<String> trips = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger gen = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(3, () -> trips.add("trip" + gen.incrementAndGet()));
        int[] arrivalIndexSum = new int[1];
        joinAll(start(3, id -> {
            for (int round = 0; round < 3; round++) {
                try {
                    int idx = barrier.await();
                    synchronized (arrivalIndexSum) {
                        arrivalIndexSum[0] += idx;
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            }
        }));
        System.out.println("barrier trips " + trips + " arrival index sum " + arrivalIndexSum[0] + " parties " + barrier.getParties() + " waiting " + barrier.getNumberWaiting());
        CyclicBarrier breaking = new CyclicBarrier(2);
        try {
            breaking.await(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier timeout, broken " + breaking.isBroken());
        }
        try {
            breaking.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken barrier: BrokenBarrierException");
        }
        breaking.reset();
        System.out.println("after reset broken " + breaking.isBroken());
        CyclicBarrier interrupted = new CyclicBarrier(2);
        StringBuffer bl = new StringBuffer();
        Thread bw = new Thread(() -> {
            try {
                interrupted.await();
            } catch (InterruptedException e) {
                bl.append("waiter InterruptedException; ");
            } catch (BrokenBarrierException e) {
                bl.append("waiter broken; ");
            }
        });
        bw.start();
        awaitState(bw, Thread.State.WAITING);
        bw.interrupt();
        bw.join();
        System.out.println(bl + "barrier broken " + interrupted.isBroken());

        // Phaser: phases advance when all registered parties arrive; dynamic registration
        Phaser phaser = new Phaser(1);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        List<Thread> pt = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            phaser.register();
            final int id = i;
            Thread t = new Thread(() -> {
                for (int ph = 0; ph < 3; ph++) {
                    log.add("p" + phaser.getPhase() + "-t" + id);
                    if (id == 2 && ph == 1) {
                        phaser.arriveAndDeregister();
                        return;
                    }
                    phaser.arriveAndAwaitAdvance();
                }
                phaser.arriveAndDeregister();
            });
            pt.add(t);
            t.start();
        }
        int p0 = phaser.arrive();
        phaser.awaitAdvance(p0);
        int p1 = phaser.arrive();
        phaser.awaitAdvance(p1);
        int p2 = phaser.arriveAndDeregister();
        joinAll(pt);
        Collections.sort(log);
        System.out.println("phaser arrivals " + log);
        System.out.println("phaser phases " + p0 + " " + p1 + " " + p2 + " terminated " + phaser.isTerminated() + " registered " + phaser.getRegisteredParties());
        Phaser onAdvance = new Phaser(2) {
            @Override
            protected boolean onAdvance(int phase, int parties) {
                log.add("advance" + phase);
                return phase >= 1;
            }
        };
        List<Thread> oa = start(2, id -> {
            while (!onAdvance.isTerminated()) onAdvance.arriveAndAwaitAdvance();
        });
        joinAll(oa);
        System.out.println("onAdvance terminated " + onAdvance.isTerminated() + " phase negative " + (onAdvance.getPhase() < 0) + " log tail " + log.subList(log.size() - 2, log.size()));
        Phaser parent = new Phaser(), child = new Phaser(parent, 2);
        System.out.println("tiered: parent parties " + parent.getRegisteredParties() + " child root is parent " + (child.getRoot() == parent));
        Phaser timed = new Phaser(2);
        int ph = timed.arrive();
        try {
            timed.awaitAdvanceInterruptibly(ph, 25, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("phaser timed await: TimeoutException, unarrived " + timed.getUnarrivedParties());
        }

        // Exchanger
        Exchanger<String> ex = new Exchanger<>();
        String[] got = new String[2];
        List<Thread> et = start(2, id -> {
            try {
                got[id] = ex.exchange("from" + id);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        joinAll(et);
        System.out.println("exchanged " + got[0] + " " + got[1]);
        Exchanger<Integer> chain = new Exchanger<>();
        int[] acc = {0};
        Thread partner = new Thread(() -> {
            try {
                int v = 1;
                for (int i = 0; i < 5; i++) v = chain.exchange(v * 2);
                acc[0] = v;
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        partner.start();
        int v = 1;
        for (int i = 0; i < 5; i++) v = chain.exchange(v + 1);
        partner.join();
        System.out.println("exchange chain main " + v + " partner " + acc[0]);
        try {
            ex.exchange("alone", 15, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timeout: TimeoutException");
        }
    }

    static int acquireU(Semaphore s, int n) {
        s.acquireUninterruptibly(n);
        return s.availablePermits();
    }
}
