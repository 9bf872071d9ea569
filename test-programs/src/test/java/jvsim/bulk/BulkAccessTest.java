package jvsim.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import jvsim.listeners.RaceDetector;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bulk accesses natives make (System.arraycopy, clone, wide views of byte arrays) are visible
 * operations over their element ranges: every search finds the interleavings they take part in,
 * the references they copy into shared arrays are published, and accesses to disjoint ranges stay
 * independent.
 */
class BulkAccessTest {
    private static final Path CLASSES = Path.of("target", "classes");

    private static final List<Supplier<Search>> SEARCHES = List.of(() -> new DporSearch(true), () -> new DporSearch(false), () -> new StatefulSearch(false));

    static SearchResult search(Search s, String program, boolean findAll) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "bulk." + program;
        c.findAll = findAll;
        c.maxTimeMs = 120_000;
        return s.run(c);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "CopyTorn      | java.lang.IllegalStateException: copied {1, 0}",
        "CloneTorn     | java.lang.IllegalStateException: cloned {1, 0}",
        "CopyFill      | java.lang.NullPointerException",
        "CopyPublish   | java.lang.IllegalStateException: saw the box before its write",
        "AddAllPublish | java.lang.IllegalStateException: saw the box before its write",
        "UnsafeWide    | java.lang.IllegalStateException: read the first byte's write and not the last's"})
    void everySearchFindsTheBug(String program, String message) {
        for (Supplier<Search> s : SEARCHES) {
            Search search = s.get();
            SearchResult r = search(search, program, true);
            assertNull(r.stoppedBy, program);
            assertTrue(r.violations.stream().anyMatch(v -> v.message.contains(message)),
                    program + " under " + search.getClass().getSimpleName() + ": " + r.violations);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"CopyUnderLock", "CopyDisjoint"})
    void correctProgramsAreVerified(String program) {
        for (Supplier<Search> s : SEARCHES) {
            SearchResult r = search(s.get(), program, true);
            assertNull(r.stoppedBy, program);
            assertEquals(List.of(), r.violations, program);
        }
    }

    /** A copy of elements no other thread writes commutes with those writes: one trace. */
    @Test
    void disjointRangesAreIndependent() {
        assertEquals(1, search(new DporSearch(true), "CopyDisjoint", true).executions);
        // overlapping ranges are not: the copy before, between and after the two writes
        assertEquals(3, search(new DporSearch(true), "CopyTorn", true).executions);
    }

    /** The race detector reports a race on a bulk access like one on a single element. */
    @Test
    void raceDetectorSeesBulkAccesses() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "bulk.CopyTorn";
        c.listeners.add(new RaceDetector());
        c.sched = jvsim.vm.SchedMode.SHARED;
        c.maxExecutions = 1;
        SearchResult r = new RandomSearch().run(c);
        Violation race = r.violations.stream().filter(v -> v.kind == jvsim.vm.ViolationKind.DATA_RACE).findFirst().orElse(null);
        assertTrue(race != null, "no race reported: " + r.violations);
        assertTrue(race.message.contains("data race on int[]") && race.message.contains("CopyTorn.lambda$main$1"), race.message);
    }
}
