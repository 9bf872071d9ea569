package causal;

/**
 * Main spins with Thread.yield until a worker has published its data, then until the worker has
 * terminated (as conformance.ConcReadWriteStamped waits for a thread's state): a schedule that
 * keeps running a yielding thread never ends. Correct.
 */
public class SpinWait {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            data = 42;
            ready = true;
        });
        worker.start();
        while (!ready) Thread.yield();
        if (data != 42) throw new AssertionError("data " + data);
        while (worker.getState() != Thread.State.TERMINATED) Thread.yield();
        System.out.println("worker done, data " + data);
    }
}
