package jvsim.manythreads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jvsim.search.DporSearch;
import jvsim.search.PctSearch;
import jvsim.search.PosSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.SurwSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The many-thread programs (test-programs/src/main/java/manythreads: 20 to 100 threads, most of
 * them independent): the default search (optimal DPOR with its probes) verifies each correct one
 * in the executions its few conflicting threads need, without interleaving the independent ones,
 * and finds each bug; PCT and POS find the lost update between two of 100 threads.
 */
class ManyThreadsTest {
    private static final Path CLASSES = Path.of("target", "classes");
    private static final long LIMIT_MS = 60_000;

    /** Correct programs and the executions DPOR needs: one per order of the threads that conflict. */
    static final Map<String, Long> CORRECT = Map.of("OwnSlots", 1L, "OwnElements", 1L, "LockedCounterPair", 2L);

    /** Bug programs, their arguments (the thread count), and the violation each must report. */
    static final Map<String, List<String>> BUGS = Map.of(
            "SharedCounterPair", List.of("100", "IllegalStateException: lost an increment: hits = 1"),
            // (1, 0): between one setter's writes before any second one; (0, -1): a before every setter, b after one
            "ReorderChecker", List.of("20", "IllegalStateException: saw a = "),
            "TwoStageLocks", List.of("20", "IllegalStateException: saw first = 1 without its second stage: 0"));

    /**
     * The bugs that need the checker (reader) before every setter's (writer's) second step: about
     * n reversals away from DPOR's first execution, found by the default search's SURW probes
     * (about 1 in n of them finds it) after hundreds of executions (docs/search.md, "Many threads").
     */
    static final Set<String> SLOW = Set.of("ReorderChecker", "TwoStageLocks");

    static Stream<String> correct() { return new TreeSet<>(CORRECT.keySet()).stream(); }

    static Stream<String> bugs() { return BUGS.keySet().stream().filter(p -> !SLOW.contains(p)).sorted(); }

    static Stream<String> slowBugs() { return new TreeSet<>(SLOW).stream(); }

    private static SearchConfig config(String program, String... args) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "manythreads." + program;
        c.args.addAll(List.of(args));
        c.maxTimeMs = LIMIT_MS;
        return c;
    }

    private static SearchResult search(Search s, SearchConfig c, String what) {
        long t0 = System.nanoTime();
        SearchResult r = s.run(c);
        System.out.printf("manythreads %-20s %-6s %6d executions %7d ms %s%n", c.className, what, r.executions,
                (System.nanoTime() - t0) / 1_000_000, r.violations.isEmpty() ? "" : r.violations.get(0));
        return r;
    }

    private static String violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.joining("; "));
    }

    /** The default search: optimal DPOR with its probes (--probes=4). */
    private static DporSearch defaultSearch() { return new DporSearch(true, 4); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("correct")
    void correctProgramsAreVerifiedWithoutInterleavingIndependentThreads(String program) {
        SearchResult r = search(new DporSearch(true), config(program), "dpor");
        assertTrue(r.violations.isEmpty(), program + ": " + violations(r));
        assertNull(r.stoppedBy, program + ": not finished after " + r.executions + " executions");
        assertEquals(CORRECT.get(program), r.executions, program + ": executions");
        SearchResult d = search(defaultSearch(), config(program), "default");
        assertTrue(d.violations.isEmpty(), program + ": " + violations(d));
        assertNull(d.stoppedBy, program + ": the default did not finish after " + d.executions + " executions");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bugs")
    void theDefaultSearchFindsEachBug(String program) {
        List<String> bug = BUGS.get(program);
        SearchResult r = search(defaultSearch(), config(program, bug.get(0)), "default");
        assertEquals(1, r.violations.size(), program + ": " + violations(r) + " after " + r.executions + " executions");
        assertTrue(r.violations.get(0).toString().contains(bug.get(1)), program + ": " + violations(r));
    }

    @org.junit.jupiter.api.Tag("exhaustive")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slowBugs")
    void theDefaultSearchFindsTheBugsThatNeedNReversals(String program) {
        theDefaultSearchFindsEachBug(program);
    }

    /**
     * SURW finds reorder's among 20 threads in a few dozen executions at most: its chance is about
     * 1/n per execution (twostage's needs more: none of SURW, POS and TB found it in 300, the
     * default did in 653 executions).
     */
    @Test
    void surwFindsReorderAmongTwentyThreads() {
        String program = "ReorderChecker";
        List<String> bug = BUGS.get(program);
        SearchConfig c = config(program, bug.get(0));
        c.maxExecutions = 300;
        c.seed = 1;
        SearchResult r = search(new SurwSearch(), c, "surw");
        assertEquals(1, r.violations.size(), program + ": nothing in " + r.executions + " executions");
        assertTrue(r.violations.get(0).toString().contains(bug.get(1)), program + ": " + violations(r));
    }

    /**
     * A lost update between two of 100 threads that otherwise work alone: a depth-2 bug for PCT,
     * whose change points fall on the racy steps only, and for POS.
     */
    @Test
    void pctAndPosFindALostUpdateAmongAHundredThreads() {
        for (Search s : List.of(new PctSearch(2), new PosSearch())) {
            SearchConfig c = config("SharedCounterPair");
            c.maxExecutions = 300;
            c.seed = 1;
            SearchResult r = search(s, c, s instanceof PctSearch ? "pct:2" : "pos");
            assertEquals(1, r.violations.size(), s.getClass().getSimpleName() + ": nothing in " + r.executions + " executions");
            assertTrue(r.violations.get(0).toString().contains("lost an increment"), violations(r));
        }
    }

    /** Every program of the package has a verdict here, and its javadoc says which. */
    @Test
    void everyProgramHasAVerdict() throws IOException {
        Set<String> programs;
        try (Stream<Path> files = Files.list(CLASSES.resolve("manythreads"))) {
            programs = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class") && !n.contains("$") && !n.startsWith("package-info"))
                    .map(n -> n.substring(0, n.length() - ".class".length())).collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> listed = new TreeSet<>(CORRECT.keySet());
        listed.addAll(BUGS.keySet());
        assertEquals(programs, listed);
        for (String p : programs) {
            String source = Files.readString(Path.of("src/main/java/manythreads", p + ".java"));
            assertEquals(BUGS.containsKey(p), source.matches("(?s).*/\\*\\*\\s*\\* Bug\\..*"), p + ": javadoc begins with Bug.");
            assertEquals(CORRECT.containsKey(p), source.matches("(?s).*/\\*\\*\\s*\\* Correct\\..*"), p + ": javadoc begins with Correct.");
        }
    }
}
