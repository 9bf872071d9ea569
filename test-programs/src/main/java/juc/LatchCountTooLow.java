package juc;

import java.util.concurrent.CountDownLatch;

/** Two workers store a result and count down a CountDownLatch created with count 1: main can read before the second result. Bug. */
public class LatchCountTooLow {
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        int[] results = new int[2];
        for (int i = 0; i < 2; i++) {
            int slot = i;
            new Thread(() -> {
                results[slot] = slot + 1;
                done.countDown();
            }).start();
        }
        done.await();
        if (results[0] + results[1] != 3) throw new IllegalStateException("a result is missing: " + results[0] + ", " + results[1]);
    }
}
