package manythreads;

/**
 * Bug. n threads (default 100) count in slots of their own, and the first two of them also
 * increment one shared counter without synchronization: main, having joined them all, finds one
 * increment lost when the two read the counter before either writes it.
 */
public class SharedCounterPair {
    static final class Slot { int count; }
    static final Object LOCK = new Object();
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        run(args.length > 0 ? Integer.parseInt(args[0]) : 100, false);
    }

    /** n threads, the first two of which increment the counter, under a lock when locked. */
    static void run(int n, boolean locked) throws InterruptedException {
        Thread[] workers = new Thread[n];
        for (int i = 0; i < n; i++) {
            Slot s = new Slot();
            boolean shares = i < 2;
            workers[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) s.count++;
                if (shares && locked) {
                    synchronized (LOCK) { hits++; }
                } else if (shares) {
                    hits++;
                }
            });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        if (hits != 2) throw new IllegalStateException("lost an increment: hits = " + hits);
    }
}
