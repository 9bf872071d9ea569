package dpor;

/**
 * DPOR benchmark "lastzero(N)": thread 0 scans array[N..0] for the last zero; thread i (1..N) sets
 * array[i] = array[i-1] + 1. Mazurkiewicz traces: (N+3)·2^(N−2).
 */
public class LastZero {
    static int[] array;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        array = new int[n + 1];
        Thread[] ts = new Thread[n + 1];
        ts[0] = new Thread(() -> {
            for (int i = n; i >= 0; i--) if (array[i] == 0) break;
        });
        for (int i = 1; i <= n; i++) {
            int k = i;
            ts[i] = new Thread(() -> array[k] = array[k - 1] + 1);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
