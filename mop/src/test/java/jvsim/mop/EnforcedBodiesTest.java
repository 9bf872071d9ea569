package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import jvsim.search.DporSearch;
import org.junit.jupiter.api.Test;

/**
 * Enforcement orders events; a property over a method's begin and end orders its whole bodies
 * (mopprograms.Bodies, specs/exclusive.mop), except a body an exception leaves: it has no end event.
 */
class EnforcedBodiesTest {
    @Test
    void beginAndEndEventsMakeTheBodiesExclusive() {
        MopSearchTest.Run free = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#twoIncrements", null, true);
        assertEquals(Set.of("count 1", "count 2"), free.outputs(), free.toString());
        MopSearchTest.Run m = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#twoIncrements", MopSearchTest.monitor("exclusive.mop"), false);
        assertTrue(m.of(MopListener.KIND).get(0).message.contains("by the events in2@"), m.toString());
        MopSearchTest.Run e = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#twoIncrements", MopSearchTest.enforce("exclusive.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("count 2"), e.outputs(), e.toString());
    }

    @Test
    void aBodyAnExceptionLeavesHasNoEndSoItsPropertyHoldsTheOthersForever() {
        MopSearchTest.Run e = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#oneBodyFails", MopSearchTest.enforce("exclusive.mop"), true);
        // main's body first: t's follows and fails, nothing waits; t's first: main waits for an end that never comes
        assertEquals(1, e.of(MopListener.DEADLOCK_KIND).size(), e.toString());
        assertTrue(e.of(MopListener.DEADLOCK_KIND).get(0).message.contains("\"main\" waits before in (begin mopprograms.Bodies.incrOrFail"), e.toString());
        assertTrue(e.outputs().contains("t failed"), e.toString());
    }
}
