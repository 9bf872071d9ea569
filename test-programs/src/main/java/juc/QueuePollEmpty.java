package juc;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A consumer poll()s a LinkedBlockingQueue (no waiting) instead of take(): it can find the queue still empty. Bug. */
public class QueuePollEmpty {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        Thread producer = new Thread(() -> q.add(1));
        Thread consumer = new Thread(() -> {
            Integer v = q.poll();
            if (v == null) throw new IllegalStateException("polled an empty queue");
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
