package jvsim.jmh.programs;

import java.util.HashMap;

/** CPU-bound target program: sieve, quicksort, StringBuilder, HashMap churn. Prints a checksum. */
public final class CpuMix {
    public static void main(String[] args) {
        System.out.println(run());
    }

    public static long run() {
        long sum = 0;
        sum = sum * 31 + sieve(200_000);
        sum = sum * 31 + sort(50_000);
        sum = sum * 31 + strings(20_000);
        sum = sum * 31 + mapChurn(50_000);
        return sum;
    }

    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
            }
        }
        return count;
    }

    static long sort(int n) {
        int[] a = new int[n];
        int x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 1103515245 + 12345;
            a[i] = (x >>> 1) % 1_000_000;
        }
        quicksort(a, 0, n - 1);
        long h = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && a[i - 1] > a[i]) throw new IllegalStateException("unsorted");
            h = h * 17 + a[i];
        }
        return h;
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int p = a[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < p) i++;
                while (a[j] > p) j--;
                if (i <= j) {
                    int t = a[i]; a[i] = a[j]; a[j] = t;
                    i++; j--;
                }
            }
            // recurse into the smaller part, loop on the larger one
            if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; }
            else { quicksort(a, i, hi); hi = j; }
        }
    }

    static long strings(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(i).append(',');
        String s = sb.toString();
        return (long) s.length() * 31 + s.hashCode();
    }

    static long mapChurn(int n) {
        HashMap<Integer, Integer> m = new HashMap<>();
        long h = 0;
        for (int i = 0; i < n; i++) {
            m.put(i, i * 3);
            if (i % 3 == 2) {
                Integer v = m.remove(i - 1);
                h += v;
            }
        }
        for (Integer v : m.values()) h = h * 7 + v;
        return h + m.size();
    }
}
