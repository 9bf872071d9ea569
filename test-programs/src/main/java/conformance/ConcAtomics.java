package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicMarkableReference;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.atomic.AtomicStampedReference;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** java.util.concurrent.atomic: values, arrays, field updaters, adders and accumulators, under contention. */
public class ConcAtomics {
    volatile int count;
    volatile long total;
    volatile String name = "start";

    static final AtomicIntegerFieldUpdater<ConcAtomics> COUNT = AtomicIntegerFieldUpdater.newUpdater(ConcAtomics.class, "count");
    static final AtomicLongFieldUpdater<ConcAtomics> TOTAL = AtomicLongFieldUpdater.newUpdater(ConcAtomics.class, "total");
    static final AtomicReferenceFieldUpdater<ConcAtomics, String> NAME = AtomicReferenceFieldUpdater.newUpdater(ConcAtomics.class, String.class, "name");

    static void runAll(int n, Runnable r) throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < n; i++) ts.add(new Thread(r));
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(10);
        AtomicBoolean ab = new AtomicBoolean();
        AtomicInteger winners = new AtomicInteger();
        AtomicReference<String> ar = new AtomicReference<>("");
        AtomicIntegerArray aia = new AtomicIntegerArray(8);
        AtomicLongArray ala = new AtomicLongArray(4);
        AtomicReferenceArray<Integer> ara = new AtomicReferenceArray<>(new Integer[]{0, 0, 0});
        ConcAtomics holder = new ConcAtomics();
        LongAdder adder = new LongAdder();
        DoubleAdder dadder = new DoubleAdder();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        LongAccumulator product = new LongAccumulator((x, y) -> x * y % 1_000_003, 1);
        runAll(4, () -> {
            for (int i = 0; i < 250; i++) {
                ai.incrementAndGet();
                al.addAndGet(i);
                aia.getAndIncrement(i % 8);
                ala.addAndGet(i % 4, 2);
                ara.accumulateAndGet(i % 3, 1, Integer::sum);
                COUNT.incrementAndGet(holder);
                TOTAL.addAndGet(holder, 3);
                adder.increment();
                dadder.add(0.5);
                max.accumulate(i * 7 % 1000);
                product.accumulate(3);
                ar.updateAndGet(s -> s.length() >= 10 ? "" : s + "x");
            }
            if (ab.compareAndSet(false, true)) winners.incrementAndGet();
        });
        System.out.println("AtomicInteger " + ai + " AtomicLong " + al + " one CAS winner " + winners + " flag " + ab);
        System.out.println("AtomicIntegerArray " + aia + " AtomicLongArray " + ala + " AtomicReferenceArray " + ara);
        System.out.println("field updaters count " + holder.count + " total " + holder.total);
        System.out.println("LongAdder " + adder.sum() + " DoubleAdder " + dadder.sum() + " max " + max.get() + " product " + product.get());
        System.out.println("AtomicReference length in 0..10 " + (ar.get().length() <= 10));

        // single-threaded semantics of every operation family
        AtomicInteger x = new AtomicInteger(5);
        System.out.println("getAndSet " + x.getAndSet(7) + " cas(5) " + x.compareAndSet(5, 1) + " cas(7) " + x.compareAndSet(7, 1)
                + " getAndUpdate " + x.getAndUpdate(v -> v + 10) + " updateAndGet " + x.updateAndGet(v -> v * 2)
                + " getAndAccumulate " + x.getAndAccumulate(4, Math::min) + " accumulateAndGet " + x.accumulateAndGet(9, Math::max)
                + " decrementAndGet " + x.decrementAndGet() + " getAndDecrement " + x.getAndDecrement() + " now " + x.get());
        System.out.println("weakCompareAndSetPlain " + weakCas(x, 7) + " compareAndExchange " + x.compareAndExchange(99, 1) + " plain " + x.getPlain()
                + " opaque " + x.getOpaque() + " acquire " + x.getAcquire());
        x.setRelease(3);
        x.lazySet(4);
        x.setOpaque(5);
        x.setPlain(6);
        System.out.println("after sets " + x.intValue() + " " + x.longValue() + " " + x.doubleValue());
        AtomicLong y = new AtomicLong(Long.MAX_VALUE);
        System.out.println("long overflow " + y.incrementAndGet() + " getAndAdd " + y.getAndAdd(-1) + " " + y.get());
        AtomicBoolean b = new AtomicBoolean(true);
        System.out.println("boolean getAndSet " + b.getAndSet(false) + " " + b.get() + " cae " + b.compareAndExchange(false, true) + " " + b);
        AtomicReference<Object> ref = new AtomicReference<>();
        String s1 = new String("k");
        String s2 = new String("k");
        ref.set(s1);
        System.out.println("reference CAS uses identity: equal-but-distinct " + ref.compareAndSet(s2, "z") + " same " + ref.compareAndSet(s1, "z") + " " + ref);
        AtomicStampedReference<String> stamped = new AtomicStampedReference<>("a", 0);
        int[] stampHolder = new int[1];
        System.out.println("stamped cas " + stamped.compareAndSet("a", "b", 0, 1) + " wrong stamp " + stamped.compareAndSet("b", "c", 0, 2)
                + " value " + stamped.get(stampHolder) + " stamp " + stampHolder[0] + " attemptStamp " + stamped.attemptStamp("b", 5) + " " + stamped.getStamp());
        AtomicMarkableReference<String> marked = new AtomicMarkableReference<>("m", false);
        boolean[] markHolder = new boolean[1];
        System.out.println("markable cas " + marked.compareAndSet("m", "n", false, true) + " value " + marked.get(markHolder) + " mark " + markHolder[0]);
        AtomicIntegerArray arr = new AtomicIntegerArray(new int[]{1, 2, 3});
        System.out.println("array length " + arr.length() + " cas " + arr.compareAndSet(1, 2, 20) + " " + arr + " getAndUpdate " + arr.getAndUpdate(2, v -> -v) + " " + arr.get(2));
        try {
            arr.get(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("array bounds " + e.getClass().getSimpleName());
        }
        System.out.println("updater cas " + NAME.compareAndSet(holder, "start", "next") + " " + NAME.get(holder) + " getAndSet " + NAME.getAndSet(holder, "last") + " " + holder.name);
        try {
            AtomicIntegerFieldUpdater.newUpdater(ConcAtomics.class, "missing");
        } catch (RuntimeException e) {
            System.out.println("missing field: " + e.getClass().getSimpleName() + " cause " + e.getCause().getClass().getSimpleName());
        }
        try {
            AtomicIntegerFieldUpdater.newUpdater(ConcAtomics.class, "total");
        } catch (IllegalArgumentException e) {
            System.out.println("wrong type: " + e.getMessage());
        }
        try {
            AtomicReferenceFieldUpdater.newUpdater(Plain.class, String.class, "s");
        } catch (IllegalArgumentException e) {
            System.out.println("non-volatile: " + e.getMessage());
        }
        LongAdder la = new LongAdder();
        la.add(5);
        la.add(-2);
        System.out.println("adder sum " + la.sum() + " sumThenReset " + la.sumThenReset() + " after reset " + la.sum() + " intValue " + la.intValue());
        LongAccumulator acc = new LongAccumulator(Long::sum, 100);
        acc.accumulate(5);
        System.out.println("accumulator " + acc.get() + " getThenReset " + acc.getThenReset() + " identity after reset " + acc.get());
    }

    @SuppressWarnings("deprecation")
    static boolean weakCas(AtomicInteger x, int expect) {
        boolean ok = false;
        while (!ok && x.get() == expect) ok = x.weakCompareAndSetPlain(expect, expect);
        return ok;
    }

    static class Plain {
        String s;
    }
}
