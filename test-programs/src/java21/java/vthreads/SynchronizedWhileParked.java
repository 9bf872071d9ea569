package vthreads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Each of more virtual threads than carriers waits in a synchronized block for a latch the last one
 * opens. On JDK 21 each waiting thread pins its carrier (a virtual thread in synchronized cannot
 * unmount), so with the carrier pool's parallelism below the number of threads the last never runs:
 * a deadlock. On JDK 24 and later (JEP 491) the waiting threads unmount and the program ends.
 */
public class SynchronizedWhileParked {
    public static void main(String[] args) throws Exception {
        int n = 3;
        CountDownLatch latch = new CountDownLatch(1);
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Object lock = new Object();
            int k = i;
            ts.add(Thread.ofVirtual().start(() -> {
                if (k == n - 1) {
                    latch.countDown();
                    return;
                }
                synchronized (lock) {
                    try {
                        latch.await();
                    } catch (InterruptedException e) {
                        throw new Error(e);
                    }
                }
            }));
        }
        for (Thread t : ts) t.join();
        System.out.println("all done");
    }
}
