package juc;

import java.util.concurrent.CountDownLatch;

/**
 * main interrupts a thread waiting on a CountDownLatch before counting it down, assuming its await throws; but the
 * thread can pass await's interrupt check before the interrupt and see the count reach zero. Bug.
 */
public class LatchAwaitInterrupted {
    static volatile boolean returned;

    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            try {
                latch.await();
                returned = true;
            } catch (InterruptedException e) {
                // interrupted, as main expects
            }
        });
        t.start();
        t.interrupt();
        latch.countDown();
        t.join();
        if (returned) throw new IllegalStateException("await returned normally although interrupted before the count down");
    }
}
