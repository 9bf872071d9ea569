package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Soundness of the selectors' dependence (natives' SocketNatives: a select reads the locations of
 * the descriptors its selector watches, and is dependent only with operations on those): on small
 * programs whose outcome depends on how selects interleave with other threads' connects, writes
 * and wake-ups (net.SelectRaces, each outcome a distinct violation), the default search (optimal
 * DPOR) and source-DPOR reach exactly the outcomes stateful DFS reaches, which explores every
 * interleaving (up to equal states) without any dependence relation. And the selector echo server
 * with two clients, which every network operation made dependent with every select before, is
 * verified.
 */
class SelectorsAgainstStatefulTest {
    private static final Path CLASSES = Path.of("target", "classes");

    private static Set<String> outcomes(Search s, String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "net.SelectRaces";
        c.args.add(program);
        c.findAll = true;
        c.maxTimeMs = 600_000;
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, program + " " + s.getClass().getSimpleName() + " hit a limit");
        Set<String> out = new TreeSet<>();
        for (Violation v : r.violations) out.add(v.toString());
        return out;
    }

    /**
     * The programs of net.SelectRaces: the fast tier ({@link jvsim.testing.Tier}) compares accept and
     * pipe (a select against another thread's connect and writes to watched and unwatched channels);
     * wakeup (a selector woken by one thread while another writes, 77 s of the class's 92) runs in
     * the full tier, and under the search in the fast one as SocketsTest's SocketTimeouts.
     */
    static java.util.List<String> selectRaces() {
        java.util.List<String> all = java.util.List.of("accept", "pipe", "wakeup");
        return jvsim.testing.Tier.only("net.SelectRaces programs compared with stateful DFS", all, all.subList(0, 2), "a select against connects and writes");
    }

    @ParameterizedTest
    @MethodSource("selectRaces")
    void dporReachesWhatStatefulSearchReaches(String program) {
        Set<String> dfs = outcomes(new StatefulSearch(false), program);
        assertTrue(dfs.size() > 1, program + ": the outcome must depend on the schedule: " + dfs);
        assertEquals(dfs, outcomes(new DporSearch(true), program), program + ": optimal DPOR differs from stateful DFS");
        assertEquals(dfs, outcomes(new DporSearch(false), program), program + ": source-DPOR differs from stateful DFS");
    }

    /** Selects, accepts, reads and writes of a selector thread serving two blocking clients: every schedule explored, none fails. */
    @Test
    void selectorEchoWithTwoClientsIsVerified() throws Exception {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "net.SelectorEchoTwoClients";
        c.maxTimeMs = 600_000;
        SearchResult r = new DporSearch().run(c);
        assertFalse(r.violated(), r.violations.toString());
        assertNull(r.stoppedBy, "the search must finish");
        assertEquals("both answered\n", r.firstStdout);
    }
}
