package jvsim.capp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.IcbSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prioritized search loses nothing: run to the end, a heuristic makes the stateless
 * depth-first search and preemption bounding explore exactly the executions they explore without
 * one (the same schedules, each once), the stateful search visit the same states, and DPOR
 * explore as many executions with the same outcomes; and the order pays: the default heuristic
 * finds the change's bug in fewer executions than the search without priority. Four heuristics
 * (both prioritization modes; a frame's line, the stack's methods, the class, the field) in the
 * fast suite, all 14 with -Pexhaustive.
 */
class PrioritizedSearchTest {
    @TempDir
    static Path dir;
    static Path oldClasses, newClasses;

    /** A counter whose increment lost its lock, and work of the threads the change does not touch. */
    private static String program(boolean changed) {
        return "package q;\n"
                + "public class P {\n"
                + "  static final class Counter {\n"
                + "    int n;\n"
                + "    " + (changed ? "" : "synchronized ") + "void inc() { n++; }\n"
                + "  }\n"
                + "  static final class Log {\n"
                + "    int lines;\n"
                + "    synchronized void line() { lines++; }\n"
                + "  }\n"
                + "  public static void main(String[] args) throws Exception {\n"
                + "    Counter c = new Counter();\n"
                + "    Log log = new Log();\n"
                + "    Thread t = new Thread(() -> { c.inc(); log.line(); });\n"
                + "    t.start();\n"
                + "    c.inc(); log.line();\n"
                + "    t.join();\n"
                + "    if (c.n != 2) throw new IllegalStateException(\"lost update\");\n"
                + "  }\n"
                + "}\n";
    }

    @BeforeAll
    static void compile() {
        oldClasses = Sources.compile(dir.resolve("old"), Map.of("q.P", program(false)));
        newClasses = Sources.compile(dir.resolve("new"), Map.of("q.P", program(true)));
    }

    private static ImpactedPoints points() { return ChangeAnalysis.since(List.of(oldClasses), List.of(newClasses)); }

    private static SearchConfig config(String heuristic, boolean findAll) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(newClasses);
        c.className = "q.P";
        c.findAll = findAll;
        if (heuristic != null) c.priority = Capp.heuristic(heuristic, points());
        return c;
    }

    /** The schedules a search explores, each with how many times. */
    private static Map<List<String>, Integer> schedules(Search s, SearchConfig c) {
        Map<List<String>, Integer> seen = new HashMap<>();
        c.progress = (soFar, e) -> seen.merge(e.schedule(), 1, Integer::sum);
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy);
        return seen;
    }

    @Test
    void theImpactedPointsOfTheChange() {
        assertEquals(java.util.Set.of("q.P$Counter.inc()V:5", "q.P$Counter#n"), points().names());
    }

    /** The heuristics of the fast suite. */
    private static final List<String> SOME = List.of(Capp.DEFAULT, "capp:method-on-stack:all", "capp:class:all", "capp:field:some");

    @Test
    void statelessDfsExploresTheSameExecutions() {
        sameSchedules(DfsSearch::new, SOME);
    }

    @Test
    void preemptionBoundingExploresTheSameExecutions() {
        sameSchedules(() -> new IcbSearch(null), SOME);
    }

    @Test
    @org.junit.jupiter.api.Tag("exhaustive")
    void everyHeuristicKeepsEveryExecution() {
        sameSchedules(DfsSearch::new, Capp.names());
        sameSchedules(() -> new IcbSearch(null), Capp.names());
        sameStates(Capp.names());
        sameDporExecutions(Capp.names());
    }

    private static void sameSchedules(Supplier<Search> search, List<String> heuristics) {
        Map<List<String>, Integer> plain = schedules(search.get(), config(null, true));
        assertTrue(plain.size() > 10, "a program with choices: " + plain.size());
        assertTrue(plain.values().stream().allMatch(k -> k == 1));
        for (String h : heuristics) assertEquals(plain, schedules(search.get(), config(h, true)), h);
    }

    @Test
    void statefulDfsVisitsTheSameStates() {
        sameStates(SOME);
    }

    private static void sameStates(List<String> heuristics) {
        SearchResult plain = new StatefulSearch(false).run(config(null, true));
        for (String h : heuristics) {
            SearchResult r = new StatefulSearch(false).run(config(h, true));
            assertNull(r.stoppedBy, h);
            assertEquals(plain.states, r.states, h);
            assertEquals(messages(plain), messages(r), h);
        }
    }

    @Test
    void dporExploresAsManyExecutionsWithTheSameOutcomes() {
        sameDporExecutions(SOME);
    }

    private static void sameDporExecutions(List<String> heuristics) {
        SearchConfig pc = config(null, true);
        Map<String, Integer> plainOut = new TreeMap<>();
        pc.progress = (soFar, e) -> plainOut.merge(e.stdout + e.outcome.uncaught, 1, Integer::sum);
        SearchResult plain = new DporSearch(true, 0).run(pc);
        for (String h : heuristics) {
            SearchConfig c = config(h, true);
            Map<String, Integer> out = new TreeMap<>();
            c.progress = (soFar, e) -> out.merge(e.stdout + e.outcome.uncaught, 1, Integer::sum);
            SearchResult r = new DporSearch(true, 0).run(c);
            assertNull(r.stoppedBy, h);
            assertEquals(plain.executions, r.executions, h);
            assertEquals(0, r.blocked, h);
            assertEquals(messages(plain), messages(r), h);
            assertEquals(plainOut.keySet(), out.keySet(), h);
        }
    }

    /** With probes, a priority adds its walk to the samplers; the exhaustive part explores as many executions as without probes. */
    @Test
    void dporProbesLeaveTheExhaustiveSearchAlone() {
        SearchResult plain = new DporSearch(true, 0).run(config(null, true));
        for (String h : SOME) {
            SearchResult r = new DporSearch(true, 1).run(config(h, true));
            assertNull(r.stoppedBy, h);
            assertTrue(r.probes > 0, h);
            assertEquals(plain.executions, r.executions - r.probes, h);
            assertEquals(messages(plain), messages(r), h);
        }
    }

    /** bpor's executions depend on the order (source sets, no sleep sets): its verdict and bound do not. */
    @Test
    void boundedPorKeepsItsVerdictAndBound() {
        for (Integer bound : new Integer[] {null, 0, 1}) {
            SearchResult plain = DporSearch.bounded(bound).run(config(null, true));
            for (String h : SOME) {
                SearchResult r = DporSearch.bounded(bound).run(config(h, true));
                assertEquals(plain.stoppedBy, r.stoppedBy, h + " bound " + bound);
                assertEquals(messages(plain), messages(r), h + " bound " + bound);
            }
        }
    }

    @Test
    void theDefaultHeuristicFindsTheBugSooner() {
        SearchResult plain = new DfsSearch().run(config(null, false)), prioritized = new DfsSearch().run(config(Capp.DEFAULT, false));
        assertEquals(1, plain.violations.size());
        assertEquals(1, prioritized.violations.size());
        assertTrue(prioritized.executions < plain.executions, prioritized.executions + " executions with " + Capp.DEFAULT + ", " + plain.executions + " without");
    }

    private static List<String> messages(SearchResult r) {
        List<String> m = new ArrayList<>();
        for (Violation v : r.violations) m.add(v.kind + " " + v.message);
        java.util.Collections.sort(m);
        return m;
    }
}
