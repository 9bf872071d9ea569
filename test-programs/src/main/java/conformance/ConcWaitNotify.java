package conformance;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** wait/notify/notifyAll, timed wait, a bounded producer/consumer buffer. */
public class ConcWaitNotify {
    static final class Buffer {
        private final ArrayDeque<Integer> items = new ArrayDeque<>();
        private final int capacity;
        int maxSeen;
        Buffer(int capacity) { this.capacity = capacity; }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.add(v);
            maxSeen = Math.max(maxSeen, items.size());
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) wait();
            int v = items.poll();
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer buf = new Buffer(3);
        int producers = 3, perProducer = 40;
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            final int base = p * 1000;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) buf.put(base + i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "producer-" + p));
        }
        List<Integer> consumed = Collections.synchronizedList(new ArrayList<>());
        for (int c = 0; c < 2; c++) {
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < producers * perProducer / 2; i++) consumed.add(buf.take());
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "consumer-" + c));
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        List<Integer> sorted = new ArrayList<>(consumed);
        Collections.sort(sorted);
        long sum = 0;
        for (int v : sorted) sum += v;
        System.out.println("consumed " + sorted.size() + " distinct " + sorted.stream().distinct().count() + " sum " + sum
                + " first " + sorted.get(0) + " last " + sorted.get(sorted.size() - 1) + " capacity respected " + (buf.maxSeen <= 3));

        // notify wakes exactly one waiter; notifyAll wakes the rest
        Object lock = new Object();
        int[] waiting = {0};
        int[] woken = {0};
        List<Thread> waiters = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread w = new Thread(() -> {
                synchronized (lock) {
                    waiting[0]++;
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    woken[0]++;
                }
            });
            waiters.add(w);
            w.start();
        }
        while (true) {
            synchronized (lock) {
                if (waiting[0] == 4) break;
            }
            Thread.sleep(1);
        }
        for (Thread w : waiters) while (w.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            lock.notify();
        }
        while (true) {
            synchronized (lock) {
                if (woken[0] == 1) break;
            }
            Thread.sleep(1);
        }
        Thread.sleep(50);
        synchronized (lock) {
            System.out.println("after notify woken " + woken[0]);
            lock.notifyAll();
        }
        for (Thread w : waiters) w.join();
        System.out.println("after notifyAll woken " + woken[0]);

        // timed wait with no notifier times out; virtual time must have advanced by at least the timeout
        Object t = new Object();
        long start = System.nanoTime();
        synchronized (t) {
            t.wait(200);
        }
        long elapsed = System.nanoTime() - start;
        System.out.println("timed wait returned, elapsed >= 200ms " + (elapsed >= 200_000_000L));
        start = System.nanoTime();
        synchronized (t) {
            t.wait(0, 500_000); // rounds up to 1 ms
        }
        System.out.println("wait(0, 500000) returned " + (System.nanoTime() - start >= 0));

        // timed wait that is notified before the timeout
        boolean[] flag = {false};
        Thread notifier = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            synchronized (flag) {
                flag[0] = true;
                flag.notifyAll();
            }
        });
        start = System.nanoTime();
        notifier.start();
        synchronized (flag) {
            while (!flag[0]) flag.wait(60_000);
        }
        elapsed = System.nanoTime() - start;
        System.out.println("notified before timeout " + flag[0] + " elapsed < 60s " + (elapsed < 60_000_000_000L) + " >= 20ms " + (elapsed >= 20_000_000L));
        notifier.join();

        // a waiter re-acquires the monitor with its full recursion count
        Object re = new Object();
        Thread deep = new Thread(() -> {
            synchronized (re) {
                synchronized (re) {
                    synchronized (re) {
                        try {
                            re.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                    System.out.println("after 1 exit holds " + Thread.holdsLock(re));
                }
                System.out.println("after 2 exits holds " + Thread.holdsLock(re));
            }
            System.out.println("after 3 exits holds " + Thread.holdsLock(re));
        });
        deep.start();
        while (deep.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (re) {
            System.out.println("main took monitor while deep waits");
            re.notify();
        }
        deep.join();

        // ping-pong strict alternation
        StringBuilder sb = new StringBuilder();
        Object pp = new Object();
        int[] turn = {0};
        Thread[] players = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            players[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) {
                    synchronized (pp) {
                        while (turn[0] != me) {
                            try {
                                pp.wait();
                            } catch (InterruptedException e) {
                                throw new RuntimeException(e);
                            }
                        }
                        sb.append(me == 0 ? "ping " : "pong ");
                        turn[0] = 1 - me;
                        pp.notifyAll();
                    }
                }
            });
        }
        players[1].start();
        players[0].start();
        players[0].join();
        players[1].join();
        System.out.println(sb.toString().trim());
    }
}
