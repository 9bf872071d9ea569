package spin;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A worker raises a flag, yields and lowers it; another thread yields while the flag is up (an
 * AtomicBoolean, read as a linearizable JDK operation). Both end in every schedule: verified.
 */
public class YieldHandOff {
    public static void main(String[] args) throws Exception {
        AtomicBoolean working = new AtomicBoolean(false);
        Thread worker = new Thread(() -> {
            working.set(true);
            Thread.yield();
            working.set(false);
        }, "worker");
        Thread waiter = new Thread(() -> {
            while (working.get()) Thread.yield();
        }, "waiter");
        worker.start();
        waiter.start();
        worker.join();
        waiter.join();
    }
}
