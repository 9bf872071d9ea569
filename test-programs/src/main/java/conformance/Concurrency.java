package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.TreeMap;

public class Concurrency {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            final int n = i;
            futures.add(pool.submit(() -> {
                long s = 0;
                for (int k = 1; k <= n * 100; k++) s += k;
                return s;
            }));
        }
        long total = 0;
        for (int i = 0; i < futures.size(); i++) {
            long v = futures.get(i).get();
            System.out.println("future " + i + " = " + v);
            total += v;
        }
        System.out.println("futures total " + total);
        Future<?> failing = pool.submit((Callable<Integer>) () -> {
            throw new IllegalStateException("task failed");
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            calls.add(() -> "call" + k);
        }
        StringBuilder inv = new StringBuilder();
        for (Future<String> f : pool.invokeAll(calls)) inv.append(f.get()).append(' ');
        System.out.println("invokeAll " + inv.toString().trim());
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong();
        LongAdder adder = new LongAdder();
        ConcurrentHashMap<Integer, Integer> chm = new ConcurrentHashMap<>();
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(4);
        for (int t = 0; t < 4; t++) {
            final int id = t;
            pool.execute(() -> {
                try {
                    start.await();
                    for (int i = 0; i < 1000; i++) {
                        ai.incrementAndGet();
                        al.addAndGet(i);
                        adder.increment();
                        chm.merge(i % 10, 1, Integer::sum);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            });
        }
        System.out.println("latch count before " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("latch count after " + done.getCount());
        System.out.println("AtomicInteger " + ai.get() + " AtomicLong " + al.get() + " LongAdder " + adder.sum() + " chm " + new TreeMap<>(chm));
        System.out.println("CAS " + ai.compareAndSet(4000, 1) + " " + ai.compareAndSet(4000, 2) + " value " + ai.get() + " getAndAdd " + ai.getAndAdd(5) + " updateAndGet " + ai.updateAndGet(x -> x * 10) + " accumulate " + ai.accumulateAndGet(3, Math::max));
        AtomicReference<String> ref = new AtomicReference<>("a");
        ref.getAndUpdate(s -> s + "b");
        System.out.println("AtomicReference " + ref.get() + " cas " + ref.compareAndSet("ab", "c") + " " + ref.get());
        ReentrantLock lock = new ReentrantLock();
        int[] guarded = {0};
        List<Future<?>> lf = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            lf.add(pool.submit(() -> {
                for (int i = 0; i < 500; i++) {
                    lock.lock();
                    try {
                        guarded[0]++;
                    } finally {
                        lock.unlock();
                    }
                }
            }));
        }
        for (Future<?> f : lf) f.get();
        System.out.println("ReentrantLock guarded " + guarded[0] + " held " + lock.isHeldByCurrentThread());
        CyclicBarrier barrier = new CyclicBarrier(3, () -> System.out.println("barrier tripped"));
        List<Future<Integer>> bf = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            final int id = t;
            bf.add(pool.submit(() -> {
                barrier.await();
                return id * id;
            }));
        }
        int bsum = 0;
        for (Future<Integer> f : bf) bsum += f.get();
        System.out.println("after barrier sum " + bsum);
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + pool.isShutdown());
        ExecutorService single = Executors.newSingleThreadExecutor();
        StringBuilder seq = new StringBuilder();
        List<Future<?>> sf = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int k = i;
            sf.add(single.submit(() -> seq.append(k)));
        }
        for (Future<?> f : sf) f.get();
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("single thread executor order " + seq);
        System.out.println("CompletableFuture " + java.util.concurrent.CompletableFuture.supplyAsync(() -> 20).thenApply(x -> x + 1).thenCombine(java.util.concurrent.CompletableFuture.completedFuture(2), (a, b) -> a * b).get());
    }
}
