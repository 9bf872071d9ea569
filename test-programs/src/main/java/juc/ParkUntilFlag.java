package juc;

import java.util.concurrent.locks.LockSupport;

/** A worker parks in a loop until a volatile flag is set; main sets the flag, then unparks it. Correct. */
public class ParkUntilFlag {
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!ready) LockSupport.park();
        });
        worker.start();
        ready = true;
        LockSupport.unpark(worker);
        worker.join();
    }
}
