package vthreads;

/**
 * A virtual thread waits in Object.wait inside synchronized until another virtual thread sets a
 * flag and notifies. With one carrier (-Djdk.virtualThreadScheduler.parallelism=1) this ends only if
 * the waiting virtual thread unmounts (JDK 24 and later, JEP 491); on JDK 21 it pins the carrier.
 */
public class WaitNotify {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws Exception {
        Thread waiter = Thread.ofVirtual().start(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new Error(e);
                    }
                }
            }
        });
        Thread notifier = Thread.ofVirtual().start(() -> {
            synchronized (lock) {
                ready = true;
                lock.notify();
            }
        });
        waiter.join();
        notifier.join();
        System.out.println("notified " + ready);
    }
}
