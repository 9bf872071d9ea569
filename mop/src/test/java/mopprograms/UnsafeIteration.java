package mopprograms;

import java.util.ArrayList;
import java.util.List;

/**
 * main iterates over a list while "adder" adds to it: an interleaving where the add comes between
 * two calls of the iterator's next uses the iterator after its collection was modified (specs/unsafe-iterator.mop).
 */
public final class UnsafeIteration {
    private UnsafeIteration() {}

    public static void iterateWhileAdding() throws InterruptedException {
        List<Integer> list = new ArrayList<>(List.of(1, 2));
        Thread adder = new Thread(() -> list.add(3), "adder");
        // the iterator exists before the add can happen (its create event, the end of iterator(),
        // comes after iterator() made it: an add inside iterator() would precede that event)
        java.util.Iterator<Integer> i = list.iterator();
        adder.start();
        int sum = 0;
        while (i.hasNext()) sum += i.next();
        adder.join();
        System.out.println("sum " + sum);
    }
}
