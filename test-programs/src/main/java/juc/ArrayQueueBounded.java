package juc;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** A producer puts 2 items on an ArrayBlockingQueue of capacity 1 (put blocks while full), a consumer takes 2, in order. Correct. */
public class ArrayQueueBounded {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
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
