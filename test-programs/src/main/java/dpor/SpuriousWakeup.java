package dpor;

import java.util.concurrent.locks.LockSupport;

/**
 * A waiter that trusts one wake-up: `if (!ready) wait()` instead of a loop (args: "wait", or
 * "park" for LockSupport.park). Correct unless wait or park returns spuriously, which the JVM
 * allows; "wait-loop" and "park-loop" re-check in a loop and are correct either way.
 */
public class SpuriousWakeup {
    static volatile boolean ready;
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        String mode = args.length > 0 ? args[0] : "wait";
        boolean loop = mode.endsWith("-loop");
        Thread w;
        if (mode.startsWith("wait")) {
            w = new Thread(() -> {
                synchronized (L) {
                    try {
                        if (loop) {
                            while (!ready) L.wait();
                        } else if (!ready) {
                            L.wait();
                        }
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    if (!ready) throw new IllegalStateException("woke up before it was ready");
                }
            });
        } else {
            w = new Thread(() -> {
                if (loop) {
                    while (!ready) LockSupport.park();
                } else {
                    LockSupport.park();
                }
                if (!ready) throw new IllegalStateException("woke up before it was ready");
            });
        }
        w.start();
        if (mode.startsWith("wait")) {
            synchronized (L) {
                ready = true;
                L.notifyAll();
            }
        } else {
            ready = true;
            LockSupport.unpark(w);
        }
        w.join();
        System.out.println("done");
    }
}
