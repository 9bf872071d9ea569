package dpor;

/** DPOR benchmark "readers(N)": one writer writes x, N readers read it. Mazurkiewicz traces: 2^N. */
public class Readers {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread[] ts = new Thread[n + 1];
        ts[0] = new Thread(() -> x = 1);
        for (int i = 1; i <= n; i++) ts[i] = new Thread(() -> { int v = x; });
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
