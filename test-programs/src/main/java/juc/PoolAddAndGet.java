package juc;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Two pool tasks add to an AtomicInteger; main waits for both and shuts the pool down. Correct. */
public class PoolAddAndGet {
    public static void main(String[] args) throws Exception {
        AtomicInteger sum = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> sum.addAndGet(1));
        Future<?> b = pool.submit(() -> sum.addAndGet(2));
        a.get();
        b.get();
        pool.shutdown();
        if (!pool.awaitTermination(1, TimeUnit.MINUTES)) throw new IllegalStateException("pool did not end");
        if (sum.get() != 3) throw new IllegalStateException("sum " + sum.get());
    }
}
