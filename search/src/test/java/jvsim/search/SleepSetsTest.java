package jvsim.search;

import static jvsim.search.Ops.X;
import static jvsim.search.Ops.Y;
import static jvsim.search.Ops.read;
import static jvsim.search.Ops.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import jvsim.vm.Op;
import org.junit.jupiter.api.Test;

/** Sleep sets: a step wakes the sleeping threads whose next operation it does not commute with, and its own thread. */
class SleepSetsTest {
    private static String uids(Map<Integer, Op> sleep) { return new TreeMap<>(sleep).keySet().toString(); }

    @Test
    void aStepWakesTheThreadsDependentWithIt() {
        Map<Integer, Op> sleep = Map.of(2, write(X), 3, read(Y), 4, read(X));
        assertEquals("[2, 4]", uids(SleepSets.after(sleep, 1, write(Y))), "3 reads y, which the step writes");
        assertEquals("[3]", uids(SleepSets.after(sleep, 1, write(X))), "2 and 4 access x");
    }

    @Test
    void readsCommuteAndTheRunningThreadLeaves() {
        Map<Integer, Op> sleep = Map.of(2, write(X), 3, read(Y), 4, read(X));
        assertEquals("[3, 4]", uids(SleepSets.after(sleep, 2, read(Y))));
        assertEquals("[]", uids(SleepSets.after(Map.of(), 1, write(X))));
    }

    @Test
    void monitorsAcquiredByTwoThreadsAreDependent() {
        Map<Integer, Op> sleep = Map.of(2, Ops.acquire(Ops.L), 3, Ops.release(Ops.L));
        assertEquals("[3]", uids(SleepSets.after(sleep, 1, Ops.acquire(Ops.L))));
    }
}
