package juc;

import java.util.concurrent.PriorityBlockingQueue;

/** A producer puts 2 then 1 on a PriorityBlockingQueue, a consumer takes 2 (blocking while empty): it gets both, each once. Correct. */
public class PriorityTakeBoth {
    public static void main(String[] args) throws Exception {
        PriorityBlockingQueue<Integer> q = new PriorityBlockingQueue<>();
        int[] got = new int[2];
        Thread producer = new Thread(() -> {
            q.put(2);
            q.put(1);
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
        if (got[0] + got[1] != 3 || got[0] == got[1] || !q.isEmpty()) throw new IllegalStateException("took " + got[0] + ", " + got[1]);
    }
}
