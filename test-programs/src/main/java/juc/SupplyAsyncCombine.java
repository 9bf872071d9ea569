package juc;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Two supplyAsync stages on a 2-thread pool, combined. Correct. */
public class SupplyAsyncCombine {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20, pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 22, pool);
        int r = a.thenCombine(b, Integer::sum).get();
        pool.shutdown();
        if (r != 42) throw new IllegalStateException("combined " + r);
    }
}
