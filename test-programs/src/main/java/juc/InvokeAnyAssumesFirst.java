package juc;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** invokeAny on two callables, assuming the first one's result comes back: whichever completes first wins. Bug. */
public class InvokeAnyAssumesFirst {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<String>> tasks = List.of(() -> "first", () -> "second");
        String r = pool.invokeAny(tasks);
        pool.shutdown();
        if (!r.equals("first")) throw new IllegalStateException("invokeAny returned " + r);
    }
}
