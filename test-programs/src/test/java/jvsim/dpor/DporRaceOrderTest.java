package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jvsim.search.ChoicePriority;
import jvsim.search.DporSearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.vm.VmThread;
import org.junit.jupiter.api.Test;

/**
 * Optimal DPOR with a priority reverses first the races whose steps the priority preferred (see
 * DporSearch.Run#analyze): on dpor.ReadersOfAWrite, with a priority that keeps no preemption (so the
 * first execution and every new state's first thread are as without it) and prefers the checker,
 * the reversal that runs the checker's read before the write comes before the other reader's, and the
 * failure is found sooner; run to the end, the same executions.
 */
class DporRaceOrderTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** Prefers the thread whose next step is in check(); keeps no preemption. */
    static final class PrefersTheChecker implements ChoicePriority {
        @Override public boolean[] keep(List<VmThread> enabled, VmThread prev) { return new boolean[enabled.size()]; }
        @Override public boolean prefers(VmThread t) { return t.top != null && t.top.method.name.equals("check"); }
        @Override public String name() { return "prefers-the-checker"; }
    }

    private static SearchResult search(ChoicePriority priority, boolean findAll) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "dpor.ReadersOfAWrite";
        c.findAll = findAll;
        c.priority = priority;
        return new DporSearch(true, 0).run(c);
    }

    @Test
    void theImpactedReversalFirstFindsTheBugSoonerAndTheSameExecutionsToTheEnd() {
        SearchResult plain = search(null, false), ordered = search(new PrefersTheChecker(), false);
        assertTrue(plain.violated() && ordered.violated(), plain.violations + " " + ordered.violations);
        // without the order: the other reader's reversal first, then the checker's below it (3); with it, the checker's (2)
        assertEquals(3, plain.executions, "to the first bug without the order");
        assertEquals(2, ordered.executions, "to the first bug with the order");
        SearchResult all = search(null, true), allOrdered = search(new PrefersTheChecker(), true);
        assertEquals(4, all.executions, "the write before, between or after the two reads (which commute): 4 traces");
        assertEquals(all.executions, allOrdered.executions, "every trace once either way");
        assertEquals(all.violations.size(), allOrdered.violations.size());
    }
}
