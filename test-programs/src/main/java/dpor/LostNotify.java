package dpor;

/**
 * The waiter checks the flag outside the monitor: the notification can come between its check
 * and its wait, and then it waits forever (a deadlock when main joins it).
 */
public class LostNotify {
    static volatile boolean ready;
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            if (!ready) {
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
        ready = true;
        synchronized (L) { L.notifyAll(); }
        waiter.join();
    }
}
