package subjects;

/**
 * MergeSort (ConTest): main sorts the two halves of an array in two threads and merges them. The
 * buggy main joins only the left sorter and, finding the done counter short, yields once and
 * assumes the right one has finished, so it may merge before the right half is sorted; the fixed
 * main joins both sorters.
 */
public class MergeSort {
    static final int[] a = {4, 3, 2, 1};
    static int done;

    static void sort(int from, int to) {
        for (int i = from; i < to; i++)
            for (int j = i + 1; j < to; j++)
                if (a[j] < a[i]) { int x = a[i]; a[i] = a[j]; a[j] = x; }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread left = new Thread(() -> { sort(0, 2); done++; });
        Thread right = new Thread(() -> { sort(2, 4); done++; });
        left.start();
        right.start();
        if (fixed) {
            left.join();
            right.join();
        } else {
            left.join();
            if (done < 2) Thread.yield(); // "the other one is surely done by now"
        }
        int[] out = new int[4];
        for (int i = 0, l = 0, r = 2; i < 4; i++) out[i] = r >= 4 || l < 2 && a[l] <= a[r] ? a[l++] : a[r++];
        for (int i = 0; i + 1 < 4; i++) if (out[i] > out[i + 1]) throw new IllegalStateException("not sorted at " + i);
        if (!fixed) right.join();
    }
}
