package spin;

/**
 * A thread polls a flag, sleeping a millisecond between looks, until main sets it after
 * writing its data. Correct; verified.
 */
public class SleepPoll {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        Thread poller = new Thread(() -> {
            try {
                while (!ready) Thread.sleep(1);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            if (data != 7) throw new AssertionError("data " + data);
        }, "poller");
        poller.start();
        data = 7;
        ready = true;
        poller.join();
    }
}
