package juc;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Three pool tasks add to an AtomicInteger on a fixed pool of 3; main waits for all and shuts the pool down. Correct. */
public class PoolAddAndGet3 {
    public static void main(String[] args) throws Exception {
        AtomicInteger sum = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        Future<?> a = pool.submit(() -> sum.addAndGet(1));
        Future<?> b = pool.submit(() -> sum.addAndGet(2));
        Future<?> c = pool.submit(() -> sum.addAndGet(4));
        a.get();
        b.get();
        c.get();
        pool.shutdown();
        if (!pool.awaitTermination(1, TimeUnit.MINUTES)) throw new IllegalStateException("pool did not end");
        if (sum.get() != 7) throw new IllegalStateException("sum " + sum.get());
    }
}
