package juc;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

/** A RecursiveTask sums 4 numbers on a 2-thread ForkJoinPool by forking one half and computing the other. Correct. */
public class ForkJoinSum {
    static final class Sum extends RecursiveTask<Integer> {
        final int[] a;
        final int from, to;

        Sum(int[] a, int from, int to) {
            this.a = a;
            this.from = from;
            this.to = to;
        }

        @Override protected Integer compute() {
            if (to - from <= 2) {
                int s = 0;
                for (int i = from; i < to; i++) s += a[i];
                return s;
            }
            int mid = (from + to) / 2;
            Sum left = new Sum(a, from, mid);
            left.fork();
            return new Sum(a, mid, to).compute() + left.join();
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);
        int r = pool.invoke(new Sum(new int[] {1, 2, 3, 4}, 0, 4));
        pool.shutdown();
        if (r != 10) throw new IllegalStateException("sum " + r);
    }
}
