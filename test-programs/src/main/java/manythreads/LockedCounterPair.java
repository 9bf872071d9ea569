package manythreads;

/**
 * Correct. As {@link SharedCounterPair}, but the two threads that share the counter increment it
 * under a lock: of the n threads only those two conflict, in two orders.
 */
public class LockedCounterPair {
    static final class Slot { int count; }
    static final Object LOCK = new Object();
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Thread[] workers = new Thread[n];
        for (int i = 0; i < n; i++) {
            Slot s = new Slot();
            boolean shares = i < 2;
            workers[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) s.count++;
                if (shares) synchronized (LOCK) { hits++; }
            });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        if (hits != 2) throw new IllegalStateException("lost an increment: hits = " + hits);
    }
}
