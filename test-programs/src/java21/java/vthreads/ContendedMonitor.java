package vthreads;

import java.util.ArrayList;
import java.util.List;

/**
 * Two virtual threads increment a counter in a synchronized block, each yielding inside it. With one
 * carrier (-Djdk.virtualThreadScheduler.parallelism=1): on JDK 24 and later (JEP 491) the first
 * unmounts at its yield holding the monitor, the second unmounts blocked entering it, and the
 * first's release hands it to the JDK's unblocker thread: the program ends with both increments.
 */
public class ContendedMonitor {
    static final Object lock = new Object();
    static int count;

    public static void main(String[] args) throws Exception {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ts.add(Thread.ofVirtual().start(() -> {
                synchronized (lock) {
                    int v = count;
                    Thread.yield();
                    count = v + 1;
                }
            }));
        }
        for (Thread t : ts) t.join();
        System.out.println("count " + count);
        if (count != 2) throw new AssertionError("lost update: " + count);
    }
}
