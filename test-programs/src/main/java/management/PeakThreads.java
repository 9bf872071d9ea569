package management;

import java.lang.management.ManagementFactory;

/**
 * Two threads started one after the other, then joined; main then asks for the peak thread count:
 * 3 when the second started before the first ended, 2 when the first ended first. The paths meet
 * in one state (both threads ended) that differs in nothing but the peak, which the program has
 * not yet asked for. Prints "peak 2" or "peak 3"; no violation; two outputs.
 */
public class PeakThreads {
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { });
        Thread b = new Thread(() -> { });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("peak " + ManagementFactory.getThreadMXBean().getPeakThreadCount());
    }
}
