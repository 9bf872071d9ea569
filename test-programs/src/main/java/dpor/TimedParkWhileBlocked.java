package dpor;

import java.util.concurrent.locks.LockSupport;

/**
 * A thread's timed waits end while main is blocked: time passes only when no thread can run, so each
 * wake-up by time comes after main's park. Correct.
 */
public class TimedParkWhileBlocked {
    static volatile int ticks;
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        Thread t = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                ticks++;
                LockSupport.parkNanos(1_000_000);
            }
            done = true;
            LockSupport.unpark(main);
        });
        t.start();
        while (!done) LockSupport.park();
        if (ticks != 3) throw new AssertionError("ticks " + ticks);
        t.join();
    }
}
