package juc;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** Two pool tasks increment a plain field: an update can be lost. Bug. */
public class PoolLostUpdate {
    static int done;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.execute(() -> done++);
        pool.execute(() -> done++);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (done != 2) throw new IllegalStateException("lost an update: " + done);
    }
}
