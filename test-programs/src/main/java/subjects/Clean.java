package subjects;

/**
 * Clean (SIR): two workers each mark an item dirty while a cleaner cleans what is dirty. The buggy
 * cleaner reads the dirty count, cleans, and then sets the count to zero, losing an item marked in
 * between (an item stays dirty but uncounted); the fixed cleaner subtracts what it cleaned, under
 * the same lock as the workers.
 */
public class Clean {
    static int dirty, marked, cleaned;
    static final Object LOCK = new Object();

    static void mark() {
        synchronized (LOCK) {
            dirty++;
            marked++;
        }
    }

    static void clean(boolean fixed) {
        if (fixed) {
            synchronized (LOCK) {
                cleaned += dirty;
                dirty = 0;
            }
        } else {
            int n;
            synchronized (LOCK) { n = dirty; }
            cleaned += n;
            synchronized (LOCK) { dirty = 0; }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread w1 = new Thread(Clean::mark), w2 = new Thread(Clean::mark);
        w1.start();
        w2.start();
        clean(fixed);
        w1.join();
        w2.join();
        if (cleaned + dirty != marked) throw new IllegalStateException("lost a dirty item: " + cleaned + " cleaned, " + dirty + " dirty of " + marked);
    }
}
