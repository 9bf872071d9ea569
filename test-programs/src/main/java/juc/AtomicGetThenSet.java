package juc;

import java.util.concurrent.atomic.AtomicInteger;

/** Two threads increment an AtomicInteger with get() then set() instead of incrementAndGet(): an update can be lost. Bug. */
public class AtomicGetThenSet {
    public static void main(String[] args) throws Exception {
        AtomicInteger a = new AtomicInteger();
        Runnable inc = () -> a.set(a.get() + 1);
        Thread t1 = new Thread(inc), t2 = new Thread(inc);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (a.get() != 2) throw new IllegalStateException("lost an update: " + a.get());
    }
}
