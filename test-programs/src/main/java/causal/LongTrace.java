package causal;

/**
 * A long execution with its bug at the end: a worker increments a shared counter n times (two
 * scheduling points each: 2n events), main joins it, then two threads increment x without a lock
 * and main checks that both increments landed — a lost update when one reads x before the other
 * writes it. The trace of 100,000 events and more is what causal search solves in windows.
 */
public class LongTrace {
    static int counter, x;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50_000;
        Thread worker = new Thread(() -> {
            for (int i = 0; i < n; i++) counter++;
        });
        worker.start();
        worker.join();
        Runnable increment = () -> {
            int seen = x;
            x = seen + 1;
        };
        Thread a = new Thread(increment), b = new Thread(increment);
        a.start();
        b.start();
        a.join();
        b.join();
        if (counter != n || x != 2) throw new IllegalStateException("lost update: x = " + x);
    }
}
