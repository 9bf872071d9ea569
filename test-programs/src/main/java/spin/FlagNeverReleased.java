package spin;

/**
 * A thread spins with Thread.onSpinWait on a flag that nothing sets (the one thread that could
 * returns first), and main joins it: a non-termination at the spin loop, waiting for a write to
 * FlagNeverReleased.stop.
 */
public class FlagNeverReleased {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> {
            while (!stop) Thread.onSpinWait();
        }, "spinner");
        Thread helper = new Thread(() -> {
            if (stop) stop = true;
        }, "helper");
        spinner.start();
        helper.start();
        spinner.join();
        helper.join();
    }
}
