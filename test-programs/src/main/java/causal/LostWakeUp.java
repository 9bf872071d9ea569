package causal;

/**
 * A lost wake-up: the waiter checks the flag in one critical section and waits in another, so the
 * notifier's section can fall between them — the notify then comes before the wait, and the
 * waiter waits forever (a deadlock when main joins it). The schedule needs the waiter's check
 * before the notifier's section and its wait after it.
 */
public class LostWakeUp {
    static boolean ready;
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            boolean seen;
            synchronized (L) { seen = ready; }
            if (!seen) {
                synchronized (L) {
                    try {
                        L.wait();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        });
        waiter.start();
        synchronized (L) {
            ready = true;
            L.notifyAll();
        }
        waiter.join();
    }
}
