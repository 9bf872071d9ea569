package management;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * A thread starts and ends while main asks which threads are alive, once through
 * Thread.getAllStackTraces and once through ThreadMXBean's thread count (the management classes
 * loaded after the thread started). Whether the thread is among them depends on whether it ended
 * before each query: a search must order the queries with the thread's end. Prints whether the
 * thread was listed and by how many threads the count exceeded the count after its end (1 or 0):
 * three outputs (listed but not counted: it ended in between); no violation.
 */
public class LiveThreadsQuery {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        t.start();
        boolean listed = Thread.getAllStackTraces().containsKey(t);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int counted = mx.getThreadCount();
        t.join();
        int after = mx.getThreadCount();
        System.out.println("listed " + listed + " counted " + (counted - after));
    }
}
