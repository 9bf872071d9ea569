package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** jvsim.api.Verify: every search explores every value of every data choice, and replays them. */
class DataChoicesTest {
    private static final List<Supplier<Search>> EXHAUSTIVE = List.of(
            () -> new DporSearch(true), () -> new DporSearch(false), DfsSearch::new,
            () -> new StatefulSearch(false), () -> new StatefulSearch(true));

    @Test
    void everyCombinationOfValuesIsExplored() {
        for (Supplier<Search> s : EXHAUSTIVE) {
            Search search = s.get();
            SearchResult r = search.run(StatefulSearchTest.config("verify.Choices"));
            String name = search.getClass().getSimpleName();
            // a in {0,1,3} x b in {false,true}; a == 2 is ruled out by assume
            assertEquals(6, r.executions, name);
            // (breadth-first also cuts each expansion at the next state)
            if (!(search instanceof StatefulSearch)) assertEquals(2, r.pruned, name + ": the executions assume() ignored");
            assertEquals(1, r.violations.size(), name);
            assertEquals("java.lang.AssertionError: a=3 b=true", r.violations.get(0).message, name);
        }
    }

    @Test
    void valuesAndInterleavingsTogether() {
        for (Supplier<Search> s : EXHAUSTIVE) {
            SearchResult r = s.get().run(StatefulSearchTest.config("verify.ChoiceRace"));
            assertEquals(1, r.violations.size());
            assertTrue(r.violations.get(0).schedule().stream().anyMatch(e -> e.endsWith("=2")), "the schedule records the value");
        }
    }

    @Test
    void aViolationReplaysWithItsValues() {
        SearchResult r = new DporSearch().run(StatefulSearchTest.config("verify.ChoiceRace"));
        SearchConfig c = StatefulSearchTest.config("verify.ChoiceRace");
        c.schedule = r.violations.get(0).schedule();
        ReplaySearch replay = new ReplaySearch();
        SearchResult again = replay.run(c);
        assertEquals(1, again.violations.size());
        assertEquals(r.violations.get(0).message, again.violations.get(0).message);
    }

    @Test
    void randomWalksAreReproducible() {
        SearchConfig c = StatefulSearchTest.config("verify.Choices");
        c.maxExecutions = 30;
        c.seed = 5;
        RandomSearch first = new RandomSearch();
        SearchResult a = first.run(c);
        SearchResult b = new RandomSearch().run(c);
        assertEquals(a.executions, b.executions);
        assertEquals(a.pruned, b.pruned);
        assertTrue(a.pruned > 0 && a.executions > 0, "30 walks meet both ignored and complete executions");
    }
}
