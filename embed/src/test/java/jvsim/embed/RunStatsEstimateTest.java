package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/** The estimate's words for a search too large to count (100 threads): no overflow into a negative number. */
class RunStatsEstimateTest {
    @Test
    void anEstimateNearTheRangeOfALongStaysPositive() {
        assertEquals(Long.MAX_VALUE / 100_000_000_000_000_000L * 100_000_000_000_000_000L, RunStats.roughly(Long.MAX_VALUE));
        assertEquals(1_300, RunStats.roughly(1_234));
        String words = RunStats.estimate(10, Long.MAX_VALUE, Long.MAX_VALUE / 4, Long.MAX_VALUE, 0, true);
        assertFalse(words.contains("-"), words);
        assertEquals("estimate not settled: ~2,400,000,000,000,000,000 to ~9,200,000,000,000,000,000 over the last half", words);
    }
}
