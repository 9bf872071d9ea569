package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import jvsim.search.DporSearch;
import org.junit.jupiter.api.Test;

/**
 * Enforcement orders events; a property over a method's begin and end orders its whole bodies
 * (mopprograms.Bodies, specs/exclusive.mop), a body an exception leaves as well: its end is an event too.
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
    void aBodyAnExceptionLeavesEndsTooSoItsPropertyLetsTheOthersGoOn() {
        MopSearchTest.Run free = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#oneBodyFails", null, true);
        assertEquals(Set.of("t failed\ncount 1", "t failed\ncount 2"), free.outputs(), free.toString());
        // t's body ends by its exception: main's begins after it (or before it begins), never held for ever
        MopSearchTest.Run e = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#oneBodyFails", MopSearchTest.enforce("exclusive.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("t failed\ncount 2"), e.outputs(), e.toString());
    }

    @Test
    void theEndEventOfABodyAnExceptionLeavesIsMonitoredAndSaysWhichException() {
        // forbid out out: violated at the second end of an execution, one of them t's by its exception
        MopSearchTest.Run m = MopSearchTest.search(new DporSearch(), "mopprograms.Bodies#oneBodyFails", MopSearchTest.monitor("two-ends.mop"), false);
        assertEquals(1, m.of(MopListener.KIND).size(), m.toString());
        jvsim.vm.PropertyViolation p = m.of(MopListener.KIND).get(0).properties().get(0);
        assertEquals(Set.of("end mopprograms.Bodies.incrOrFail", "end mopprograms.Bodies.incrOrFail throwing java.lang.IllegalStateException"),
                Set.copyOf(p.events().stream().map(jvsim.vm.PropertyViolation.Event::call).toList()), p.events().toString());
        assertTrue(m.of(MopListener.KIND).get(0).trace.stream()
                .anyMatch(s -> s.describe().contains("event end mopprograms.Bodies.incrOrFail throwing java.lang.IllegalStateException")),
                m.of(MopListener.KIND).get(0).trace.toString());
    }
}
