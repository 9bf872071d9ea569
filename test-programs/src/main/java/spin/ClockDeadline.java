package spin;

/**
 * Waits for a flag nobody sets, but only until a deadline on System.nanoTime: each round reads
 * another time, so the loop is no spin; it ends when the (virtual) clock passes the deadline.
 * Verified.
 */
public class ClockDeadline {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread other = new Thread(() -> { }, "other");
        other.start();
        long end = System.nanoTime() + 20_000;
        while (!done && System.nanoTime() < end) Thread.onSpinWait();
        other.join();
    }
}
