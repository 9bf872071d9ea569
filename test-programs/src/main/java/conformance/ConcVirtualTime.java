package conformance;

import java.util.concurrent.TimeUnit;

/** Time: long sleeps, nanoTime/currentTimeMillis across sleeps, timed operations of several threads. */
public class ConcVirtualTime {
    public static void main(String[] args) throws Exception {
        long n0 = System.nanoTime();
        long m0 = System.currentTimeMillis();
        // in jvsim virtual time jumps forward; on the host this is a real wait, so keep host-side waits short
        boolean host = !"jvsim".equals(System.getProperty("java.vm.name"));
        long longSleep = host ? 300 : 100_000;
        Thread.sleep(longSleep);
        long n1 = System.nanoTime();
        long m1 = System.currentTimeMillis();
        System.out.println("sleep: nanoTime advanced by at least the sleep " + (n1 - n0 >= longSleep * 1_000_000L));
        System.out.println("sleep: currentTimeMillis advanced by at least the sleep " + (m1 - m0 >= longSleep));
        System.out.println("nanoTime monotonic " + (System.nanoTime() >= n1));
        System.out.println("currentTimeMillis after 2020 " + (m1 > 1_577_836_800_000L));

        long s = System.nanoTime();
        Thread.sleep(0, 999_999);
        Thread.sleep(0);
        TimeUnit.MILLISECONDS.sleep(120);
        System.out.println("TimeUnit.sleep elapsed >= 120ms " + (System.nanoTime() - s >= 120_000_000L));
        s = System.nanoTime();
        TimeUnit.SECONDS.sleep(0);
        TimeUnit.NANOSECONDS.sleep(-5);
        System.out.println("zero and negative TimeUnit sleeps return " + (System.nanoTime() >= s));
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative sleep: " + e.getMessage());
        }
        try {
            Thread.sleep(1, 1_000_000);
        } catch (IllegalArgumentException e) {
            System.out.println("bad nanos: " + e.getMessage());
        }

        // three sleepers with different durations finish in duration order
        StringBuffer order = new StringBuffer();
        long[] durations = {300, 100, 200};
        Thread[] ts = new Thread[3];
        long start = System.nanoTime();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            ts[i] = new Thread(() -> {
                try {
                    Thread.sleep(durations[k]);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                order.append(durations[k]).append(' ');
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long elapsed = System.nanoTime() - start;
        System.out.println("sleepers woke in order " + order.toString().trim());
        System.out.println("parallel sleeps overlap: elapsed >= 300ms " + (elapsed >= 300_000_000L) + ", < 600ms " + (elapsed < 600_000_000L));

        // a busy thread keeps running while another sleeps: the sleeper still wakes
        boolean[] stop = {false};
        long[] spins = {0};
        boolean[] started = {false};
        Thread busy = new Thread(() -> {
            spins[0]++;
            synchronized (started) { started[0] = true; }
            while (!stopped(stop)) spins[0]++;
        });
        busy.start();
        // the host may not run the busy thread at all during a short sleep: wait until it runs
        while (!stopped(started)) Thread.onSpinWait();
        // jvsim's clock also advances one nanosecond per executed instruction: keep this sleep short
        Thread.sleep(2);
        synchronized (stop) {
            stop[0] = true;
        }
        busy.join();
        System.out.println("busy thread ran while main slept " + (spins[0] > 0));

        // timed join of a thread that sleeps longer than the join timeout
        Thread slow = new Thread(() -> {
            try {
                Thread.sleep(host ? 400 : 50_000);
            } catch (InterruptedException e) {
                System.out.println("slow interrupted");
            }
        });
        slow.start();
        s = System.nanoTime();
        slow.join(100);
        System.out.println("timed join returned alive " + slow.isAlive() + " elapsed >= 100ms " + (System.nanoTime() - s >= 100_000_000L));
        slow.join();
        System.out.println("slow finished alive " + slow.isAlive());
        Thread.sleep(Duration100.MS);
        System.out.println("done");
    }

    static final class Duration100 {
        static final long MS = 100;
    }

    static boolean stopped(boolean[] stop) {
        synchronized (stop) {
            return stop[0];
        }
    }
}
