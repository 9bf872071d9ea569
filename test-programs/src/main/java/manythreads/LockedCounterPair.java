package manythreads;

/**
 * Correct. As {@link SharedCounterPair}, but the two threads that share the counter increment it
 * under a lock: of the n threads only those two conflict, in two orders.
 */
public class LockedCounterPair {
    public static void main(String[] args) throws InterruptedException {
        SharedCounterPair.run(args.length > 0 ? Integer.parseInt(args[0]) : 100, true);
    }
}
