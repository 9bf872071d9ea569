package dpor;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Timeouts that may come while other threads still run (args: the shape). Each shape's first
 * variant fails on a real JVM when a thread is descheduled for a few milliseconds (a GC pause, a
 * busy machine); the "-ok" variants are correct whenever the timeouts come:
 * <ul>
 * <li>scheduled: a task scheduled 5 ms ahead reads a field main writes just after scheduling it
 *     (scheduled-ok: main writes it first);</li>
 * <li>sleep: a thread sleeps 5 ms, then expects main to have set a flag (sleep-ok: it sleeps in a
 *     loop until the flag is set);</li>
 * <li>wait: a waiter waits 10 ms for a notification and trusts that it came (wait-ok: re-checks
 *     the condition in a loop);</li>
 * <li>poll: a consumer polls a queue with a 10 ms timeout and expects an element (poll-ok: polls
 *     until it gets one);</li>
 * <li>order-ok: tasks scheduled 5 and 10 ms ahead on one thread: the 10 ms one always finds the
 *     5 ms one done (deadlines still order).</li>
 * </ul>
 */
public class EarlyTimeout {
    static volatile boolean ready;
    static int value;
    static final Object L = new Object();

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "scheduled";
        switch (mode) {
            case "scheduled", "scheduled-ok" -> scheduled(mode.endsWith("-ok"));
            case "sleep", "sleep-ok" -> sleep(mode.endsWith("-ok"));
            case "wait", "wait-ok" -> timedWait(mode.endsWith("-ok"));
            case "poll", "poll-ok" -> poll(mode.endsWith("-ok"));
            case "order-ok" -> order();
            default -> throw new IllegalArgumentException(mode);
        }
        System.out.println("done");
    }

    static void scheduled(boolean ok) throws Exception {
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor();
        if (ok) value = 42;
        var f = s.schedule(() -> {
            if (value != 42) throw new IllegalStateException("the task ran before its setup");
        }, 5, TimeUnit.MILLISECONDS);
        value = 42;
        try {
            f.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause().getMessage());
        } finally {
            s.shutdown();
        }
    }

    static void sleep(boolean ok) throws Exception {
        Thread t = new Thread(() -> {
            try {
                if (ok) {
                    while (!ready) Thread.sleep(5);
                } else {
                    Thread.sleep(5);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (!ready) throw new IllegalStateException("slept too short");
        });
        t.start();
        ready = true;
        t.join();
    }

    static void timedWait(boolean ok) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (L) {
                try {
                    if (ok) {
                        while (!ready) L.wait(10);
                    } else if (!ready) {
                        L.wait(10);
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                if (!ready) throw new IllegalStateException("timed out before the notification");
            }
        });
        t.start();
        synchronized (L) {
            ready = true;
            L.notifyAll();
        }
        t.join();
    }

    static void poll(boolean ok) throws Exception {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        Thread t = new Thread(() -> {
            try {
                Integer got = q.poll(10, TimeUnit.MILLISECONDS);
                while (ok && got == null) got = q.poll(10, TimeUnit.MILLISECONDS);
                if (got == null) throw new IllegalStateException("the poll timed out");
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        q.put(1);
        t.join();
    }

    static void order() throws Exception {
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor();
        var first = s.schedule(() -> { value = 5; }, 5, TimeUnit.MILLISECONDS);
        var second = s.schedule(() -> {
            if (value != 5) throw new IllegalStateException("the 10 ms task ran before the 5 ms one");
        }, 10, TimeUnit.MILLISECONDS);
        try {
            first.get();
            second.get();
        } finally {
            s.shutdown();
        }
    }
}
