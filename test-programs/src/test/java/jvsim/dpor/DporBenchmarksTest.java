package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The classic DPOR benchmarks (test-programs/src/main/java/dpor): DPOR must run exactly one
 * execution per Mazurkiewicz trace, the published counts. Deadlocked executions count too.
 */
class DporBenchmarksTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(Search s, String program, int n) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "dpor." + program;
        c.args = List.of(String.valueOf(n));
        c.findAll = true;
        return s.run(c);
    }

    @ParameterizedTest(name = "{0}({1}) has {2} traces")
    @CsvSource({
        "Inc, 2, 4", "Inc, 3, 36", "Inc, 4, 576",
        "Readers, 2, 4", "Readers, 3, 8", "Readers, 5, 32",
        "LastZero, 4, 28", "LastZero, 5, 64",
        "CasRot, 2, 2", "CasRot, 3, 5", "CasRot, 4, 14", "CasRot, 5, 43",
        "Philosophers, 3, 7", "Philosophers, 4, 15",
        "Indexer, 11, 1", "Indexer, 12, 8",
        "FileSystem, 13, 1", "FileSystem, 14, 2", "FileSystem, 15, 4",
    })
    void dporRunsOneExecutionPerTrace(String program, int n, long traces) {
        SearchResult optimal = search(new DporSearch(true), program, n);
        assertEquals(traces, optimal.executions, program + "(" + n + "): " + optimal.executions + " executions, " + optimal.blocked + " blocked");
        assertEquals(0, optimal.blocked, "optimal DPOR never explores a sleep-set blocked execution");
        assertEquals(null, optimal.stoppedBy);
        SearchResult source = search(new DporSearch(false), program, n);
        assertEquals(traces, source.executions, "source-DPOR: " + source.executions + " executions, " + source.blocked + " blocked");
    }

    /** The larger published counts (a minute in all): in the exhaustive profile, mvn -B verify -Pexhaustive. */
    @org.junit.jupiter.api.Tag("exhaustive")
    @ParameterizedTest(name = "{0}({1}) has {2} traces")
    @CsvSource({
        "Inc, 4, 576", "LastZero, 10, 3328", "Readers, 10, 1024",
        "CasRot, 6, 144", "CasRot, 7, 523", "CasRot, 8, 2048", "CasRot, 9, 8597",
        "Philosophers, 8, 255",
        "Indexer, 13, 64", "Indexer, 14, 512", "Indexer, 15, 4096",
        "FileSystem, 20, 128", "FileSystem, 26, 8192",
    })
    void publishedCountsOfLargerInstances(String program, int n, long traces) {
        dporRunsOneExecutionPerTrace(program, n, traces);
    }

    @Test
    void reductionAgainstExhaustiveSearch() {
        SearchResult dfs = search(new DfsSearch(), "Inc", 2);
        SearchResult dpor = search(new DporSearch(), "Inc", 2);
        assertTrue(dfs.executions > dpor.executions, dfs.executions + " vs " + dpor.executions);
        assertEquals(0, dfs.violations.size());
    }
}
