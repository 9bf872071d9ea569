package subjects;

/**
 * Allocation vector (ReEx, RankChecker): two threads each allocate a block by finding a free one
 * and then marking it used. The buggy allocator searches and marks in separate steps, so both
 * threads may get the same block; the fixed one does both under the vector's lock.
 */
public class Allocation {
    static final boolean[] used = new boolean[3];
    static final Object LOCK = new Object();

    static int allocate(boolean fixed) {
        if (fixed) {
            synchronized (LOCK) { return find(); }
        }
        return find();
    }

    private static int find() {
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                used[i] = true;
                return i;
            }
        }
        return -1;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        used[0] = true;
        int[] got = new int[2];
        Thread t = new Thread(() -> got[1] = allocate(fixed));
        t.start();
        got[0] = allocate(fixed);
        t.join();
        if (got[0] == got[1]) throw new IllegalStateException("block " + got[0] + " allocated twice");
    }
}
