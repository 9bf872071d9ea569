package juc;

import java.util.concurrent.SynchronousQueue;

/** A producer hands 2 items through a SynchronousQueue (each put waits for a take), a consumer takes 2, in order. Correct. */
public class SynchronousHandOff {
    public static void main(String[] args) throws Exception {
        SynchronousQueue<Integer> q = new SynchronousQueue<>();
        int[] got = new int[2];
        Thread producer = new Thread(() -> {
            try {
                q.put(1);
                q.put(2);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
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
