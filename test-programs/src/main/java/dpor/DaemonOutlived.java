package dpor;

/**
 * A daemon thread fails unless the VM ends first: main ends (the last non-daemon thread) without
 * waiting for it. Whether the daemon runs before the end is a scheduling choice.
 */
public class DaemonOutlived {
    static volatile int stage;

    public static void main(String[] args) {
        Thread d = new Thread(() -> {
            stage = 1;
            if (stage == 1) throw new IllegalStateException("daemon ran before the VM ended");
        });
        d.setDaemon(true);
        d.start();
        stage = 2;
    }
}
