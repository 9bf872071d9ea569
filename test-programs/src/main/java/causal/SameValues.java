package causal;

/**
 * Three threads, many interleavings, few values (our program in the spirit of the three-thread
 * example of seed 000's Figure 4.3, not a copy of it): two writers each store 1 into x and y n
 * times, the third reads both. Every order of the writers' stores is its own Mazurkiewicz trace,
 * but the reader can only see 0 or 1 in each variable: causal search needs one execution per pair
 * of values read (at most four), optimal DPOR one per trace. The reader fails when it sees y set
 * and x not, which the schedule "writer 2 stores y before writer 1 stores x" allows.
 */
public class SameValues {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread w1 = new Thread(() -> {
            for (int i = 0; i < n; i++) { x = 1; y = 1; }
        });
        Thread w2 = new Thread(() -> {
            for (int i = 0; i < n; i++) { y = 1; x = 1; }
        });
        Thread reader = new Thread(() -> {
            int b = y, a = x;
            if (b == 1 && a == 0) throw new IllegalStateException("y set before x");
        });
        w1.start();
        w2.start();
        reader.start();
        w1.join();
        w2.join();
        reader.join();
    }
}
