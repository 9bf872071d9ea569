package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * An execution cut at the step limit is counted and the search goes on: the threads it starved are
 * explored first in a later execution (dpor.LoopUnlessWritten loops forever in the first one). The
 * stateless exhaustive DFS is left out: it places the other thread's steps everywhere in the loop.
 */
class StepLimitTest {
    private static final List<Supplier<Search>> SEARCHES = List.of(() -> new DporSearch(true), () -> new DporSearch(false));

    private static SearchConfig config(String... args) {
        SearchConfig c = StatefulSearchTest.config("dpor.LoopUnlessWritten", args);
        c.maxSteps = 300;
        // as waits (the default) its loop is a non-termination; here each round is a step, as the cut needs
        c.vm.spinWaits = false;
        return c;
    }

    @Test
    void theSearchGoesOnAfterACutExecution() {
        for (Supplier<Search> s : SEARCHES) {
            Search search = s.get();
            String name = search.getClass().getSimpleName();
            SearchResult r = search.run(config());
            assertEquals(0, r.violations.size(), name);
            assertNull(r.stoppedBy, name);
            assertEquals(1, r.stepLimited, name + ": the looping execution");
            assertEquals(2, r.executions, name + ": the loop and the write first");
        }
    }

    @Test
    void aViolationAfterACutExecutionIsFound() {
        for (Supplier<Search> s : SEARCHES) {
            Search search = s.get();
            SearchResult r = search.run(config("fail"));
            assertEquals(1, r.violations.size(), search.getClass().getSimpleName());
            assertEquals("java.lang.IllegalStateException: x was written first", r.violations.get(0).message);
        }
    }
}
