package dpor;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * DPOR benchmark "indexer(N)" (Flanagan and Godefroid): N threads insert 4 messages each into a
 * 128-slot hash table with compare-and-set, probing linearly on collisions.
 * Mazurkiewicz traces: N ≤ 11 → 1, 12 → 8, 13 → 64, 14 → 512, 15 → 4096.
 */
public class Indexer {
    static final int SIZE = 128, MAX = 4;
    static final AtomicIntegerArray table = new AtomicIntegerArray(SIZE);

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int tid = i;
            ts[i] = new Thread(() -> {
                for (int m = 1; m <= MAX; m++) {
                    int w = m * 11 + tid;
                    int h = (w * 7) % SIZE;
                    while (!table.compareAndSet(h, 0, w)) h = (h + 1) % SIZE;
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
