package conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/** java.util.Timer, ThreadLocalRandom, CountedCompleter, work-stealing pools, managedBlock, SubmissionPublisher, stack traces of other threads. */
public class ConcUtilities {
    static final class SumCompleter extends CountedCompleter<Void> {
        final int[] a;
        final int lo, hi;
        final AtomicLong sum;
        SumCompleter(CountedCompleter<?> parent, int[] a, int lo, int hi, AtomicLong sum) {
            super(parent);
            this.a = a; this.lo = lo; this.hi = hi; this.sum = sum;
        }
        @Override public void compute() {
            int l = lo, h = hi;
            while (h - l > 64) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new SumCompleter(this, a, mid, h, sum).fork();
                h = mid;
            }
            long s = 0;
            for (int i = l; i < h; i++) s += a[i];
            sum.addAndGet(s);
            tryComplete();
        }
    }

    public static void main(String[] args) throws Exception {
        // java.util.Timer: one-shot tasks in delay order, a repeating task, cancellation
        Timer timer = new Timer("timer-thread");
        List<String> fired = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch three = new CountDownLatch(3);
        for (int d : new int[]{300, 100, 200}) {
            timer.schedule(new TimerTask() {
                @Override public void run() {
                    fired.add("t" + d + "@" + Thread.currentThread().getName());
                    three.countDown();
                }
            }, d);
        }
        three.await();
        System.out.println("timer fired " + fired);
        AtomicInteger repeats = new AtomicInteger();
        CountDownLatch fourRepeats = new CountDownLatch(4);
        TimerTask repeating = new TimerTask() {
            @Override public void run() {
                repeats.incrementAndGet();
                fourRepeats.countDown();
            }
        };
        timer.scheduleAtFixedRate(repeating, 0, 20);
        fourRepeats.await();
        System.out.println("repeating task cancel " + repeating.cancel() + " ran at least 4 " + (repeats.get() >= 4));
        timer.cancel();
        try {
            timer.schedule(new TimerTask() {
                @Override public void run() { }
            }, 1);
        } catch (IllegalStateException e) {
            System.out.println("schedule on cancelled timer: " + e.getMessage());
        }

        // ThreadLocalRandom: per-thread generators, values within bounds
        AtomicInteger outOfRange = new AtomicInteger();
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ts.add(new Thread(() -> {
                ThreadLocalRandom r = ThreadLocalRandom.current();
                for (int k = 0; k < 200; k++) {
                    int v = r.nextInt(5, 10);
                    double d = r.nextDouble();
                    long l = r.nextLong(100);
                    if (v < 5 || v >= 10 || d < 0 || d >= 1 || l < 0 || l >= 100) outOfRange.incrementAndGet();
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("ThreadLocalRandom values in range " + (outOfRange.get() == 0) + " same instance per thread " + (ThreadLocalRandom.current() == ThreadLocalRandom.current()));
        int[] shuffled = ThreadLocalRandom.current().ints(50, 0, 1000).toArray();
        System.out.println("ints stream length " + shuffled.length + " bounded " + Arrays.stream(shuffled).allMatch(x -> x >= 0 && x < 1000));

        // CountedCompleter
        int[] data = new int[5000];
        for (int i = 0; i < data.length; i++) data[i] = i % 100;
        AtomicLong sum = new AtomicLong();
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new SumCompleter(null, data, 0, data.length, sum));
        System.out.println("CountedCompleter sum " + sum.get());

        // managedBlock: a blocking task in a pool compensates with another worker
        CountDownLatch gate = new CountDownLatch(1);
        ForkJoinTask<String> blocked = pool.submit(() -> {
            ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
                @Override public boolean block() throws InterruptedException {
                    gate.await();
                    return true;
                }
                @Override public boolean isReleasable() { return gate.getCount() == 0; }
            });
            return "unblocked";
        });
        ForkJoinTask<Integer> other = pool.submit(() -> 41 + 1);
        System.out.println("other task completes while one is blocked " + other.get());
        gate.countDown();
        System.out.println("managedBlock " + blocked.get());
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService ws = Executors.newWorkStealingPool(2);
        List<CompletableFuture<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            final int k = i;
            fs.add(CompletableFuture.supplyAsync(() -> k * 3, ws));
        }
        int total = 0;
        for (CompletableFuture<Integer> f : fs) total += f.join();
        System.out.println("work-stealing pool total " + total);
        ws.shutdown();
        System.out.println("work-stealing terminated " + ws.awaitTermination(5, TimeUnit.SECONDS));

        // SubmissionPublisher (Flow): items delivered in order to each subscriber
        ExecutorService deliver = Executors.newFixedThreadPool(2);
        List<String> received = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch completed = new CountDownLatch(2);
        try (SubmissionPublisher<Integer> pub = new SubmissionPublisher<>(deliver, 4)) {
            for (String name : new String[]{"A", "B"}) {
                pub.subscribe(new Flow.Subscriber<Integer>() {
                    Flow.Subscription sub;
                    final StringBuilder seen = new StringBuilder();
                    @Override public void onSubscribe(Flow.Subscription s) {
                        sub = s;
                        s.request(1);
                    }
                    @Override public void onNext(Integer item) {
                        seen.append(item).append(' ');
                        sub.request(1);
                    }
                    @Override public void onError(Throwable t) { received.add(name + " error " + t); }
                    @Override public void onComplete() {
                        received.add(name + ": " + seen.toString().trim());
                        completed.countDown();
                    }
                });
            }
            for (int i = 1; i <= 10; i++) pub.submit(i);
        }
        completed.await();
        Collections.sort(received);
        System.out.println("publisher delivered " + received);
        deliver.shutdown();
        deliver.awaitTermination(5, TimeUnit.SECONDS);

        // stack trace of another, parked thread names the methods it is in
        Thread parked = new Thread(ConcUtilities::parkHere, "parked");
        parked.start();
        while (parked.getState() != Thread.State.WAITING) Thread.yield();
        StackTraceElement[] st = parked.getStackTrace();
        boolean inParkHere = false, inLockSupport = false;
        for (StackTraceElement e : st) {
            if (e.getMethodName().equals("parkHere") && e.getClassName().equals(ConcUtilities.class.getName())) inParkHere = true;
            if (e.getClassName().equals(LockSupport.class.getName()) && e.getMethodName().equals("park")) inLockSupport = true;
        }
        System.out.println("other thread's stack: in parkHere " + inParkHere + ", in LockSupport.park " + inLockSupport + ", bottom " + st[st.length - 1]);
        System.out.println("top frames " + st[0] + " | " + st[1] + " | " + st[2] + " native " + st[0].isNativeMethod());
        LockSupport.unpark(parked);
        parked.join();
        System.out.println("stack of a terminated thread is empty " + (parked.getStackTrace().length == 0));
        StackTraceElement[] all = Thread.getAllStackTraces().get(Thread.currentThread());
        System.out.println("getAllStackTraces, own top " + all[0] + " | " + all[1] + " | " + all[2]);
        Object lock = new Object();
        Thread waiting = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        });
        waiting.start();
        while (waiting.getState() != Thread.State.WAITING) Thread.yield();
        StackTraceElement[] wst = waiting.getStackTrace();
        System.out.println("waiting thread top " + wst[0] + " | " + wst[1] + " | " + wst[2]);
        Thread sleeping = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
            } catch (InterruptedException e) {
                // stopped by main
            }
        });
        sleeping.start();
        while (sleeping.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        StackTraceElement[] ss = sleeping.getStackTrace();
        System.out.println("sleeping thread top " + ss[0] + " | " + ss[1]);
        synchronized (lock) {
            Thread blockedOnLock = new Thread(() -> {
                synchronized (lock) {
                    lock.notifyAll();
                }
            });
            blockedOnLock.start();
            while (blockedOnLock.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("blocked thread top " + blockedOnLock.getStackTrace()[0]);
        }
        waiting.join();
        sleeping.interrupt();
        sleeping.join();
        StackTraceElement[] mine = Thread.currentThread().getStackTrace();
        System.out.println("own stack top " + mine[0].getMethodName() + " then " + mine[1].getMethodName());
    }

    static void parkHere() {
        LockSupport.park();
    }
}
