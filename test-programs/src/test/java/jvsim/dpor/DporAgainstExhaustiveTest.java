package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.testing.Tier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Property: on small random programs (2–3 threads, shared variables, a lock; and a second family,
 * "W", whose threads also wait, sleep, park with and without timeouts, notify, unpark, interrupt and
 * join each other, where time wakes threads), optimal DPOR,
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
    /** The waiting family: programs of the default run, and tiny ones for exhaustive DFS. */
    private static final int WAITING = 16, WAITING_TINY = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("P" + i, program("P" + i, new Random(1000 + i), 2 + new Random(i).nextInt(2), 3));
        for (int i = 0; i < TINY; i++) sources.put("T" + i, program("T" + i, new Random(2000 + i), 2, 1));
        for (int i = 0; i < WAITING; i++) sources.put("W" + i, waiting("W" + i, new Random(3000 + i), 2 + new Random(i).nextInt(2), 3));
        for (int i = 0; i < WAITING_TINY; i++) sources.put("U" + i, waiting("U" + i, new Random(4000 + i), 2, 2));
        RandomPrograms.compile(dir, sources);
    }

    /**
     * A random program of the waiting family: statements over x, y and a lock that also wait on the
     * lock (with a timeout, or in a loop a notification ends), sleep, park (a timeout, or until
     * unparked), notify, unpark, interrupt and join (with a timeout) another thread. A thread an
     * interrupt reaches in a wait ends with an Error naming the InterruptedException.
     */
    static String waiting(String name, Random r, int threads, int maxStatements) {
        return RandomPrograms.program(name, "import java.util.concurrent.locks.LockSupport;\n",
                "  static volatile int x, y;\n  static final Object L = new Object();\n  static final Thread[] TS = new Thread[" + threads + "];\n",
                r, threads, maxStatements, (rr, t) -> waitingStatement(rr, t, threads), "\"x=\" + x + \" y=\" + y")
                .replace("Thread[] ts = new Thread[" + threads + "];", "Thread[] ts = TS;");
    }

    static String waitingStatement(Random r, int t, int threads) {
        int k = 1 + r.nextInt(2);
        String other = "TS[" + ((t + 1 + r.nextInt(threads - 1)) % threads) + "]";
        switch (r.nextInt(12)) {
            case 0: return "x = " + k + ";";
            case 1: return "y = x + " + k + ";";
            case 2: return "synchronized (L) { x = x + 1; L.notifyAll(); }";
            case 3: return "synchronized (L) { if (x == 0) L.wait(" + k + "); y = y + 1; }";
            case 4: return "synchronized (L) { long end = 0; while (x == 0 && end++ < 2) L.wait(); }";
            case 5: return "Thread.sleep(" + k + ");";
            case 6: return "LockSupport.parkNanos(" + (k * 1000) + ");";
            case 7: return "LockSupport.unpark(" + other + ");";
            case 8: return "if (y == 0) LockSupport.park(); x = x + " + k + ";";
            case 9: return other + ".interrupt();";
            case 10: return other + ".join(" + k + ");";
            default: return "if (x == " + k + ") y = " + (10 + t) + ";";
        }
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

    /** The programs named prefix + 0 .. count - 1. */
    static Stream<String> family(String prefix, int count) { return IntStream.range(0, count).mapToObj(i -> prefix + i); }

    /**
     * The fast tier ({@link Tier}) compares every 2nd program of the plain family (P1, P3, ...) and
     * W3 and W9 of the waiting family, on which stateful DFS ends within its time limit (there the
     * comparison is equality); the full tier compares them all, among them W15, on which stateful
     * DFS stops at its limit (20 s of the fast tier's 56).
     */
    @TestFactory
    Stream<DynamicTest> dporVariantsAgreeAndCoverRandomSchedules() {
        List<String> plain = Tier.every("plain random programs", family("P", PROGRAMS).collect(Collectors.toList()), 2, 1);
        List<String> waiting = Tier.only("waiting random programs", family("W", WAITING).collect(Collectors.toList()), List.of("W3", "W9"),
                "stateful DFS ends on both");
        return Stream.concat(plain.stream(), waiting.stream()).map(p -> DynamicTest.dynamicTest(Tier.mark(p), () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> optimal = outcomes(new DporSearch(true), p);
            assertTrue(!optimal.isEmpty(), p + ": no final state found");
            assertEquals(optimal, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from optimal DPOR\n" + source);
            // stateful DFS (state matching, sharedness-based reduction) must miss nothing either; with
            // time in the state it matches few states of the waiting family, so there it may stop at a
            // time limit: what it found by then must be among DPOR's outcomes
            if (p.startsWith("W")) {
                SearchResult dfs = RandomPrograms.search(new StatefulSearch(false), dir, p, c -> c.maxTimeMs = 20_000);
                Set<String> found = RandomPrograms.violations(dfs);
                if (dfs.stoppedBy == null) assertEquals(optimal, found, p + ": stateful DFS differs from optimal DPOR\n" + source);
                else assertTrue(optimal.containsAll(found), p + ": stateful DFS found " + found + ", DPOR " + optimal + "\n" + source);
            } else {
                assertEquals(optimal, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from optimal DPOR\n" + source);
            }
            Set<String> random = randomOutcomes(p);
            assertTrue(optimal.containsAll(random), p + ": random executions found " + random + ", DPOR " + optimal + "\n" + source);
        }));
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> dporFindsWhatExhaustiveSearchFinds() {
        return Stream.concat(family("T", TINY), family("U", WAITING_TINY)).map(p -> DynamicTest.dynamicTest(p, () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dfs = outcomes(new DfsSearch(), p);
            assertTrue(!dfs.isEmpty(), p + ": no final state found");
            assertEquals(dfs, outcomes(new DporSearch(true), p), p + ": optimal DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from DFS\n" + source);
        }));
    }

    /**
     * Programs of the waiting family checked with early timeouts in the full tier (about 2 minutes),
     * of which the fast tier checks W3; the others in -Pexhaustive.
     */
    private static final int EARLY_PROGRAMS = 4;

    /** Early timeouts, once per thread and execution (see VmConfig#earlyTimeouts). */
    private static final java.util.function.Consumer<jvsim.search.SearchConfig> EARLY = c -> c.vm.earlyTimeouts = 1;

    /**
     * With early timeouts (a timed wait, sleep, park or join may end while other threads still run),
     * on the waiting family: optimal and source DPOR find the same final states and violations as
     * stateful DFS (when it ends within its time limit; else what it found is among DPOR's), and
     * every outcome of the programs without early timeouts is among them (they only add outcomes).
     */
    @TestFactory
    Stream<DynamicTest> earlyTimeoutsDporVariantsAgree() {
        return earlyTimeoutsAgree(Tier.every("waiting programs with early timeouts", family("W", EARLY_PROGRAMS).collect(Collectors.toList()), 4, 3)
                .stream().map(Tier::mark));
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> earlyTimeoutsDporVariantsAgreeOnTheOthers() {
        return earlyTimeoutsAgree(family("W", WAITING).skip(EARLY_PROGRAMS));
    }

    private static Stream<DynamicTest> earlyTimeoutsAgree(Stream<String> programs) {
        return programs.map(name -> DynamicTest.dynamicTest(name, () -> {
            String p = name.split(" ")[0];
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> optimal = RandomPrograms.outcomes(new DporSearch(true), dir, p, EARLY);
            assertEquals(optimal, RandomPrograms.outcomes(new DporSearch(false), dir, p, EARLY), p + ": source-DPOR differs from optimal DPOR\n" + source);
            SearchResult dfs = RandomPrograms.search(new StatefulSearch(false), dir, p, c -> { EARLY.accept(c); c.maxTimeMs = 20_000; });
            Set<String> found = RandomPrograms.violations(dfs);
            if (dfs.stoppedBy == null) assertEquals(optimal, found, p + ": stateful DFS differs from optimal DPOR\n" + source);
            else assertTrue(optimal.containsAll(found), p + ": stateful DFS found " + found + ", DPOR " + optimal + "\n" + source);
            Set<String> late = outcomes(new DporSearch(true), p);
            assertTrue(optimal.containsAll(late), p + ": early timeouts lost " + late + " (found " + optimal + ")\n" + source);
        }));
    }

    /** The tiny waiting programs with early timeouts: every DPOR variant and stateful DFS find what DFS without reduction finds. */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> earlyTimeoutsDporFindsWhatExhaustiveSearchFinds() {
        return family("U", WAITING_TINY).map(p -> DynamicTest.dynamicTest(p, () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dfs = RandomPrograms.outcomes(new DfsSearch(), dir, p, EARLY);
            assertEquals(dfs, RandomPrograms.outcomes(new DporSearch(true), dir, p, EARLY), p + ": optimal DPOR differs from DFS\n" + source);
            assertEquals(dfs, RandomPrograms.outcomes(new DporSearch(false), dir, p, EARLY), p + ": source-DPOR differs from DFS\n" + source);
            assertEquals(dfs, RandomPrograms.outcomes(new StatefulSearch(false), dir, p, EARLY), p + ": stateful DFS differs from DFS\n" + source);
        }));
    }
}
