package dpor;

import java.util.concurrent.atomic.AtomicInteger;

/** DPOR benchmark "casrot(N)": thread i (1..N) does CAS(x, i−1, i). Traces: 2, 5, 14, 43, 144, 523, 2048, 8597 for N = 2..9. */
public class CasRot {
    static final AtomicInteger x = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int k = i + 1;
            ts[i] = new Thread(() -> x.compareAndSet(k - 1, k));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
