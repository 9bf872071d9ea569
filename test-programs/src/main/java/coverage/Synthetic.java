package coverage;

/**
 * Seed 003's synthetic benchmark as a program: {@code coverage.Synthetic m n} starts m threads,
 * each of n atomic blocks: its begin, n - 2 writes of its own element of a shared array, and its
 * end (n at least 2). Main's own blocks (its starts and joins) come with them.
 */
public class Synthetic {
    public static void main(String[] args) throws InterruptedException {
        int m = args.length > 0 ? Integer.parseInt(args[0]) : 5, n = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int[] cells = new int[m];
        Thread[] threads = new Thread[m];
        for (int i = 0; i < m; i++) {
            int me = i;
            threads[i] = new Thread(() -> {
                for (int k = 0; k < n - 2; k++) cells[me] = k;
            });
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
    }
}
