package jvsim.search;

import static jvsim.search.Ops.X;
import static jvsim.search.Ops.Y;
import static jvsim.search.Ops.read;
import static jvsim.search.Ops.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Source-DPOR's backtrack sets: which initial of a reversal joins a state's backtrack set. */
class SourceSetsTest {
    private final Ops.Execution e = new Ops.Execution();
    private final int a = e.add(2, read(Y)), k = e.add(3, write(X));

    private TreeSet<Integer> backtrack(Integer... uids) { return new TreeSet<>(List.of(uids)); }

    @Test
    void theRaceSecondThreadWhenItIsAnEnabledInitial() {
        TreeSet<Integer> b = backtrack(1);
        assertEquals(SourceSets.Added.ADDED, SourceSets.add(e, List.of(a, k), k, b, Map.of(), Set.of(1, 2, 3)));
        assertEquals(backtrack(1, 3), b);
    }

    @Test
    void elseTheFirstEnabledInitial() {
        TreeSet<Integer> b = backtrack(1);
        e.edge(a, k); // 3's write now comes after 2's read: 2 is the only initial
        assertEquals(SourceSets.Added.ADDED, SourceSets.add(e, List.of(a, k), k, b, Map.of(), Set.of(1, 2, 3)));
        assertEquals(backtrack(1, 2), b);
        TreeSet<Integer> c = backtrack(1);
        Ops.Execution f = new Ops.Execution();
        int x = f.add(2, read(Y)), y = f.add(3, write(X));
        assertEquals(SourceSets.Added.ADDED, SourceSets.add(f, List.of(x, y), y, c, Map.of(), Set.of(1, 2)));
        assertEquals(backtrack(1, 2), c, "3 is not enabled here");
    }

    @Test
    void everyEnabledThreadWhenNoInitialIs() {
        TreeSet<Integer> b = backtrack(1);
        assertEquals(SourceSets.Added.ADDED, SourceSets.add(e, List.of(a, k), k, b, Map.of(), Set.of(1, 4)));
        assertEquals(backtrack(1, 4), b);
    }

    @Test
    void nothingWhenAnInitialIsAsleepOrThere() {
        TreeSet<Integer> b = backtrack(1);
        assertEquals(SourceSets.Added.ASLEEP, SourceSets.add(e, List.of(a, k), k, b, Map.of(2, read(Y)), Set.of(1, 2, 3)));
        assertEquals(backtrack(1), b);
        TreeSet<Integer> c = backtrack(1, 2);
        assertEquals(SourceSets.Added.COVERED, SourceSets.add(e, List.of(a, k), k, c, Map.of(), Set.of(1, 2, 3)));
        assertEquals(backtrack(1, 2), c);
    }
}
