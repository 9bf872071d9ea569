package juc;

import java.util.concurrent.LinkedBlockingDeque;

/** A producer pushes 1 then 2 on a LinkedBlockingDeque, a consumer takes 2 from the front expecting LIFO order 2, 1: it can take 1 before 2 is pushed. Bug. */
public class DequeLifoOrder {
    public static void main(String[] args) throws Exception {
        LinkedBlockingDeque<Integer> dq = new LinkedBlockingDeque<>();
        int[] got = new int[2];
        Thread producer = new Thread(() -> {
            dq.push(1);
            dq.push(2);
        });
        Thread consumer = new Thread(() -> {
            try {
                got[0] = dq.takeFirst();
                got[1] = dq.takeFirst();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (got[0] != 2) throw new IllegalStateException("took " + got[0] + " before " + got[1]);
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
