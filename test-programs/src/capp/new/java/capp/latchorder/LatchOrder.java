package capp.latchorder;

import java.util.concurrent.CountDownLatch;

/** CAPP corpus, changed (new) version: order violation: the latch is counted down before the result is written. */
public class LatchOrder {
    static final CountDownLatch done = new CountDownLatch(1);
    static int result;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread worker = new Thread(() -> {
            done.countDown();
            result = 42;
            s.work();
        });
        Thread other = new Thread(s::work);
        worker.start(); other.start();
        done.await();
        if (result != 42) throw new IllegalStateException("result " + result + " before it was written");
        worker.join(); other.join();
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
