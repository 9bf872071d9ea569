package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * SizeEstimate.History, the range of the estimates over the last half of the executions: exact
 * while nothing was thinned, always within the true range of that half (the current estimate
 * included) after thinning, none before 16 executions; settled within a factor of 2.
 */
class SizeEstimateHistoryTest {
    /** {lowest, highest} of estimates[i] for executions i + 1 from half of n on, and the current one. */
    private static long[] truth(long[] estimates, int n) {
        long low = estimates[n - 1], high = estimates[n - 1];
        for (int i = 0; i < n; i++) {
            if (2L * (i + 1) < n) continue;
            low = Math.min(low, estimates[i]);
            high = Math.max(high, estimates[i]);
        }
        return new long[] {low, high};
    }

    @Test
    void theRangeIsThatOfTheLastHalf() {
        Random random = new Random(1);
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(2000);
            long[] estimates = new long[n];
            long e = 1 + random.nextInt(1000);
            for (int i = 0; i < n; i++) estimates[i] = e = Math.max(i + 1, e + random.nextInt(201) - 100);
            SizeEstimate.History h = new SizeEstimate.History();
            for (int i = 0; i < n; i++) {
                h.add(i + 1, estimates[i]);
                long[] r = h.range(i + 1, estimates[i]);
                if (i + 1 < SizeEstimate.History.MIN_EXECUTIONS) {
                    assertArrayEquals(new long[] {0, 0}, r);
                    continue;
                }
                long[] t = truth(estimates, i + 1);
                // nothing thinned yet: exact
                if (i + 1 <= SizeEstimate.History.KEPT) assertArrayEquals(t, r, "after " + (i + 1));
                // thinned: a part of the true range, the current estimate in it
                assertTrue(r[0] >= t[0] && r[1] <= t[1] && r[0] <= estimates[i] && estimates[i] <= r[1], "after " + (i + 1));
            }
        }
    }

    /** Executions recorded twice (blocked ones between) and many more than KEPT: steady is settled, rising fourfold is not. */
    @Test
    void settledWithinAFactorOfTwo() {
        SizeEstimate.History steady = new SizeEstimate.History(), rising = new SizeEstimate.History();
        long[] r = null, q = null;
        for (long i = 1; i <= 10_000; i++) {
            steady.add(i, 20_000 + (i % 7) * 1000);
            steady.add(i, 20_000);
            rising.add(i, i * i);
            r = steady.range(i, 20_000);
            q = rising.range(i, i * i);
        }
        assertTrue(r[0] == 20_000 && r[1] <= 26_000 && SizeEstimate.settled(r[0], r[1]), r[0] + " to " + r[1]);
        // the estimate grew fourfold over the last half: the thinned history still sees most of that
        assertTrue(q[1] == 100_000_000L && q[0] <= 27_000_000L && !SizeEstimate.settled(q[0], q[1]), q[0] + " to " + q[1]);
        assertFalse(SizeEstimate.settled(0, 0));
        assertTrue(SizeEstimate.settled(5, 10));
        assertFalse(SizeEstimate.settled(5, 11));
    }
}
