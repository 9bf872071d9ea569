package causal;

/**
 * A join of a thread main has not started yet returns at once (dpor.StartRaces's joiner, its
 * failure reported by main at the end, so that only one stack trace is printed): in the first
 * execution the join waits for the thread's end, and causal search must still ask for the join
 * before the start. Bug: main fails when the joiner saw the thread neither run nor started.
 */
public class JoinBeforeStart {
    static volatile boolean ran, early;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> ran = true);
        Thread joiner = new Thread(() -> {
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            if (!ran) early = true;
        });
        joiner.start();
        t.start();
        joiner.join();
        t.join();
        if (early) throw new IllegalStateException("join before the start");
    }
}
