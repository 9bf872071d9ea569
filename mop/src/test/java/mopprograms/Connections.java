package mopprograms;

/**
 * A connection used by a worker: opened by main after it started the worker (the worker may use it
 * before), or closed by main without waiting for the worker (the worker may use it after). See
 * specs/connection.mop.
 */
public final class Connections {
    private Connections() {}

    public static final class Connection {
        private boolean open;
        private int uses;

        public void open() { open = true; }

        public void use() { if (open) uses++; }

        public void close() { open = false; }
    }

    public static void openAfterStart() throws InterruptedException {
        Connection c = new Connection();
        Thread worker = new Thread(() -> c.use(), "worker");
        worker.start();
        c.open();
        worker.join();
        c.close();
        System.out.println("uses " + c.uses);
    }

    public static void closeWithoutJoin() {
        Connection c = new Connection();
        c.open();
        Thread worker = new Thread(() -> c.use(), "worker");
        worker.start();
        c.close();
    }
}
