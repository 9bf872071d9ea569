package manythreads;

/**
 * Correct. n threads (default 100) each count to 10 in a slot of their own (an object only it
 * writes) and main, having joined them all, sums the slots: no two threads share a location, so
 * one interleaving stands for all.
 */
public class OwnSlots {
    static final class Slot { int count; }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Slot[] slots = new Slot[n];
        Thread[] workers = new Thread[n];
        for (int i = 0; i < n; i++) {
            Slot s = slots[i] = new Slot();
            workers[i] = new Thread(() -> { for (int k = 0; k < 10; k++) s.count++; });
            workers[i].start();
        }
        int sum = 0;
        for (int i = 0; i < n; i++) {
            workers[i].join();
            sum += slots[i].count;
        }
        if (sum != 10 * n) throw new IllegalStateException("sum " + sum);
    }
}
