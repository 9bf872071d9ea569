package conformance;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/** ForkJoinPool with RecursiveTask/RecursiveAction, the common pool, and parallel streams. */
public class ConcForkJoin {
    static final class Fib extends RecursiveTask<Long> {
        final int n;
        Fib(int n) { this.n = n; }
        @Override protected Long compute() {
            if (n <= 10) return slowFib(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
    }

    static long slowFib(int n) { return n < 2 ? n : slowFib(n - 1) + slowFib(n - 2); }

    static final class SumTask extends RecursiveTask<Long> {
        final long[] a;
        final int lo, hi;
        SumTask(long[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(a, lo, mid), right = new SumTask(a, mid, hi);
            invokeAll(left, right);
            return left.join() + right.join();
        }
    }

    static final class Scale extends RecursiveAction {
        final int[] a;
        final int lo, hi;
        Scale(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override protected void compute() {
            if (hi - lo <= 100) {
                for (int i = lo; i < hi; i++) a[i] *= 3;
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Scale(a, lo, mid), new Scale(a, mid, hi));
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("parallelism " + pool.getParallelism());
        System.out.println("fib(18) " + pool.invoke(new Fib(18)));
        long[] data = LongStream.rangeClosed(1, 20_000).toArray();
        System.out.println("sum " + pool.invoke(new SumTask(data, 0, data.length)));
        int[] arr = IntStream.range(0, 1000).toArray();
        pool.invoke(new Scale(arr, 0, arr.length));
        System.out.println("scaled sum " + Arrays.stream(arr).asLongStream().sum() + " arr[999] " + arr[999]);
        ForkJoinTask<Long> submitted = pool.submit(new Fib(15));
        System.out.println("submitted fib(15) " + submitted.get() + " done " + submitted.isDone() + " normally " + submitted.isCompletedNormally());
        ForkJoinTask<?> failing = pool.submit(() -> {
            throw new IllegalStateException("fj failure");
        });
        try {
            failing.join();
        } catch (IllegalStateException e) {
            System.out.println("join rethrows " + e.getMessage() + " abnormal " + failing.isCompletedAbnormally());
        }
        AtomicInteger executed = new AtomicInteger();
        for (int i = 0; i < 10; i++) pool.execute(executed::incrementAndGet);
        System.out.println("quiescent " + pool.awaitQuiescence(10, TimeUnit.SECONDS) + " executed " + executed.get());
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(10, TimeUnit.SECONDS));

        // the common pool
        System.out.println("common pool fib(18) " + ForkJoinPool.commonPool().invoke(new Fib(18)) + " commonPool is shared " + (ForkJoinPool.commonPool() == ForkJoinTask.getPool() || ForkJoinTask.getPool() == null));
        System.out.println("inForkJoinPool from main " + ForkJoinTask.inForkJoinPool());
        System.out.println("fork outside pool goes to common pool " + new Fib(12).fork().join());

        // parallel streams run on the common pool and give the sequential answer
        System.out.println("parallel sum " + LongStream.rangeClosed(1, 20_000).parallel().sum());
        System.out.println("parallel filter/count " + IntStream.range(0, 10_000).parallel().filter(i -> i % 7 == 0).count());
        List<Integer> sortedPar = IntStream.range(0, 1000).parallel().map(i -> (i * 7919) % 1000).boxed().sorted().collect(Collectors.toList());
        System.out.println("parallel sorted is 0..999 " + sortedPar.equals(IntStream.range(0, 1000).boxed().collect(Collectors.toList())));
        Map<Integer, Long> grouped = IntStream.range(0, 1000).parallel().boxed().collect(Collectors.groupingByConcurrent(i -> i % 5, Collectors.counting()));
        System.out.println("groupingByConcurrent " + new TreeMap<>(grouped));
        System.out.println("parallel reduce string join " + IntStream.rangeClosed(1, 30).parallel().mapToObj(Integer::toString).collect(Collectors.joining(",")).length());
        ConcurrentHashMap<String, Boolean> threads = new ConcurrentHashMap<>();
        IntStream.range(0, 1000).parallel().forEach(i -> threads.put(Thread.currentThread().getName().startsWith("ForkJoinPool.commonPool-worker-") ? "worker" : Thread.currentThread().getName(), true));
        System.out.println("parallel forEach ran only on main or common-pool workers " + threads.keySet().stream().allMatch(n -> n.equals("worker") || n.equals("main")));
        int[] big = IntStream.range(0, 10_000).map(i -> 10_000 - i).toArray();
        Arrays.parallelSort(big);
        boolean ok = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) ok = false;
        System.out.println("Arrays.parallelSort sorted " + ok + " first " + big[0] + " last " + big[big.length - 1]);
        long[] prefix = LongStream.rangeClosed(1, 5000).toArray();
        Arrays.parallelPrefix(prefix, Long::sum);
        System.out.println("parallelPrefix last " + prefix[prefix.length - 1]);
    }
}
