package subjects;

/**
 * BubbleSort (ReEx): two threads each make a bubble pass over one shared array. The buggy swap
 * reads both elements and writes them back without a lock, so the passes interleave inside a swap
 * and an element is duplicated (the array is no longer a permutation of its input); the fixed swap
 * is synchronized.
 */
public class BubbleSort {
    static final int[] a = {3, 2, 1};
    static final Object LOCK = new Object();

    static void pass(boolean fixed) {
        for (int i = 0; i + 1 < a.length; i++) {
            if (fixed) {
                synchronized (LOCK) { swapIfGreater(i); }
            } else {
                swapIfGreater(i);
            }
        }
    }

    private static void swapIfGreater(int i) {
        int x = a[i], y = a[i + 1];
        if (x > y) {
            a[i] = y;
            a[i + 1] = x;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> pass(fixed));
        t.start();
        pass(fixed);
        t.join();
        if (a[0] + a[1] + a[2] != 6 || a[0] * a[1] * a[2] != 6) throw new IllegalStateException("not a permutation: " + a[0] + a[1] + a[2]);
    }
}
