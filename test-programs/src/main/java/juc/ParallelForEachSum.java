package juc;

import java.util.List;

/** parallelStream().forEach adds the elements of a small list to a plain field: an update can be lost. Bug. */
public class ParallelForEachSum {
    static int sum;

    public static void main(String[] args) throws Exception {
        List.of(1, 2).parallelStream().forEach(x -> sum += x);
        if (sum != 3) throw new IllegalStateException("lost an update: " + sum);
    }
}
