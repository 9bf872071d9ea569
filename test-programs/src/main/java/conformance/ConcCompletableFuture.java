package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** CompletableFuture on the common ForkJoinPool and on an executor: composition, errors, timeouts. */
public class ConcCompletableFuture {
    public static void main(String[] args) throws Exception {
        // the async default is the common pool only when its parallelism is > 1 (else a thread per task):
        // fix it so the output does not depend on the number of processors
        System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "2");
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7);
        System.out.println("common pool parallelism " + ForkJoinPool.getCommonPoolParallelism());
        System.out.println("thenCombine " + a.thenCombine(b, (x, y) -> x * y).join());
        System.out.println("thenApply chain " + a.thenApply(x -> x + 1).thenApply(x -> "v" + x).get());
        System.out.println("thenCompose " + a.thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 100)).join());
        System.out.println("runs on a pool thread " + CompletableFuture.supplyAsync(() -> Thread.currentThread().getName()).join().startsWith("ForkJoinPool.commonPool-worker-"));
        System.out.println("common pool daemon workers " + CompletableFuture.supplyAsync(() -> Thread.currentThread().isDaemon()).join());

        List<CompletableFuture<Integer>> many = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            final int k = i;
            many.add(CompletableFuture.supplyAsync(() -> k * k));
        }
        CompletableFuture.allOf(many.toArray(new CompletableFuture[0])).join();
        int sum = 0;
        for (CompletableFuture<Integer> f : many) sum += f.join();
        System.out.println("allOf sum of squares " + sum);
        Object first = CompletableFuture.anyOf(CompletableFuture.completedFuture("done"), new CompletableFuture<>()).join();
        System.out.println("anyOf " + first);

        // exceptions
        CompletableFuture<Integer> failed = CompletableFuture.supplyAsync(() -> {
            throw new IllegalArgumentException("bad input");
        });
        System.out.println("exceptionally " + failed.exceptionally(e -> -1).join());
        System.out.println("handle " + failed.handle((v, e) -> e == null ? "value" : "error " + e.getClass().getSimpleName() + "/" + e.getCause().getMessage()).join());
        try {
            failed.join();
        } catch (CompletionException e) {
            System.out.println("join: CompletionException caused by " + e.getCause().getClass().getSimpleName());
        }
        try {
            failed.get();
        } catch (ExecutionException e) {
            System.out.println("get: ExecutionException caused by " + e.getCause().getClass().getSimpleName());
        }
        System.out.println("isCompletedExceptionally " + failed.isCompletedExceptionally());
        StringBuffer whenLog = new StringBuffer();
        CompletableFuture<Integer> wc = CompletableFuture.supplyAsync(() -> 5).whenComplete((v, e) -> whenLog.append("whenComplete saw ").append(v));
        System.out.println(wc.join() + " " + whenLog);

        // manual completion, thenAccept/thenRun, async stages on a custom executor
        ExecutorService ex = Executors.newFixedThreadPool(2);
        CompletableFuture<String> manual = new CompletableFuture<>();
        StringBuffer log = new StringBuffer();
        CompletableFuture<Void> tail = manual.thenApplyAsync(String::toUpperCase, ex).thenAccept(s -> log.append("accepted ").append(s)).thenRun(() -> log.append(" then run"));
        System.out.println("not yet done " + tail.isDone());
        Thread completer = new Thread(() -> manual.complete("hello"));
        completer.start();
        tail.join();
        completer.join();
        System.out.println(log);
        System.out.println("complete twice " + manual.complete("again") + " value " + manual.join() + " obtrude -> " + obtrude(manual));
        CompletableFuture<String> cancelled = new CompletableFuture<>();
        System.out.println("cancel " + cancelled.cancel(true) + " isCancelled " + cancelled.isCancelled());
        CompletableFuture<String> slow = CompletableFuture.supplyAsync(() -> {
            sleep(5_000);
            return "slow";
        }, ex);
        try {
            slow.get(30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get with timeout: TimeoutException");
        }
        CompletableFuture<String> viaOrTimeout = new CompletableFuture<String>().orTimeout(40, TimeUnit.MILLISECONDS);
        try {
            viaOrTimeout.join();
        } catch (CompletionException e) {
            System.out.println("orTimeout: " + e.getCause().getClass().getSimpleName());
        }
        System.out.println("completeOnTimeout " + new CompletableFuture<String>().completeOnTimeout("fallback", 20, TimeUnit.MILLISECONDS).join());
        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(() -> "delayed", CompletableFuture.delayedExecutor(50, TimeUnit.MILLISECONDS, ex));
        long t0 = System.nanoTime();
        System.out.println(delayed.join() + " after >= 50ms " + (System.nanoTime() - t0 >= 40_000_000L));
        slow.cancel(true);
        ex.shutdownNow();
        System.out.println("executor terminated " + ex.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("runAsync then allOf " + CompletableFuture.allOf(CompletableFuture.runAsync(() -> { }), CompletableFuture.runAsync(() -> { })).thenApply(v -> "ok").join());
        System.out.println("common pool quiescent " + ForkJoinPool.commonPool().awaitQuiescence(10, TimeUnit.SECONDS));
    }

    static String obtrude(CompletableFuture<String> f) {
        f.obtrudeValue("forced");
        return f.join();
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
