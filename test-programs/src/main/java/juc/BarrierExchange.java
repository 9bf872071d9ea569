package juc;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/** Two threads each fill their slot, meet at a CyclicBarrier, then read the other's slot. Correct. */
public class BarrierExchange {
    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        int[] slots = new int[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                slots[me] = me + 1;
                try {
                    barrier.await();
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new IllegalStateException(e);
                }
                if (slots[1 - me] != 2 - me) throw new IllegalStateException("slot " + (1 - me) + " not filled");
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
