package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.Execution;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchProgress;
import jvsim.search.SearchResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The estimate of a search's size (SearchResult.estimatedExecutions, see SizeEstimate) against the
 * exact counts of the DPOR oracles (DporBenchmarksTest): after every execution the estimate is
 * recorded; it must end at the count, and be within a factor of 2 of it from the given fraction of
 * the search on. {@link #accuracyTable} prints the table of docs/search-estimate.md ("The estimate of the
 * search's size"): mvn -B -pl test-programs -am verify -Pexhaustive -Dtest=SizeEstimateTest#accuracyTable
 * -Dsurefire.failIfNoSpecifiedTests=false.
 */
class SizeEstimateTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** After each execution of the search: {executions so far, the estimate then}; the last entry is the result's. */
    static List<long[]> trace(Search s, String program, int n) {
        List<long[]> out = new ArrayList<>();
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "dpor." + program;
        c.args = List.of(String.valueOf(n));
        c.findAll = true;
        c.progress = new SearchProgress() {
            @Override public void executed(SearchResult r, Execution e) { out.add(new long[] {r.executions, r.estimatedExecutions}); }
        };
        SearchResult r = s.run(c);
        assertEquals(null, r.stoppedBy);
        // ran to its end: the estimate is the count, settled
        assertTrue(r.estimateSettled() && r.estimateLow == r.executions && r.estimateHigh == r.executions, r.estimateLow + " to " + r.estimateHigh);
        out.add(new long[] {r.executions, r.estimatedExecutions});
        return out;
    }

    /** The estimate when the executions first reached fraction of the count. */
    static long at(List<long[]> t, double fraction) {
        long count = t.get(t.size() - 1)[0];
        for (long[] p : t) if (p[0] >= Math.ceil(fraction * count)) return p[1];
        throw new AssertionError();
    }

    /** The largest factor between the estimate and the count once the executions reached fraction of it. */
    static double worstFrom(List<long[]> t, double fraction) {
        long count = t.get(t.size() - 1)[0];
        double worst = 1;
        for (long[] p : t)
            if (p[0] >= fraction * count) worst = Math.max(worst, Math.max((double) p[1] / count, (double) count / p[1]));
        return worst;
    }

    /** Every estimate was made (none 0), never below what ran, and the last is the count. */
    static void checkConsistent(List<long[]> t, long count) {
        assertEquals(count, t.get(t.size() - 1)[0]);
        assertEquals(count, t.get(t.size() - 1)[1], "a search that ran to its end estimates its count");
        for (long[] p : t) assertTrue(p[1] >= p[0] && p[1] > 0, "estimate " + p[1] + " after " + p[0] + " executions");
    }

    /** Within a factor of 2 of the count from 10% of the search on (and the estimate ends at the count). */
    @ParameterizedTest(name = "{0}({1}): {2} executions")
    @CsvSource({
        "Readers, 8, 256", "Philosophers, 6, 63", "Philosophers, 8, 255", "Indexer, 13, 64", "FileSystem, 18, 32", "LastZero, 5, 64",
    })
    void withinTwiceTheCountFromTenPercentOn(String program, int n, long count) {
        for (boolean optimal : new boolean[] {true, false}) {
            List<long[]> t = trace(new DporSearch(optimal), program, n);
            checkConsistent(t, count);
            double worst = worstFrom(t, 0.10);
            assertTrue(worst <= 2.0, (optimal ? "optimal" : "source") + " DPOR: off by a factor of " + worst + " after 10%");
        }
    }

    /**
     * The oracles whose first-explored branches are the small ones (see SizeEstimate): the estimate
     * is low at 10% (the table in docs/search-estimate.md), within a factor of 2 from half of the search on.
     */
    @ParameterizedTest(name = "{0}({1}): {2} executions")
    @CsvSource({"Inc, 4, 576", "CasRot, 6, 144", "LastZero, 8, 704"})
    void withinTwiceTheCountFromHalfwayOn(String program, int n, long count) {
        List<long[]> t = trace(new DporSearch(true), program, n);
        checkConsistent(t, count);
        double worst = worstFrom(t, 0.5);
        assertTrue(worst <= 2.0, "off by a factor of " + worst + " after 50%");
    }

    /** Probes count as executions: the estimate covers them too, and ends at the count. */
    @Test
    void probesAreEstimatedWithTheSearch() {
        List<long[]> t = trace(new DporSearch(true, 4), "Readers", 8);
        long count = t.get(t.size() - 1)[0];
        assertTrue(count > 256, "256 DPOR executions and the probes: " + count);
        checkConsistent(t, count);
        assertTrue(worstFrom(t, 0.10) <= 2.0, "off by a factor of " + worstFrom(t, 0.10));
    }

    /** Stateless DFS knows every choice's options: exact at its end, and not far off on the way. */
    @Test
    void statelessDfsIsEstimatedToo() {
        List<long[]> t = trace(new DfsSearch(), "Readers", 1);
        checkConsistent(t, t.get(t.size() - 1)[0]);
        assertTrue(worstFrom(t, 0.10) <= 2.0, "off by a factor of " + worstFrom(t, 0.10));
    }

    private static String row(String search, Supplier<Search> s, String program, int n) {
        List<long[]> t = trace(s.get(), program, n);
        long count = t.get(t.size() - 1)[0];
        checkConsistent(t, count);
        return String.format(Locale.ROOT, "| %s | %s(%d) | %,d | %,d (%.2f) | %,d (%.2f) | %,d (%.2f) | %.2f | %.2f | %.2f |", search, program, n, count,
                at(t, 0.10), at(t, 0.10) / (double) count, at(t, 0.25), at(t, 0.25) / (double) count, at(t, 0.50), at(t, 0.50) / (double) count,
                worstFrom(t, 0.10), worstFrom(t, 0.25), worstFrom(t, 0.50));
    }

    /**
     * The accuracy table of docs/search-estimate.md (printed on stdout; in the exhaustive profile, a few
     * minutes): the estimate when 10%, 25% and 50% of the executions had run (and its ratio
     * to the count), and the largest factor it was off by from 10%, 25% and 50% of the search on.
     */
    @Test
    @Tag("exhaustive")
    void accuracyTable() {
        String[][] oracles = {
            {"Inc", "3"}, {"Inc", "4"}, {"Readers", "5"}, {"Readers", "8"}, {"Readers", "10"}, {"LastZero", "5"}, {"LastZero", "8"}, {"LastZero", "10"},
            {"CasRot", "5"}, {"CasRot", "6"}, {"CasRot", "7"}, {"CasRot", "8"}, {"Philosophers", "4"}, {"Philosophers", "6"}, {"Philosophers", "8"},
            {"Indexer", "13"}, {"Indexer", "14"}, {"FileSystem", "18"}, {"FileSystem", "20"},
        };
        List<String> rows = new ArrayList<>();
        rows.add("| search | program | executions | estimate at 10% (ratio) | at 25% | at 50% | worst factor from 10% on | from 25% on | from 50% on |");
        rows.add("|---|---|---|---|---|---|---|---|---|");
        for (String[] o : oracles) rows.add(row("dpor", () -> new DporSearch(true), o[0], Integer.parseInt(o[1])));
        for (String[] o : oracles) rows.add(row("dpor-source", () -> new DporSearch(false), o[0], Integer.parseInt(o[1])));
        for (String[] o : new String[][] {{"Readers", "1"}, {"CasRot", "2"}, {"LastZero", "1"}})
            rows.add(row("dfs-stateless", DfsSearch::new, o[0], Integer.parseInt(o[1])));
        System.out.println(String.join("\n", rows));
    }
}
