/**
 * Start-up benchmark, CPU-bound on arrays and arithmetic: a sieve of Eratosthenes, trial division
 * of the primes it found, and an insertion-then-merge sort of pseudo-random ints; prints a checksum.
 */
public class Primes {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 8_000_000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        long sum = 0;
        int count = 0;
        for (int i = 2; i <= n; i++) if (!composite[i]) { sum += i; count++; }
        int confirmed = 0;
        for (int p = 2; p < n / 40; p++) {
            boolean prime = true;
            for (int d = 2; d * d <= p; d++) if (p % d == 0) { prime = false; break; }
            if (prime == !composite[p]) confirmed++;
        }
        int[] a = new int[60_000];
        int x = 12345;
        for (int i = 0; i < a.length; i++) { x = x * 1103515245 + 12345; a[i] = x >>> 8; }
        sort(a, new int[a.length], 0, a.length);
        long check = 0;
        for (int i = 1; i < a.length; i++) if (a[i - 1] > a[i]) throw new AssertionError("unsorted at " + i);
        for (int i = 0; i < a.length; i += 97) check = check * 31 + a[i];
        System.out.println(count + " primes, sum " + sum + ", " + confirmed + " confirmed, sorted checksum " + check);
    }

    /** Merge sort of a[from, to) (insertion sort below 16 elements). */
    static void sort(int[] a, int[] tmp, int from, int to) {
        if (to - from < 16) {
            for (int i = from + 1; i < to; i++) {
                int v = a[i], j = i - 1;
                while (j >= from && a[j] > v) { a[j + 1] = a[j]; j--; }
                a[j + 1] = v;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        sort(a, tmp, from, mid);
        sort(a, tmp, mid, to);
        int i = from, j = mid, k = from;
        while (i < mid && j < to) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < to) tmp[k++] = a[j++];
        System.arraycopy(tmp, from, a, from, to - from);
    }
}
