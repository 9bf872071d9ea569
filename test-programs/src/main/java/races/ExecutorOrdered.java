package races;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** A task's plain write is read after Future.get(): the future orders them, no race. */
public class ExecutorOrdered {
    static int result;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> f = pool.submit(() -> { result = 7; });
        f.get();
        System.out.println(result);
        pool.shutdown();
    }
}
