package dpor;

import java.util.concurrent.locks.LockSupport;

/**
 * Two threads look at a third one's liveness while main may not have started it yet: isAlive is
 * false, and a join returns at once, before the start. Bug: each fails in some schedule (the
 * search must see the start and the liveness reads as dependent).
 */
public class StartRaces {
    static volatile boolean ran, release;

    public static void main(String[] args) throws Exception {
        Thread t2 = new Thread(() -> {
            ran = true;
            while (!release) LockSupport.park();
        });
        Thread alive = new Thread(() -> {
            if (!t2.isAlive() && !ran) throw new IllegalStateException("isAlive before the start");
        });
        Thread joiner = new Thread(() -> {
            try {
                t2.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (!ran) throw new IllegalStateException("join before the start");
        });
        alive.start();
        joiner.start();
        t2.start();
        alive.join();
        release = true;
        LockSupport.unpark(t2);
        t2.join();
        joiner.join();
    }
}
