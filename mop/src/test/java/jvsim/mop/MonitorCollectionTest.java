package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvsim.search.DporSearch;
import jvsim.vm.StateComponent;
import org.junit.jupiter.api.Test;

/**
 * The monitors of dead objects are collected ({@link MopListener#collect}): exactly those that can
 * no longer report nor hold a thread, so many short-lived bound objects keep the monitors few, the
 * verdicts stay, and states that differ only in such monitors hash alike.
 */
class MonitorCollectionTest {
    @Test
    void manyShortLivedConnectionsKeepTheMonitorsFew() {
        MopListener l = MopSearchTest.monitor("connection.mop");
        MopSearchTest.Run r = MopSearchTest.search(new DporSearch(), "mopprograms.ManyObjects#connections", l, false);
        // every connection had its monitor; the collection keeps them to its threshold (64) at most
        assertTrue(l.peakMonitors <= 64, "peak " + l.peakMonitors);
        // the last connection's violation is found, named after the 1000 before it (names are not reused)
        List<jvsim.search.Violation> vs = r.of(MopListener.KIND);
        assertEquals(1, vs.size(), r.toString());
        assertTrue(vs.get(0).message.contains("violated for c=mopprograms.Connections$Connection@1001 by the events use@main"), vs.get(0).message);
    }

    @Test
    void iteratorsOfALongLivedCollectionAreCollected() {
        MopListener l = MopSearchTest.monitor("unsafe-iterator.mop");
        MopSearchTest.Run r = MopSearchTest.search(new DporSearch(), "mopprograms.ManyObjects#iterators", l, false);
        // a monitor (list, iterator) whose iterator died cannot reach a next: collected though its list lives
        assertTrue(l.peakMonitors <= 64, "peak " + l.peakMonitors);
        assertEquals(1, r.of(MopListener.KIND).size(), r.toString());
        assertTrue(r.of(MopListener.KIND).get(0).message.contains("by the events create@main next@main update@main next@main"), r.toString());
        assertEquals(java.util.Set.of("sum 3000"), r.outputs());
    }

    /** UnsafeIterator(c, i): create binds c and i, update c, next i; forbid create next* update+ next. */
    @Test
    void aMonitorIsCollectedOnlyWhenItsLiveObjectsCannotReachAViolation() {
        MopListener l = MopSearchTest.monitor("unsafe-iterator.mop");
        Dfa dfa = l.property(0).dfa();
        int create = dfa.event("create"), update = dfa.event("update");
        int created = dfa.next[0][create], updated = dfa.next[created][update];
        int c = 1, i = 2;
        // after create and update, a next (of the iterator) violates: kept while the iterator lives, even with its collection dead
        assertFalse(l.collectable(0, updated, c));
        assertTrue(l.collectable(0, updated, i));
        assertTrue(l.collectable(0, updated, c | i));
        // after create only, the violation needs an update (of the collection) and a next (of the iterator): either dead suffices
        assertTrue(l.collectable(0, created, c));
        assertTrue(l.collectable(0, created, i));
    }

    @Test
    @SuppressWarnings("unchecked")
    void statesThatDifferOnlyInDeadMonitorsHashAlike() {
        MopListener l = MopSearchTest.monitor("connection.mop");
        StateComponent<MopListener.Run> s = (StateComponent<MopListener.Run>) l.state();
        long empty = hash(s);
        MopListener.Run r = new MopListener.Run(1);
        r.monitors.get(0).put(List.of(7L), new MopListener.Monitor(1, null, false));
        s.restore(r);
        long one = hash(s);
        assertFalse(one == empty);
        l.collect(id -> id == 7);   // 7 alive: kept
        assertEquals(one, hash(s));
        l.collect(id -> false);     // 7 dead: opened, its use and close can never come, nothing else can violate
        assertEquals(empty, hash(s));
        assertEquals(0, l.monitorCount());
    }

    private static long hash(StateComponent<?> s) {
        long[] h = {17};
        s.hash(v -> h[0] = h[0] * 31 + v);
        return h[0];
    }
}
