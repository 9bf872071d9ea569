package subjects;

/**
 * Piper (ConTest): a writer sends two messages through a one-slot pipe and closes it; the reader
 * reads until the pipe is closed. The buggy reader checks for the close before it checks the slot,
 * so a message written just before the close is lost; the fixed reader stops only when the pipe is
 * closed and empty.
 */
public class Piper {
    static boolean full, closed;
    static int received;
    static final Object PIPE = new Object();

    static void write() throws InterruptedException {
        synchronized (PIPE) {
            while (full) PIPE.wait();
            full = true;
            PIPE.notifyAll();
        }
    }

    static void close() {
        synchronized (PIPE) {
            closed = true;
            PIPE.notifyAll();
        }
    }

    /** Reads one message; false when the reader stops. */
    static boolean read(boolean fixed) throws InterruptedException {
        synchronized (PIPE) {
            while (!full && !closed) PIPE.wait();
            if (!fixed && closed) return false;
            if (!full) return false;
            received++;
            full = false;
            PIPE.notifyAll();
            return true;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread writer = new Thread(() -> {
            try {
                write();
                write();
                close();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        while (read(fixed)) { }
        writer.join();
        if (received != 2) throw new IllegalStateException("received " + received + " of 2 messages");
    }
}
