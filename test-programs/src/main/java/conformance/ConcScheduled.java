package conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** ScheduledThreadPoolExecutor: delayed tasks in delay order, fixed-rate and fixed-delay repetition, cancellation. */
public class ConcScheduled {
    public static void main(String[] args) throws Exception {
        // one worker thread, so the run order is the delay order
        ScheduledThreadPoolExecutor one = new ScheduledThreadPoolExecutor(1);
        one.submit(() -> { }).get(); // the worker thread exists before the timed tasks are queued
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        long t0 = System.nanoTime();
        List<ScheduledFuture<?>> fs = new ArrayList<>();
        int[] delays = {300, 100, 200, 50, 400};
        for (int d : delays) fs.add(one.schedule(() -> order.add("d" + d), d, TimeUnit.MILLISECONDS));
        ScheduledFuture<String> callable = one.schedule(() -> "callable result", 150, TimeUnit.MILLISECONDS);
        for (ScheduledFuture<?> f : fs) f.get();
        System.out.println("delayed tasks ran in delay order " + order + " callable " + callable.get());
        System.out.println("all waited >= 400ms " + (System.nanoTime() - t0 >= 400_000_000L));
        one.shutdown();
        ScheduledThreadPoolExecutor ses = new ScheduledThreadPoolExecutor(2);

        // fixed rate: the task runs repeatedly until cancelled; count the runs we allowed
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch fiveTicks = new CountDownLatch(5);
        long start = System.nanoTime();
        ScheduledFuture<?> rate = ses.scheduleAtFixedRate(() -> {
            ticks.incrementAndGet();
            fiveTicks.countDown();
        }, 0, 30, TimeUnit.MILLISECONDS);
        fiveTicks.await();
        long elapsed = System.nanoTime() - start;
        rate.cancel(false);
        int afterCancel = ticks.get();
        Thread.sleep(100);
        System.out.println("fixed rate: at least 5 ticks " + (afterCancel >= 5) + ", none after cancel " + (ticks.get() == afterCancel)
                + ", 5 ticks took >= 120ms " + (elapsed >= 120_000_000L) + " cancelled " + rate.isCancelled());

        // fixed delay: delay between the end of one run and the start of the next
        List<Long> starts = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch threeRuns = new CountDownLatch(3);
        ScheduledFuture<?> delay = ses.scheduleWithFixedDelay(() -> {
            starts.add(System.nanoTime());
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            threeRuns.countDown();
        }, 10, 40, TimeUnit.MILLISECONDS);
        threeRuns.await();
        delay.cancel(true);
        boolean spaced = true;
        synchronized (starts) {
            for (int i = 1; i < 3; i++) if (starts.get(i) - starts.get(i - 1) < 60_000_000L) spaced = false;
        }
        System.out.println("fixed delay: runs spaced by run time + delay " + spaced);

        // a periodic task that throws stops repeating; get() reports the exception
        AtomicInteger failingRuns = new AtomicInteger();
        ScheduledFuture<?> failing = ses.scheduleAtFixedRate(() -> {
            if (failingRuns.incrementAndGet() == 3) throw new IllegalStateException("third run fails");
        }, 0, 5, TimeUnit.MILLISECONDS);
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("periodic task failed after " + failingRuns.get() + " runs: " + e.getCause().getMessage());
        }
        Thread.sleep(30);
        System.out.println("no more runs after failure " + (failingRuns.get() == 3));

        // cancelled delayed task never runs; getDelay is positive before it is due
        AtomicInteger never = new AtomicInteger();
        ScheduledFuture<?> far = ses.schedule(never::incrementAndGet, 1, TimeUnit.HOURS);
        System.out.println("delay positive " + (far.getDelay(TimeUnit.MINUTES) > 50) + " cancel " + far.cancel(false) + " done " + far.isDone());
        ses.setRemoveOnCancelPolicy(true);
        ScheduledFuture<?> removed = ses.schedule(never::incrementAndGet, 1, TimeUnit.HOURS);
        int queued = ses.getQueue().size();
        removed.cancel(false);
        System.out.println("remove-on-cancel queue shrank " + (ses.getQueue().size() == queued - 1));

        // shutdown: delayed tasks still run by default, periodic ones are dropped
        AtomicInteger afterShutdown = new AtomicInteger();
        ses.schedule(afterShutdown::incrementAndGet, 30, TimeUnit.MILLISECONDS);
        ses.scheduleAtFixedRate(afterShutdown::incrementAndGet, 1, 1, TimeUnit.HOURS);
        ses.shutdown();
        System.out.println("terminated " + ses.awaitTermination(10, TimeUnit.SECONDS) + " delayed task ran after shutdown " + afterShutdown.get() + " never " + never.get());

        ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
        StringBuffer seq = new StringBuffer();
        for (int i = 4; i >= 0; i--) {
            final int k = i;
            single.schedule(() -> seq.append(k), k * 40L, TimeUnit.MILLISECONDS);
        }
        single.schedule(() -> { }, 200, TimeUnit.MILLISECONDS).get();
        System.out.println("single scheduled sequence " + seq);
        List<Runnable> pending = single.shutdownNow();
        System.out.println("shutdownNow pending " + pending.size() + " terminated " + single.awaitTermination(1, TimeUnit.SECONDS));
    }
}
