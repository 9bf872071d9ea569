package jvsim.jmh.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Lock- and CAS-heavy target program: two threads churning one ConcurrentHashMap, then a fixed
 * pool of two threads running many small tasks. Prints a schedule-independent checksum.
 */
public final class ConcMix {
    public static void main(String[] args) throws Exception {
        System.out.println(run());
    }

    public static long run() throws Exception {
        return mapChurn(2, 20_000) * 31 + poolTasks(2, 2_000);
    }

    /** Each thread merges, computes and removes keys of a shared map; the final content is fixed. */
    static long mapChurn(int threads, int opsPerThread) throws InterruptedException {
        ConcurrentHashMap<Integer, Integer> map = new ConcurrentHashMap<>();
        List<Thread> ts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts.add(new Thread(() -> {
                for (int i = 0; i < opsPerThread; i++) {
                    int k = (i * 31 + id) % 1024;
                    map.merge(k, 1, Integer::sum);
                    map.compute(k + 2048, (key, v) -> v == null ? 1 : v + 1);
                    if (i % 4 == 0) map.remove(4096 + id * 8192 + i);
                    map.put(4096 + id * 8192 + i, i);
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long total = map.size();
        for (var e : map.entrySet()) total += (long) e.getKey() * 7 + e.getValue(); // order-independent
        return total;
    }

    /** Submits small tasks to a fixed pool and sums their results. */
    static long poolTasks(int threads, int tasks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> fs = new ArrayList<>(tasks);
            for (int i = 0; i < tasks; i++) {
                final int n = i;
                fs.add(pool.submit(() -> {
                    int s = 0;
                    for (int k = 0; k < 20; k++) s += (n ^ k) & 15;
                    return s;
                }));
            }
            long sum = 0;
            for (Future<Integer> f : fs) sum += f.get();
            return sum;
        } finally {
            pool.shutdown();
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
    }
}
