package subjects;

/**
 * A logger with an in-memory buffer of records: two threads log one record each. The buggy log
 * takes the next free slot and then advances the position in separate steps, so both records may
 * land in one slot (a record is lost); the fixed log is synchronized.
 */
public class Logger {
    static final int[] records = new int[2];
    static int position;
    static final Object LOCK = new Object();

    static void log(int record, boolean fixed) {
        if (fixed) {
            synchronized (LOCK) { put(record); }
        } else {
            put(record);
        }
    }

    private static void put(int record) {
        int p = position;
        records[p] = record;
        position = p + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> log(1, fixed));
        t.start();
        log(2, fixed);
        t.join();
        if (records[0] + records[1] != 3) throw new IllegalStateException("a record was lost: " + records[0] + ", " + records[1]);
    }
}
