package spin;

/**
 * A thread spins on a volatile flag (no hint in the loop) until main sets it after publishing
 * its data: the spinner then reads the data. Correct; verified in a few executions.
 */
public class FlagReleased {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> {
            while (!ready) { }
            if (data != 42) throw new AssertionError("data " + data);
        }, "spinner");
        spinner.start();
        data = 42;
        ready = true;
        spinner.join();
    }
}
