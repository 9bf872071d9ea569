package dpor;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A waiter that trusts one wake-up: `if (!ready) wait()` instead of a loop (args: "wait", or
 * "park" for LockSupport.park, "await" for a ReentrantLock Condition's await, "await-timed" for
 * its awaitNanos with a long timeout). Correct unless wait, park or await returns spuriously,
 * which the JVM and Condition's contract allow; "wait-loop", "park-loop" and "await-loop" re-check
 * in a loop and are correct either way, and so is "take" (a queue's take, whose own await loops).
 */
public class SpuriousWakeup {
    static volatile boolean ready;
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        String mode = args.length > 0 ? args[0] : "wait";
        boolean loop = mode.endsWith("-loop");
        if (mode.startsWith("await") || mode.equals("take")) {
            conditions(mode, loop);
            return;
        }
        Thread w;
        if (mode.startsWith("wait")) {
            w = new Thread(() -> {
                synchronized (L) {
                    try {
                        if (loop) {
                            while (!ready) L.wait();
                        } else if (!ready) {
                            L.wait();
                        }
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    if (!ready) throw new IllegalStateException("woke up before it was ready");
                }
            });
        } else {
            w = new Thread(() -> {
                if (loop) {
                    while (!ready) LockSupport.park();
                } else {
                    LockSupport.park();
                }
                if (!ready) throw new IllegalStateException("woke up before it was ready");
            });
        }
        w.start();
        if (mode.startsWith("wait")) {
            synchronized (L) {
                ready = true;
                L.notifyAll();
            }
        } else {
            ready = true;
            LockSupport.unpark(w);
        }
        w.join();
        System.out.println("done");
    }

    static void conditions(String mode, boolean loop) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition set = lock.newCondition();
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        Thread w = new Thread(() -> {
            try {
                if (mode.equals("take")) {
                    if (!"ready".equals(queue.take())) throw new IllegalStateException("took nothing");
                    return;
                }
                lock.lock();
                try {
                    if (loop) {
                        while (!ready) set.await();
                    } else if (!ready) {
                        if (mode.equals("await-timed")) set.awaitNanos(TimeUnit.MINUTES.toNanos(5));
                        else set.await();
                    }
                    if (!ready) throw new IllegalStateException("woke up before it was ready");
                } finally {
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        w.start();
        if (mode.equals("take")) {
            queue.put("ready");
        } else {
            lock.lock();
            try {
                ready = true;
                set.signal();
            } finally {
                lock.unlock();
            }
        }
        w.join();
        System.out.println("done");
    }
}
