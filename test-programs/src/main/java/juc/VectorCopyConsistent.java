package juc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Vector;

/**
 * Copies of thread-safe collections while another thread adds to them: new Vector(c) and new
 * ArrayList(synchronizedList) take the source's array under the source's lock (toArray), so each
 * copy is some state of the source, never a torn one. Correct.
 */
public class VectorCopyConsistent {
    public static void main(String[] args) throws Exception {
        Vector<Integer> v = new Vector<>(List.of(1, 2));
        List<Integer> s = Collections.synchronizedList(new ArrayList<>(List.of(1, 2)));
        Thread adder = new Thread(() -> { v.add(3); s.add(3); });
        adder.start();
        Vector<Integer> vc = new Vector<>(v);
        List<Integer> sc = new ArrayList<>(s);
        adder.join();
        if (!vc.equals(List.of(1, 2)) && !vc.equals(List.of(1, 2, 3))) throw new IllegalStateException("torn copy " + vc);
        if (!sc.equals(List.of(1, 2)) && !sc.equals(List.of(1, 2, 3))) throw new IllegalStateException("torn copy " + sc);
    }
}
