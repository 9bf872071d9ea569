package juc;

import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;

/** A producer puts an element due in 5 ms on a DelayQueue; the consumer's take returns it no earlier than due. Correct. */
public class DelayQueueTake {
    static final class Due implements Delayed {
        final long at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(5);

        @Override public long getDelay(TimeUnit unit) {
            return unit.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override public int compareTo(Delayed o) {
            return Long.compare(at, ((Due) o).at);
        }
    }

    public static void main(String[] args) throws Exception {
        DelayQueue<Due> q = new DelayQueue<>();
        Thread producer = new Thread(() -> q.put(new Due()));
        Thread consumer = new Thread(() -> {
            try {
                Due d = q.take();
                if (System.nanoTime() < d.at) throw new IllegalStateException("taken before it was due");
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
