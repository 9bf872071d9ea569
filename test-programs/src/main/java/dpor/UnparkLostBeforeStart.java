package dpor;

import java.util.concurrent.locks.LockSupport;

/**
 * A thread parks unless a flag is set, another unparks it: when the unpark comes before the parker
 * started it is lost, the parker waits forever and main, joining it, with it (a deadlock). With
 * spurious wake-ups explored the parker may also wake for no reason while main still runs; DPOR must
 * still explore the order where main blocks in the join first, which leaves only a spurious wake-up
 * (never due) to free the parker.
 */
public class UnparkLostBeforeStart {
    static volatile boolean ready;
    static final Thread[] TS = new Thread[2];

    public static void main(String[] args) throws InterruptedException {
        TS[0] = new Thread(() -> LockSupport.unpark(TS[1]));
        TS[1] = new Thread(() -> {
            if (!ready) LockSupport.park();
        });
        for (Thread t : TS) t.start();
        for (Thread t : TS) t.join();
    }
}
