package causal;

/**
 * Two threads fail: each one's uncaught-exception report is "Exception in thread "X" " printed
 * into System.err, then its stack trace printed holding the stream. Six outputs: the reports one
 * after the other (two), or both prefixes first and then the two stack traces in either order
 * (four). A report is hundreds of steps long, so the orders to reverse are further apart than
 * half of a small window: causal search must ask for them in windows of their own (FarOrders).
 * Violations: both threads' uncaught exceptions.
 */
public class InterleavedFailures {
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { throw new IllegalStateException("one"); }, "A");
        Thread b = new Thread(() -> { throw new IllegalStateException("two"); }, "B");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
