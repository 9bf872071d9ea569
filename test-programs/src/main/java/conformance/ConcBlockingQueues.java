package conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/** Blocking queues: producer/consumer through each kind, timeouts, capacity, ordering. */
public class ConcBlockingQueues {
    static final int POISON = Integer.MAX_VALUE; // sorts last in the PriorityBlockingQueue

    static String pipeline(BlockingQueue<Integer> q, int producers, int perProducer, int consumers) throws InterruptedException {
        List<Integer> got = Collections.synchronizedList(new ArrayList<>());
        List<Thread> ts = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            final int base = p * 1000;
            ts.add(new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) q.put(base + i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        List<Thread> cs = new ArrayList<>();
        for (int c = 0; c < consumers; c++) {
            cs.add(new Thread(() -> {
                try {
                    while (true) {
                        int v = q.take();
                        if (v == POISON) return;
                        got.add(v);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        for (Thread t : cs) t.start();
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int c = 0; c < consumers; c++) q.put(POISON);
        for (Thread t : cs) t.join();
        List<Integer> sorted = new ArrayList<>(got);
        Collections.sort(sorted);
        long sum = 0;
        for (int v : sorted) sum += v;
        return "received " + sorted.size() + " sum " + sum + " distinct " + sorted.stream().distinct().count();
    }

    static final class Job implements Delayed {
        final long at;
        final String name;
        Job(String name, long delayMs) {
            this.name = name;
            this.at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs);
        }
        @Override public long getDelay(TimeUnit unit) { return unit.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS); }
        @Override public int compareTo(Delayed o) { return Long.compare(at, ((Job) o).at); }
        @Override public String toString() { return name; }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("LinkedBlockingQueue(5): " + pipeline(new LinkedBlockingQueue<>(5), 3, 60, 2));
        System.out.println("ArrayBlockingQueue(3): " + pipeline(new ArrayBlockingQueue<>(3), 3, 60, 2));
        System.out.println("ArrayBlockingQueue fair: " + pipeline(new ArrayBlockingQueue<>(2, true), 2, 40, 2));
        System.out.println("SynchronousQueue: " + pipeline(new SynchronousQueue<>(), 2, 30, 2));
        System.out.println("SynchronousQueue fair: " + pipeline(new SynchronousQueue<>(true), 2, 30, 1));
        System.out.println("LinkedBlockingDeque: " + pipeline(new LinkedBlockingDeque<>(4), 2, 50, 2));
        System.out.println("LinkedTransferQueue: " + pipeline(new LinkedTransferQueue<>(), 2, 50, 2));
        System.out.println("PriorityBlockingQueue: " + pipeline(new PriorityBlockingQueue<>(), 2, 50, 1));

        // capacity, offer/poll with timeouts
        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(2);
        System.out.println("offer " + abq.offer("a") + " " + abq.offer("b") + " full " + abq.offer("c") + " remaining " + abq.remainingCapacity());
        long s = System.nanoTime();
        System.out.println("timed offer on full " + abq.offer("c", 30, TimeUnit.MILLISECONDS) + " waited " + (System.nanoTime() - s >= 30_000_000L));
        try {
            abq.add("c");
        } catch (IllegalStateException e) {
            System.out.println("add on full: " + e.getMessage());
        }
        List<String> drained = new ArrayList<>();
        System.out.println("drainTo " + abq.drainTo(drained) + " " + drained + " poll empty " + abq.poll());
        s = System.nanoTime();
        System.out.println("timed poll on empty " + abq.poll(25, TimeUnit.MILLISECONDS) + " waited " + (System.nanoTime() - s >= 25_000_000L));
        LinkedBlockingQueue<Integer> lbq = new LinkedBlockingQueue<>();
        Thread late = new Thread(() -> {
            try {
                Thread.sleep(40);
                lbq.put(7);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        late.start();
        System.out.println("poll waits for a late element " + lbq.poll(10, TimeUnit.SECONDS));
        late.join();
        Thread blockedTaker = new Thread(() -> {
            try {
                lbq.take();
            } catch (InterruptedException e) {
                System.out.println("take interrupted");
            }
        });
        blockedTaker.start();
        while (blockedTaker.getState() != Thread.State.WAITING) Thread.yield();
        blockedTaker.interrupt();
        blockedTaker.join();

        // SynchronousQueue has no capacity
        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println("sync offer without taker " + sq.offer("x") + " size " + sq.size() + " poll " + sq.poll() + " timed poll " + sq.poll(10, TimeUnit.MILLISECONDS));
        String[] took = new String[1];
        Thread taker = new Thread(() -> {
            try {
                took[0] = sq.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        taker.start();
        boolean accepted = sq.offer("hello", 10, TimeUnit.SECONDS);
        taker.join();
        System.out.println("handoff accepted " + accepted + ", taker got " + took[0]);

        // LinkedTransferQueue.transfer waits for a consumer
        LinkedTransferQueue<String> ltq = new LinkedTransferQueue<>();
        System.out.println("tryTransfer without consumer " + ltq.tryTransfer("t") + " size " + ltq.size());
        String[] consumed = new String[1];
        Thread consumer = new Thread(() -> {
            try {
                Thread.sleep(20);
                consumed[0] = ltq.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        ltq.transfer("direct");
        System.out.println("transfer returned after consumer took it, waiting consumers " + ltq.hasWaitingConsumer() + " queue empty " + ltq.isEmpty());
        consumer.join();
        System.out.println("transfer consumer got " + consumed[0]);

        // PriorityBlockingQueue ordering
        PriorityBlockingQueue<String> pbq = new PriorityBlockingQueue<>(4, (a, b) -> b.compareTo(a));
        for (String w : "pear apple fig kiwi banana cherry".split(" ")) pbq.put(w);
        StringBuilder order = new StringBuilder();
        while (!pbq.isEmpty()) order.append(pbq.take()).append(' ');
        System.out.println("priority order " + order.toString().trim());

        // DelayQueue releases elements when their delay expires, in expiry order
        s = System.nanoTime();
        DelayQueue<Job> dq = new DelayQueue<>();
        dq.put(new Job("late", 300));
        dq.put(new Job("early", 100));
        dq.put(new Job("middle", 200));
        System.out.println("nothing expired yet: poll " + dq.poll() + " size " + dq.size() + " peek " + dq.peek());
        StringBuilder dorder = new StringBuilder();
        for (int i = 0; i < 3; i++) dorder.append(dq.take()).append(' ');
        System.out.println("delay order " + dorder.toString().trim() + " waited >= 300ms " + (System.nanoTime() - s >= 300_000_000L));
        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<>(3);
        lbd.putFirst(1);
        lbd.putLast(2);
        lbd.offerFirst(0);
        System.out.println("deque " + lbd + " full offerLast " + lbd.offerLast(9) + " takeLast " + lbd.takeLast() + " pollFirst " + lbd.pollFirst(1, TimeUnit.MILLISECONDS));
    }
}
