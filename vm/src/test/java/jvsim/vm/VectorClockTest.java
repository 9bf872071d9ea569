package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VectorClockTest {
    @Test
    void componentsNeverSetAreZeroAndTheClockGrows() {
        VectorClock c = new VectorClock(2);
        assertEquals(0, c.get(0));
        assertEquals(0, c.get(1000));
        c.set(100, 7);
        assertEquals(7, c.get(100));
        c.tick(100);
        c.tick(3);
        assertEquals(8, c.get(100));
        assertEquals(1, c.get(3));
        assertEquals("{3=1, 100=8}", c.toString());
    }

    @Test
    void joinIsTheComponentwiseMaximum() {
        VectorClock a = new VectorClock(), b = new VectorClock(1);
        a.set(0, 3);
        a.set(2, 1);
        b.set(0, 1);
        b.set(2, 4);
        b.set(20, 2);
        a.join(b);
        assertEquals("{0=3, 2=4, 20=2}", a.toString());
        assertEquals("{0=1, 2=4, 20=2}", b.toString(), "the argument is not changed");
        a.join(null);
        assertEquals("{0=3, 2=4, 20=2}", a.toString());
    }

    @Test
    void joiningAWiderClockOfZerosChangesNothing() {
        VectorClock narrow = new VectorClock(1), wide = new VectorClock(64);
        narrow.set(0, 5);
        narrow.join(wide);
        assertEquals("{0=5}", narrow.toString());
        assertEquals(new VectorClock(), new VectorClock(100));
    }

    @Test
    void leqOrdersClocksPartially() {
        VectorClock a = new VectorClock(), b = new VectorClock();
        a.set(1, 2);
        b.set(1, 2);
        b.set(4, 1);
        assertTrue(a.leq(b));
        assertFalse(b.leq(a));
        VectorClock c = new VectorClock();
        c.set(1, 3);
        assertFalse(c.leq(b), "concurrent clocks");
        assertFalse(b.leq(c), "concurrent clocks");
        assertTrue(a.leq(a));
    }

    @Test
    void aCopyIsIndependent() {
        VectorClock a = new VectorClock();
        a.set(1, 1);
        VectorClock b = a.copy();
        b.tick(1);
        b.set(9, 9);
        assertEquals(1, a.get(1));
        assertEquals(0, a.get(9));
        assertNotEquals(a, b);
        assertEquals(a, a.copy());
        assertEquals(a.hashCode(), a.copy().hashCode());
    }

    @Test
    void forEachVisitsTheNonZeroComponentsInOrder() {
        VectorClock a = new VectorClock();
        a.set(5, 2);
        a.set(1, 1);
        a.set(3, 0);
        List<String> seen = new ArrayList<>();
        a.forEach((t, v) -> seen.add(t + ":" + v));
        assertEquals(List.of("1:1", "5:2"), seen);
    }
}
