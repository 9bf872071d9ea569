package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.Supplier;
import jvsim.search.ChoicePriority;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.IcbSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import jvsim.vm.VmThread;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A priority (--prioritize) orders a systematic search and loses nothing, on random programs of 2
 * threads under random priorities (each choice keeps and prefers threads by a hash of the
 * choice and a seed, so every mask occurs, from keeping only the previous thread to keeping all):
 * run to the end, the stateless depth-first search and unbounded preemption bounding explore
 * exactly the schedules they explore without it, each once; the stateful
 * search visits the same states; DPOR explores as many executions, none blocked, with the same
 * violations. The edges: choices where no preemption is possible (the previous thread blocked or
 * ended) are never asked.
 */
class PrioritizedAgainstPlainTest {
    @TempDir
    static Path dir;

    private static final int PROGRAMS = 4;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("R" + i, DporAgainstExhaustiveTest.program("R" + i, new Random(7100 + i), 2, 2));
        RandomPrograms.compile(dir, sources);
    }

    /** Keeps and prefers threads by a hash of the choice (enabled threads, their next steps, prev) and the seed. */
    private record RandomPriority(long seed) implements ChoicePriority {
        private long hash(List<VmThread> enabled, VmThread prev, VmThread t) {
            long h = seed * 0x9E3779B97F4A7C15L + (prev == null ? 0 : prev.uid) * 31L + t.uid;
            for (VmThread e : enabled) h = h * 1_000_003L + e.uid * 17L + e.pending.pc + e.pending.kind * 7L;
            h ^= h >>> 29;
            return h * 0xBF58476D1CE4E5B9L;
        }

        @Override public boolean[] keep(List<VmThread> enabled, VmThread prev) {
            boolean[] k = new boolean[enabled.size()];
            for (int i = 0; i < k.length; i++) k[i] = (hash(enabled, prev, enabled.get(i)) & 4) != 0;
            return k;
        }

        @Override public boolean prefers(VmThread t) { return (t.uid + seed) % 2 == 0; }

        @Override public String name() { return "random:" + seed; }
    }

    private static SearchConfig config(String program, ChoicePriority priority) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(dir);
        c.className = program;
        c.findAll = true;
        c.priority = priority;
        return c;
    }

    private static Map<List<String>, Integer> schedules(Search s, SearchConfig c) {
        Map<List<String>, Integer> seen = new HashMap<>();
        c.progress = (soFar, e) -> seen.merge(e.schedule(), 1, Integer::sum);
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy);
        return seen;
    }

    private static void sameSchedules(Supplier<Search> search) {
        for (int i = 0; i < PROGRAMS; i++) {
            Map<List<String>, Integer> plain = schedules(search.get(), config("R" + i, null));
            for (long seed = 1; seed <= 2; seed++) assertEquals(plain, schedules(search.get(), config("R" + i, new RandomPriority(seed))), "R" + i + " seed " + seed);
        }
    }

    @Test
    void statelessDfs() {
        sameSchedules(DfsSearch::new);
    }

    @Test
    void preemptionBounding() {
        sameSchedules(() -> new IcbSearch(null));
    }

    @Test
    void statefulDfsAndDpor() {
        for (int i = 0; i < PROGRAMS; i++) {
            String p = "R" + i;
            SearchResult states = new StatefulSearch(false).run(config(p, null)), dpor = new DporSearch(true, 0).run(config(p, null));
            for (long seed = 1; seed <= 2; seed++) {
                SearchResult s = new StatefulSearch(false).run(config(p, new RandomPriority(seed)));
                assertEquals(states.states, s.states, p + " seed " + seed);
                assertEquals(messages(states), messages(s), p + " seed " + seed);
                SearchResult d = new DporSearch(true, 0).run(config(p, new RandomPriority(seed)));
                assertEquals(dpor.executions, d.executions, p + " seed " + seed);
                assertEquals(0, d.blocked, p + " seed " + seed);
                assertEquals(messages(dpor), messages(d), p + " seed " + seed);
            }
        }
    }

    private static List<String> messages(SearchResult r) {
        TreeSet<String> m = new TreeSet<>();
        for (Violation v : r.violations) m.add(v.kind + " " + v.message);
        return new ArrayList<>(m);
    }
}
