package spin;

/**
 * The bug: main raises the flag before it writes the data, so the spinner (onSpinWait) may read
 * the data unset. Found.
 */
public class PublishTooEarly {
    static volatile boolean ready;
    static volatile int data;

    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> {
            while (!ready) Thread.onSpinWait();
            if (data != 42) throw new AssertionError("data " + data);
        }, "spinner");
        spinner.start();
        ready = true;
        data = 42;
        spinner.join();
    }
}
