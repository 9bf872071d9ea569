package juc;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Two callables on a cached thread pool; main adds their results from the futures. Correct. */
public class CachedPoolFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        Future<Integer> a = pool.submit(() -> 20);
        Future<Integer> b = pool.submit(() -> 22);
        int r = a.get() + b.get();
        pool.shutdown();
        if (r != 42) throw new IllegalStateException("sum " + r);
    }
}
