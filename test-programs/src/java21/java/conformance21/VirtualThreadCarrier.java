package conformance21;

/**
 * A virtual thread's toString names its carrier ("VirtualThread[#22,v]/runnable@ForkJoinPool-1-worker-1"),
 * and jdk.virtualThreadScheduler.parallelism sizes the carrier pool.
 */
public class VirtualThreadCarrier {
    public static void main(String[] args) throws Exception {
        Thread v = Thread.ofVirtual().name("v").start(() ->
                System.out.println(Thread.currentThread().toString().replaceAll("#\\d+", "#N").replaceAll("worker-\\d+", "worker-N")));
        v.join();
        System.out.println(v.toString().replaceAll("#\\d+", "#N"));
    }
}
