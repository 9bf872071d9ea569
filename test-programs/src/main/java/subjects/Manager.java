package subjects;

/**
 * Manager (ConTest): a worker finishes the manager's current task while the manager cancels it.
 * The buggy worker checks that there is a current task and then reads the field again to finish it,
 * which the manager may have cleared in between (a NullPointerException); the fixed worker reads
 * the field once.
 */
public class Manager {
    static final class Task {
        boolean finished;
        void finish() { finished = true; }
    }

    static Task current = new Task();

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread worker = new Thread(() -> {
            if (fixed) {
                Task t = current;
                if (t != null) t.finish();
            } else if (current != null) {
                current.finish();
            }
        });
        worker.start();
        current = null;
        worker.join();
    }
}
