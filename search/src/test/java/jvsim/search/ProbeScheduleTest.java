package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The schedule of DPOR's probes: one after each of the first eight executions, then one after every n. */
class ProbeScheduleTest {
    @Test
    void eagerProbesThenOneEveryN() {
        DporProbes p = new DporProbes(3);
        long probes = 0;
        StringBuilder due = new StringBuilder();
        for (int execution = 1; execution <= 16; execution++) {
            boolean d = p.due(probes);
            due.append(d ? 'p' : '.');
            if (d) probes++;
        }
        assertEquals("pppppppp..p..p..", due.toString());
        assertEquals(probes, p.probesFor(17));
    }

    @Test
    void noneWithZero() {
        DporProbes p = new DporProbes(0);
        assertTrue(p.none());
        assertFalse(p.due(0));
        assertEquals(0, p.probesFor(100));
    }
}
