package juc;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** invokeAll runs two callables on a 2-thread pool; main adds the results. Correct. */
public class InvokeAllSum {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> tasks = List.of(() -> 20, () -> 22);
        int r = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) r += f.get();
        pool.shutdown();
        if (r != 42) throw new IllegalStateException("sum " + r);
    }
}
