package jvsim.juc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import jvsim.search.DporSearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Multi-party synchronizers whose waiting is a guarded step (jvsim.vm.Atomic#guardable): on our own
 * programs of three or four parties (test-programs/src/main/java/juc), optimal DPOR with guarded
 * waits reaches its verdict (verified, or the bug's message) in exactly the executions listed,
 * fewer than with the JDK's own parking (VmConfig.guardedJdk false) for a verification and no more
 * for a bug, and parking reaches the same verdict or does not finish within its cap.
 */
class GuardedSynchronizersTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(String program, boolean guarded, long maxExecutions) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.vm.guardedJdk = guarded;
        c.className = "juc." + program;
        c.maxExecutions = maxExecutions;
        c.maxTimeMs = 120_000;
        long t0 = System.nanoTime();
        SearchResult r = new DporSearch(true).run(c);
        System.out.printf("guarded %-24s %-8s %6d executions %7d ms %s%n", program, guarded ? "guarded" : "parking", r.executions,
                (System.nanoTime() - t0) / 1_000_000, r.violations.isEmpty() ? (r.stoppedBy == null ? "verified" : r.stoppedBy) : r.violations.get(0));
        return r;
    }

    /** program, the bug's message or "verified", executions with guarded waits, the cap of the search with parking. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "RwReadersWriters, verified, 44, 3000",
        "RwWriteUnderReadLock, torn read, 4, 3000",
        "BarrierRounds, verified, 204, 3000",
        "BarrierCheckBeforeAwait, has not written yet, 1, 3000",
    })
    void guardedWaitsTakeFewerExecutions(String program, String verdict, long executions, long parkingCap) {
        SearchResult g = search(program, true, 0);
        SearchResult p = search(program, false, parkingCap);
        for (SearchResult r : new SearchResult[] {g, p}) {
            if (r == p && r.stoppedBy != null && r.violations.isEmpty()) continue; // parking did not finish within its cap
            if (verdict.equals("verified")) {
                assertTrue(r.violations.isEmpty(), program + ": " + r.violations);
                assertNull(r.stoppedBy, program + ": not finished after " + r.executions + " executions");
            } else {
                assertEquals(1, r.violations.size(), program + ": " + r.violations);
                assertTrue(r.violations.get(0).toString().contains(verdict), program + ": " + r.violations);
            }
        }
        assertEquals(executions, g.executions, program + ": executions with guarded waits");
        // a bug may be found as early either way; a verification takes fewer executions
        if (verdict.equals("verified")) assertTrue(g.executions < p.executions, program + ": " + g.executions + " guarded, " + p.executions + " parking");
        else assertTrue(g.executions <= p.executions, program + ": " + g.executions + " guarded, " + p.executions + " parking");
    }
}
