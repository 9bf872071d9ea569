package conformance;

public class ThreadsSync {
    private int counter = 0;
    private static int staticCounter = 0;
    private final Object lock = new Object();
    private int lockCounter = 0;

    synchronized void inc() {
        counter++;
    }

    static synchronized void incStatic() {
        staticCounter++;
    }

    void incLock() {
        synchronized (lock) {
            lockCounter++;
        }
    }

    // Handoff: strict alternation between a producer and consumer via wait/notify.
    static class Slot {
        private Integer value;

        synchronized void put(int v) throws InterruptedException {
            while (value != null) wait();
            value = v;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (value == null) wait();
            int v = value;
            value = null;
            notifyAll();
            return v;
        }
    }

    static int reentrantDepth(Object o, int n) {
        synchronized (o) {
            return n == 0 ? 0 : 1 + reentrantDepth(o, n - 1);
        }
    }

    public static void main(String[] args) throws Exception {
        ThreadsSync s = new ThreadsSync();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < 1000; j++) {
                    s.inc();
                    incStatic();
                    s.incLock();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("synchronized method total " + s.counter);
        System.out.println("static synchronized total " + staticCounter);
        System.out.println("synchronized block total " + s.lockCounter);
        Slot slot = new Slot();
        StringBuilder received = new StringBuilder();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 20; i++) slot.put(i * i);
                slot.put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                int v;
                while ((v = slot.take()) != -1) received.append(v).append(' ');
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("handoff " + received.toString().trim());
        final Object pingLock = new Object();
        final int[] turn = {0};
        final StringBuilder pp = new StringBuilder();
        Thread[] players = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int me = p;
            players[p] = new Thread(() -> {
                for (int round = 0; round < 5; round++) {
                    synchronized (pingLock) {
                        while (turn[0] % 3 != me) {
                            try {
                                pingLock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        pp.append((char) ('A' + me));
                        turn[0]++;
                        pingLock.notifyAll();
                    }
                }
            });
        }
        for (Thread t : players) t.start();
        for (Thread t : players) t.join();
        System.out.println("round robin " + pp);
        System.out.println("reentrant depth " + reentrantDepth(new Object(), 50));
        Object mon = new Object();
        synchronized (mon) {
            long before = System.nanoTime();
            mon.wait(5);
            System.out.println("timed wait returned " + (System.nanoTime() - before >= 0));
        }
        int[] unsafeButJoined = new int[1];
        Thread single = new Thread(() -> {
            for (int i = 0; i < 1000; i++) unsafeButJoined[0]++;
        });
        single.start();
        single.join();
        System.out.println("happens-before via join " + unsafeButJoined[0]);
    }
}
