package juc;

import java.util.concurrent.locks.LockSupport;

/** main unparks a worker before setting the flag it waits for, and the worker parks only once: it can wake to an unset flag. Bug. */
public class UnparkBeforeFlag {
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            LockSupport.park();
            if (!ready) throw new IllegalStateException("woke up before the flag was set");
        });
        worker.start();
        LockSupport.unpark(worker);
        ready = true;
        worker.join();
    }
}
