package manythreads;

/**
 * Bug. n threads (default 100) count in slots of their own, and the first two of them also
 * increment one shared counter without synchronization: main, having joined them all, finds one
 * increment lost when the two read the counter before either writes it.
 */
public class SharedCounterPair {
    static final class Slot { int count; }
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Thread[] workers = new Thread[n];
        for (int i = 0; i < n; i++) {
            Slot s = new Slot();
            boolean shares = i < 2;
            workers[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) s.count++;
                if (shares) hits++;
            });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        if (hits != 2) throw new IllegalStateException("lost an increment: hits = " + hits);
    }
}
