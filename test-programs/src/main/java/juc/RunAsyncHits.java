package juc;

import java.util.concurrent.CompletableFuture;

/** Two runAsync tasks increment a plain field: an update can be lost. Bug. */
public class RunAsyncHits {
    static int hits;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> hits++);
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> hits++);
        CompletableFuture.allOf(a, b).get();
        if (hits != 2) throw new IllegalStateException("lost an update: " + hits);
    }
}
