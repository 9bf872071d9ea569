package mopprograms;

import java.util.ArrayList;
import java.util.List;

/**
 * Programs that bind monitors to many short-lived objects (MonitorCollectionTest): each object's
 * monitor is dead once the object is, so the monitors stay few however many objects there were.
 */
public final class ManyObjects {
    private ManyObjects() {}

    public static final int N = 1000;

    /** N connections opened, used and closed, each garbage after its turn; then one used before it is opened. */
    public static void connections() {
        for (int i = 0; i < N; i++) {
            Connections.Connection c = new Connections.Connection();
            c.open();
            c.use();
            c.close();
        }
        new Connections.Connection().use();
    }

    /** N iterations of one list that lives to the end, each with an iterator of its own; then one modified while iterated. */
    public static void iterators() {
        List<Integer> list = new ArrayList<>(List.of(1, 2));
        int sum = 0;
        for (int i = 0; i < N; i++) for (int x : list) sum += x;
        try {
            for (int x : list) if (x == 1) list.add(3);
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("sum " + sum);
        }
    }
}
