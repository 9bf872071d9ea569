package conformance21;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Virtual threads (JEP 444) as a program sees them: Thread.ofVirtual, startVirtualThread, builders and
 * their factories, the virtual-thread-per-task executor, states, interrupts, sleep, park, monitors,
 * locks and thread locals. Prints nothing that depends on the schedule or on the carrier.
 */
public class VirtualThreads {
    static int shared;

    public static void main(String[] args) throws Exception {
        Thread t = Thread.ofVirtual().name("v1").unstarted(() -> {
            Thread c = Thread.currentThread();
            System.out.println("in " + c.getName() + " virtual=" + c.isVirtual() + " daemon=" + c.isDaemon() + " state=" + c.getState()
                    + " priority=" + c.getPriority() + " group=" + c.getThreadGroup().getName());
        });
        System.out.println(t.getState() + " " + t.isVirtual() + " " + t.isAlive());
        t.start();
        t.join();
        System.out.println(t.getState() + " " + t.isAlive());
        Thread.startVirtualThread(() -> System.out.println("started, name '" + Thread.currentThread().getName() + "'")).join();

        Thread.Builder.OfVirtual b = Thread.ofVirtual().name("worker-", 10);
        Thread w1 = b.unstarted(() -> {}), w2 = b.unstarted(() -> {});
        System.out.println(w1.getName() + " " + w2.getName());
        ThreadFactory f = Thread.ofVirtual().name("f-", 0).factory();
        System.out.println(f.newThread(() -> {}).getName() + " " + f.newThread(() -> {}).getName());

        try (ExecutorService ex = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Integer>> fs = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                int n = i;
                fs.add(ex.submit(() -> n * n));
            }
            int sum = 0;
            for (Future<Integer> fu : fs) sum += fu.get();
            System.out.println("sum of squares " + sum);
        }

        // sleep, then interrupt a sleeping virtual thread
        Thread sleeper = Thread.ofVirtual().start(() -> {
            try {
                Thread.sleep(60_000);
                System.out.println("woke up");
            } catch (InterruptedException e) {
                System.out.println("interrupted in sleep, flag " + Thread.currentThread().isInterrupted());
            }
        });
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.onSpinWait();
        sleeper.interrupt();
        sleeper.join();

        // park and unpark
        Thread parker = Thread.ofVirtual().start(() -> {
            LockSupport.park();
            System.out.println("unparked");
        });
        while (parker.getState() != Thread.State.WAITING) Thread.onSpinWait();
        LockSupport.unpark(parker);
        parker.join();

        // monitors and locks shared by virtual threads
        Object lock = new Object();
        ReentrantLock rl = new ReentrantLock();
        AtomicInteger atomic = new AtomicInteger();
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 3; i++) ts.add(Thread.ofVirtual().start(() -> {
            synchronized (lock) {
                shared++;
            }
            rl.lock();
            try {
                shared++;
            } finally {
                rl.unlock();
            }
            atomic.incrementAndGet();
        }));
        for (Thread x : ts) x.join();
        System.out.println("shared " + shared + " atomic " + atomic.get());

        // wait and notify between a virtual thread and main
        Object box = new Object();
        boolean[] ready = new boolean[1];
        Thread waiter = Thread.ofVirtual().start(() -> {
            synchronized (box) {
                while (!ready[0]) {
                    try {
                        box.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                System.out.println("notified");
            }
        });
        synchronized (box) {
            ready[0] = true;
            box.notifyAll();
        }
        waiter.join();

        // thread locals: each virtual thread has its own; inheritable ones are inherited unless disabled
        ThreadLocal<String> tl = ThreadLocal.withInitial(() -> "initial");
        InheritableThreadLocal<String> itl = new InheritableThreadLocal<>();
        tl.set("main's");
        itl.set("inherited");
        Thread.ofVirtual().start(() -> System.out.println(tl.get() + " " + itl.get())).join();
        Thread.ofVirtual().inheritInheritableThreadLocals(false).start(() -> System.out.println(itl.get())).join();

        // an uncaught exception goes to the handler
        Thread.ofVirtual().uncaughtExceptionHandler((th, e) -> System.out.println("handler: " + e.getMessage()))
                .start(() -> { throw new IllegalStateException("boom"); }).join();
        System.out.println("done " + Thread.currentThread().isVirtual());
    }
}
