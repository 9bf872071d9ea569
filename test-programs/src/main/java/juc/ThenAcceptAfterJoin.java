package juc;

import java.util.concurrent.CompletableFuture;

/** main registers thenAccept on an async future, joins the future (not the stage) and reads what the stage stored: it may not have run yet. Bug. */
public class ThenAcceptAfterJoin {
    static int seen;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 7);
        f.thenAccept(v -> seen = v);
        f.join();
        if (seen != 7) throw new IllegalStateException("the thenAccept stage has not run yet: " + seen);
    }
}
