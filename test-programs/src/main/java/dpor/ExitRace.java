package dpor;

/** System.exit ends every thread, daemon or not: the worker's failure races with it. */
public class ExitRace {
    static volatile boolean exiting;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            if (!exiting) throw new IllegalStateException("worker failed before exit");
        });
        worker.start();
        exiting = true;
        System.exit(0);
    }
}
