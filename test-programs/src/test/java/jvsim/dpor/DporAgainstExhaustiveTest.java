package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.StatefulSearch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Property: on small random programs (2–3 threads, shared variables, a lock), optimal DPOR,
 * source-DPOR and stateful DFS (state matching) find the same final states and violations, and
 * everything 200 random executions find. Every program ends with a failing assertion naming its final state, so the set of
 * distinct violations of a search (with --find-all) is the set of reachable final states plus the
 * threads' own assertion failures. The comparison with exhaustive DFS (no reduction) runs in the
 * {@code exhaustive} Maven profile ({@code mvn -B verify -Pexhaustive}): DFS needs minutes per program.
 */
class DporAgainstExhaustiveTest {
    private static final int PROGRAMS = 24;
    /** Programs small enough for exhaustive DFS (two threads, one statement each). */
    private static final int TINY = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("P" + i, program("P" + i, new Random(1000 + i), 2 + new Random(i).nextInt(2), 3));
        for (int i = 0; i < TINY; i++) sources.put("T" + i, program("T" + i, new Random(2000 + i), 2, 1));
        RandomPrograms.compile(dir, sources);
    }

    /** A random program: threads of 1–3 statements over x, y and a lock, then the final state asserted false. */
    static String program(String name, Random r, int threads, int maxStatements) {
        return RandomPrograms.program(name, "", "  static int x, y;\n  static final Object L = new Object();\n", r, threads, maxStatements,
                DporAgainstExhaustiveTest::statement, "\"x=\" + x + \" y=\" + y");
    }

    static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        switch (r.nextInt(7)) {
            case 0: return "x = " + k + ";";
            case 1: return "y = x + " + k + ";";
            case 2: return "{ int v = y; x = v + " + t + "; }";
            case 3: return "synchronized (L) { x = x + 1; }";
            case 4: return "synchronized (L) { y = x; }";
            case 5: return "if (x == " + k + ") y = " + (10 + t) + ";";
            default: return "assert x != " + (k + 10) + " || y != 0 : \"thread " + t + "\";";
        }
    }

    static Set<String> outcomes(Search s, String program) { return RandomPrograms.outcomes(s, dir, program); }

    static Set<String> randomOutcomes(String program) { return RandomPrograms.randomOutcomes(dir, program); }

    @TestFactory
    Stream<DynamicTest> dporVariantsAgreeAndCoverRandomSchedules() {
        return IntStream.range(0, PROGRAMS).mapToObj(i -> DynamicTest.dynamicTest("P" + i, () -> {
            String p = "P" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> optimal = outcomes(new DporSearch(true), p);
            assertTrue(!optimal.isEmpty(), p + ": no final state found");
            assertEquals(optimal, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from optimal DPOR\n" + source);
            // stateful DFS (state matching, sharedness-based reduction) must miss nothing either
            assertEquals(optimal, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from optimal DPOR\n" + source);
            Set<String> random = randomOutcomes(p);
            assertTrue(optimal.containsAll(random), p + ": random executions found " + random + ", DPOR " + optimal + "\n" + source);
        }));
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> dporFindsWhatExhaustiveSearchFinds() {
        return IntStream.range(0, TINY).mapToObj(i -> DynamicTest.dynamicTest("T" + i, () -> {
            String p = "T" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dfs = outcomes(new DfsSearch(), p);
            assertTrue(!dfs.isEmpty(), p + ": no final state found");
            assertEquals(dfs, outcomes(new DporSearch(true), p), p + ": optimal DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from DFS\n" + source);
        }));
    }
}
