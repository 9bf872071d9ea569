package causal;

/**
 * A race whose two accesses are far apart in the recorded trace: thread a writes x first, then
 * makes 2n steps of its own; thread b makes 2n steps of its own, then reads x and fails when a has
 * not written it yet. Run without preemption (a, then b), the write and the read are about 4n
 * events apart, so a causal search with windows shorter than that holds them in no window of the
 * trace's and must ask about the pair in a window of its own.
 */
public class FarRace {
    static int x, padA, padB;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Thread a = new Thread(() -> {
            x = 1;
            for (int i = 0; i < n; i++) padA++;
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < n; i++) padB++;
            int seen = x;
            if (seen != 1) throw new IllegalStateException("b read x = " + seen + " before a wrote it");
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
