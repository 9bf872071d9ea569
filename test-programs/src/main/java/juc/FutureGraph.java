package juc;

import java.util.concurrent.CompletableFuture;

/** A CompletableFuture graph: supplyAsync, thenApply, thenCompose, a failing stage recovered by exceptionally, allOf. Correct. */
public class FutureGraph {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> value = CompletableFuture.supplyAsync(() -> 20)
                .thenApply(x -> x + 1)
                .thenCompose(x -> CompletableFuture.completedFuture(x * 2));
        CompletableFuture<Integer> recovered = CompletableFuture.<Integer>supplyAsync(() -> {
            throw new IllegalArgumentException("boom");
        }).exceptionally(e -> -1);
        CompletableFuture.allOf(value, recovered).get();
        if (value.join() != 42 || recovered.join() != -1) throw new IllegalStateException("got " + value.join() + ", " + recovered.join());
    }
}
