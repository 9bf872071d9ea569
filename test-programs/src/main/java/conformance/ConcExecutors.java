package conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** Thread pools: fixed, cached, single, custom ThreadPoolExecutor; futures, invokeAll/Any, shutdown. */
public class ConcExecutors {
    public static void main(String[] args) throws Exception {
        ExecutorService fixed = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<>();
        Set<String> workerNames = Collections.synchronizedSet(new TreeSet<>());
        for (int i = 0; i < 20; i++) {
            final int n = i;
            fs.add(fixed.submit(() -> {
                workerNames.add(Thread.currentThread().getName());
                return n * n;
            }));
        }
        int sum = 0;
        for (Future<Integer> f : fs) sum += f.get();
        System.out.println("fixed pool sum " + sum + " all done " + fs.stream().allMatch(Future::isDone));
        System.out.println("worker names are pool-1-thread-k " + workerNames.stream().allMatch(s -> s.matches("pool-1-thread-[1-3]")));

        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int k = i;
            calls.add(() -> "c" + k);
        }
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : fixed.invokeAll(calls)) sb.append(f.get()).append(' ');
        System.out.println("invokeAll in order " + sb.toString().trim());
        String any = fixed.invokeAny(List.of(() -> {
            throw new IllegalStateException("first fails");
        }, () -> "second ok"));
        System.out.println("invokeAny " + any);
        try {
            fixed.invokeAny(List.of(() -> {
                throw new IllegalStateException("x");
            }));
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failing: " + e.getCause().getMessage());
        }
        List<Future<String>> timed = fixed.invokeAll(List.of(() -> "fast", () -> {
            Thread.sleep(10_000);
            return "slow";
        }), 300, TimeUnit.MILLISECONDS);
        System.out.println("invokeAll with timeout: " + timed.get(0).get() + ", second cancelled " + timed.get(1).isCancelled());

        Future<?> failing = fixed.submit(() -> {
            throw new ArithmeticException("bad task");
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause());
        }
        Future<String> slow = fixed.submit(() -> {
            Thread.sleep(5_000);
            return "late";
        });
        try {
            slow.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get with timeout: TimeoutException");
        }
        System.out.println("cancel running " + slow.cancel(true) + " isCancelled " + slow.isCancelled() + " isDone " + slow.isDone());
        try {
            slow.get();
        } catch (CancellationException e) {
            System.out.println("get after cancel: CancellationException");
        }
        fixed.shutdown();
        System.out.println("terminated " + fixed.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + fixed.isShutdown() + " isTerminated " + fixed.isTerminated());
        try {
            fixed.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown rejected");
        }

        // cached pool reuses idle threads and grows on demand
        ThreadPoolExecutor cached = (ThreadPoolExecutor) Executors.newCachedThreadPool();
        CountDownLatch allIn = new CountDownLatch(4), release = new CountDownLatch(1);
        for (int i = 0; i < 4; i++) {
            cached.execute(() -> {
                allIn.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        allIn.await();
        System.out.println("cached pool grew to " + cached.getPoolSize() + " active " + cached.getActiveCount());
        release.countDown();
        while (cached.getActiveCount() > 0) Thread.sleep(1);
        cached.submit(() -> { }).get();
        System.out.println("cached pool reused: size still " + cached.getPoolSize() + " largest " + cached.getLargestPoolSize());
        List<Runnable> never = cached.shutdownNow();
        System.out.println("shutdownNow pending " + never.size() + " terminated " + cached.awaitTermination(5, TimeUnit.SECONDS));

        // single-thread executor runs tasks in submission order on one thread
        ExecutorService single = Executors.newSingleThreadExecutor();
        StringBuffer order = new StringBuffer();
        Set<String> singleThreads = Collections.synchronizedSet(new TreeSet<>());
        for (int i = 0; i < 8; i++) {
            final int k = i;
            single.execute(() -> {
                order.append(k);
                singleThreads.add(Thread.currentThread().getName());
            });
        }
        single.shutdown();
        single.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("single order " + order + " threads " + singleThreads.size());

        // custom ThreadPoolExecutor: bounded queue, rejection policies, hooks, core/max sizes
        AtomicInteger before = new AtomicInteger(), after = new AtomicInteger();
        CountDownLatch hold = new CountDownLatch(1);
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 2, 1, TimeUnit.SECONDS, new ArrayBlockingQueue<>(2), r -> new Thread(r, "custom-worker"),
                new ThreadPoolExecutor.AbortPolicy()) {
            @Override protected void beforeExecute(Thread t, Runnable r) { before.incrementAndGet(); }
            @Override protected void afterExecute(Runnable r, Throwable t) { after.incrementAndGet(); }
        };
        Runnable blocker = () -> {
            try {
                hold.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        };
        int rejected = 0;
        for (int i = 0; i < 6; i++) {
            try {
                tpe.execute(blocker);
            } catch (RejectedExecutionException e) {
                rejected++;
            }
        }
        System.out.println("custom pool size " + tpe.getPoolSize() + " queued " + tpe.getQueue().size() + " rejected " + rejected);
        hold.countDown();
        tpe.shutdown();
        tpe.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("hooks before " + before + " after " + after + " completed " + tpe.getCompletedTaskCount() + " tasks " + tpe.getTaskCount());
        ThreadPoolExecutor callerRuns = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1), new ThreadPoolExecutor.CallerRunsPolicy());
        CountDownLatch hold2 = new CountDownLatch(1);
        Set<String> ranOn = Collections.synchronizedSet(new TreeSet<>());
        callerRuns.execute(() -> {
            try {
                hold2.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        callerRuns.execute(() -> ranOn.add("queued-on-worker"));
        callerRuns.execute(() -> ranOn.add("ran on " + Thread.currentThread().getName()));
        hold2.countDown();
        callerRuns.shutdown();
        callerRuns.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("CallerRunsPolicy " + ranOn);

        // idle threads above the core size (here: all, allowCoreThreadTimeOut) die after keepAlive
        ThreadPoolExecutor idle = new ThreadPoolExecutor(2, 4, 100, TimeUnit.MILLISECONDS, new java.util.concurrent.LinkedBlockingQueue<>());
        idle.allowCoreThreadTimeOut(true);
        for (int i = 0; i < 4; i++) idle.submit(() -> { }).get();
        System.out.println("keepAlive pool size " + idle.getPoolSize());
        Thread.sleep(500);
        System.out.println("after idling past keepAlive size " + idle.getPoolSize() + " largest " + idle.getLargestPoolSize());
        idle.shutdown();

        // FutureTask run directly and by a thread
        FutureTask<String> ft = new FutureTask<>(() -> "computed by " + Thread.currentThread().getName());
        Thread runner = new Thread(ft, "ft-runner");
        runner.start();
        System.out.println("FutureTask " + ft.get() + " done " + ft.isDone());
        runner.join();
        int[] ranTimes = {0};
        FutureTask<Integer> once = new FutureTask<>(() -> ++ranTimes[0]);
        once.run();
        once.run();
        System.out.println("FutureTask runs once: result " + once.get() + " ran " + ranTimes[0]);
        FutureTask<Void> withResult = new FutureTask<>(() -> { }, null);
        withResult.cancel(false);
        withResult.run();
        System.out.println("cancelled before run: cancelled " + withResult.isCancelled() + " done " + withResult.isDone());
        FutureTask<Integer> failed = new FutureTask<>(() -> {
            throw new java.io.IOException("io");
        });
        failed.run();
        try {
            failed.get();
        } catch (ExecutionException e) {
            System.out.println("failed FutureTask done " + failed.isDone() + " cause " + e.getCause());
        }

        // ExecutorCompletionService: results in completion order; collected as a set
        ExecutorService pool = Executors.newFixedThreadPool(2);
        ExecutorCompletionService<Integer> ecs = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < 5; i++) {
            final int k = i;
            ecs.submit(() -> k * 10);
        }
        TreeSet<Integer> results = new TreeSet<>();
        for (int i = 0; i < 5; i++) results.add(ecs.take().get());
        System.out.println("completion service " + results);
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
