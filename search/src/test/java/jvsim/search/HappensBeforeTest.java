package jvsim.search;

import static jvsim.search.Ops.L;
import static jvsim.search.Ops.X;
import static jvsim.search.Ops.Y;
import static jvsim.search.Ops.acquire;
import static jvsim.search.Ops.read;
import static jvsim.search.Ops.release;
import static jvsim.search.Ops.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvsim.vm.Op;
import org.junit.jupiter.api.Test;

/** DPOR's happens-before: which earlier events each new event races with (the races DPOR reverses). */
class HappensBeforeTest {
    private final HappensBefore hb = new HappensBefore();

    private List<Integer> add(int uid, Op op) { return hb.add(uid, 0, op, HappensBefore.NONE); }

    @Test
    void conflictingAccessesOfTwoThreadsRace() {
        assertEquals(List.of(), add(1, write(X)));
        assertEquals(List.of(), add(2, write(Y)), "another location");
        assertEquals(List.of(0), add(2, write(X)));
        assertFalse(hb.before(0, 1), "concurrent");
        assertTrue(hb.before(1, 2), "program order");
        assertTrue(hb.before(0, 2), "the race's order in this execution");
    }

    @Test
    void readsDoNotRaceButAWriteRacesWithEachOfThem() {
        add(1, read(X));
        assertEquals(List.of(), add(2, read(X)));
        assertEquals(List.of(0, 1), add(3, write(X)));
    }

    @Test
    void onlyTheLatestOfOrderedRacesIsImmediate() {
        add(1, write(X));
        add(2, write(X));
        assertEquals(List.of(1), add(3, write(X)), "1's write is ordered before 2's, with which 3's races");
        assertTrue(hb.before(0, 2));
    }

    @Test
    void aLockOrdersWhatItProtectsAndItsAcquisitionsRace() {
        add(1, acquire(L));
        add(1, write(X));
        add(1, release(L));
        assertEquals(List.of(0), add(2, acquire(L)), "the acquisitions race (the lock order can be reversed)");
        assertEquals(List.of(), add(2, write(X)), "the release orders 1's write before 2's");
        assertTrue(hb.before(1, 4));
    }

    @Test
    void ownEventsNeverRace() {
        add(1, write(X));
        assertEquals(List.of(), add(1, write(X)));
        assertEquals(List.of(), add(1, read(X)));
    }
}
