package juc;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Two tasks append to a plain StringBuilder on a single-thread executor: they run one after the other, in order. Correct. */
public class SingleThreadOrder {
    public static void main(String[] args) throws Exception {
        StringBuilder sb = new StringBuilder();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        pool.execute(() -> sb.append('a'));
        Future<?> last = pool.submit(() -> sb.append('b'));
        last.get();
        pool.shutdown();
        if (!sb.toString().equals("ab")) throw new IllegalStateException("ran as " + sb);
    }
}
