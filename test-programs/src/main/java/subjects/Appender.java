package subjects;

/**
 * A log4j-style appender (WriterAppender): one thread appends while another closes the appender.
 * The buggy append checks that the appender is open and then writes to its writer, which close may
 * have dropped in between (a NullPointerException in append); the fixed append and close are
 * synchronized, so a closed appender drops the event.
 */
public class Appender {
    /** The writer: a count of the events written. */
    static final class Writer { int written; }

    boolean closed;
    Writer writer = new Writer();

    void append(boolean fixed) {
        if (fixed) {
            synchronized (this) { write(); }
        } else {
            write();
        }
    }

    private void write() {
        if (closed) return;
        Writer w = writer;
        w.written++;
    }

    void close(boolean fixed) {
        if (fixed) {
            synchronized (this) { drop(); }
        } else {
            drop();
        }
    }

    private void drop() {
        writer = null;
        closed = true;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Appender a = new Appender();
        Thread t = new Thread(() -> a.append(fixed));
        t.start();
        a.close(fixed);
        t.join();
    }
}
