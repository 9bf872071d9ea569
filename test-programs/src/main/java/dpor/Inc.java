package dpor;

/** DPOR benchmark "inc": T threads each read x then write x+1. Mazurkiewicz traces: T=2 → 4, T=3 → 36, T=4 → 576. */
public class Inc {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) ts[i] = new Thread(() -> { int v = x; x = v + 1; });
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
