package spin;

/**
 * A thread polls a plain flag under a monitor, taking and releasing it each round, until another
 * thread sets the flag under the same monitor: each round leaves the monitor as it found it, so
 * the poller waits for the write. Verified.
 */
public class LockPoll {
    static final Object lock = new Object();
    static boolean done;

    public static void main(String[] args) throws Exception {
        Thread setter = new Thread(() -> {
            synchronized (lock) {
                done = true;
            }
        }, "setter");
        setter.start();
        while (true) {
            synchronized (lock) {
                if (done) break;
            }
        }
        setter.join();
    }
}
