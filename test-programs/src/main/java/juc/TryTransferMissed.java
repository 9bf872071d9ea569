package juc;

import java.util.concurrent.LinkedTransferQueue;

/** A producer tryTransfer()s to a LinkedTransferQueue assuming the consumer already waits in take(): it may not yet. Bug. */
public class TryTransferMissed {
    static volatile boolean missed;

    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<Integer> q = new LinkedTransferQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                q.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread producer = new Thread(() -> {
            if (!q.tryTransfer(1)) {
                missed = true;
                q.put(1);
            }
        });
        consumer.start();
        producer.start();
        consumer.join();
        producer.join();
        if (missed) throw new IllegalStateException("tryTransfer found no waiting consumer");
    }
}
