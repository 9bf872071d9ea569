package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.search.DporSearch;
import jvsim.search.IcbSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Strategies;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bounded partial-order reduction ({@code bpor}, {@link DporSearch#bounded}) against plain
 * preemption bounding ({@code icb}): on random programs of two and three threads, for bounds 0, 1
 * and 2, bpor finds every violation (final state or a thread's failed assertion) that icb finds
 * with the same bound, every one it finds is real (unbounded optimal DPOR finds it), and it runs
 * no more executions than icb.
 */
class BoundedPorTest {
    @TempDir
    static Path dir;

    /**
     * The generators' seeds: ten programs, and two (7002, 7009) whose traces a single conservative
     * point per race (the run's first state) missed: t2 writes x inside t1's critical section and
     * blocks on its lock, which costs one preemption where every other order of the trace costs two.
     */
    private static final long[] SEEDS = {5000, 5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008, 5009, 7002, 7009};
    /** Each program's threads. */
    private static final int[] THREADS = {2, 2, 3, 2, 2, 3, 2, 2, 3, 2, 2, 2};
    private static final int PROGRAMS = SEEDS.length;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++)
            sources.put("B" + i, DporAgainstExhaustiveTest.program("B" + i, new Random(SEEDS[i]), THREADS[i], 3));
        RandomPrograms.compile(dir, sources);
    }

    private static SearchResult run(Search s, String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(dir);
        c.className = program;
        c.findAll = true;
        c.maxTimeMs = 600_000;
        return s.run(c);
    }

    private static Set<String> violations(SearchResult r) {
        return r.violations.stream().map(v -> v.kind + " " + v.message).collect(Collectors.toCollection(TreeSet::new));
    }

    @TestFactory
    Stream<DynamicTest> findsWhatIcbFindsWithinTheBoundInNoMoreExecutions() {
        return IntStream.range(0, PROGRAMS).mapToObj(i -> DynamicTest.dynamicTest("B" + i, () -> {
            String p = "B" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            SearchResult all = run(new DporSearch(true), p);
            assertNull(all.stoppedBy, p);
            Set<String> real = violations(all);
            boolean reduced = false;
            for (int k = 0; k <= 2; k++) {
                SearchResult icb = run(new IcbSearch(k), p), bpor = run(DporSearch.bounded(k), p);
                Set<String> plain = violations(icb), bounded = violations(bpor);
                assertTrue(bounded.containsAll(plain), p + " bound " + k + ": icb found " + plain + ", bpor " + bounded + "\n" + source);
                assertTrue(real.containsAll(bounded), p + " bound " + k + ": bpor found " + bounded + ", not all real (DPOR: " + real + ")\n" + source);
                assertTrue(bpor.executions <= icb.executions, p + " bound " + k + ": bpor " + bpor.executions + " executions, icb " + icb.executions);
                assertEquals(0, bpor.blocked, p);
                reduced |= bpor.executions < icb.executions;
            }
            assertTrue(reduced || all.executions == 1, p + ": no bound saved an execution");
            // unbounded, it explores every trace
            assertEquals(real, violations(run(DporSearch.bounded(null), p)), p);
        }));
    }

    /** The strategy by name: a bound that left executions out is a limit (stoppedBy preemptions). */
    @Test
    void byNameABoundThatCutIsALimit() {
        SearchResult r = run(Strategies.configure("bpor", Map.of("preemptions", "0")).create(), "B0");
        assertEquals("preemptions", r.stoppedBy);
        assertTrue(r.executions >= 1);
    }
}
