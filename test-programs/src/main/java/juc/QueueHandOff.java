package juc;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A producer puts 2 items on a LinkedBlockingQueue, a consumer takes 2, in order. Correct. */
public class QueueHandOff {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        int[] got = new int[2];
        Thread producer = new Thread(() -> { q.add(1); q.add(2); });
        Thread consumer = new Thread(() -> {
            try {
                got[0] = q.take();
                got[1] = q.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        if (got[0] != 1 || got[1] != 2) throw new IllegalStateException("took " + got[0] + ", " + got[1]);
    }
}
