package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import jvsim.search.DporSearch;
import jvsim.search.ReplaySearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Strategies;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DPOR's probes (--probes): sampled executions beside the exhaustive search. They find a bug that
 * depth-first DPOR reaches only after hundreds of executions within a few dozen, their traces
 * replay, a seed always gives the same search, they follow their schedule, and they change neither what the exhaustive search
 * explores nor its verdict: on random two-thread programs, the violations found with probes
 * after every single DPOR execution are those found without, and the DPOR executions are as many.
 */
class DporProbesTest {
    private static final Path CLASSES = Path.of("target", "classes");

    @TempDir
    static Path dir;

    private static final int PROGRAMS = 8;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("Q" + i, DporAgainstExhaustiveTest.program("Q" + i, new Random(3000 + i), 2, 3));
        RandomPrograms.compile(dir, sources);
    }

    private static SearchConfig config(Path classes, String program, long seed) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes);
        c.className = program;
        c.seed = seed;
        return c;
    }

    /** {@link #config} with the JDK's own parking and spinning (no guarded steps, no spin sizing). */
    private static SearchConfig spinning(String program, long seed) {
        SearchConfig c = config(CLASSES, program, seed);
        c.vm.guardedJdk = false;
        return c;
    }

    @Test
    void probesKeepTheExhaustiveSearchAndItsVerdict() {
        for (int i = 0; i < PROGRAMS; i++) {
            String p = "Q" + i;
            SearchConfig plain = config(dir, p, 1), probed = config(dir, p, 1);
            plain.findAll = probed.findAll = true;
            SearchResult without = new DporSearch(true, 0).run(plain), with = new DporSearch(true, 1).run(probed);
            assertNull(with.stoppedBy);
            assertEquals(messages(without), messages(with), p);
            assertTrue(with.probes > 0 || without.executions == 1, p);
            assertEquals(without.executions, with.executions - with.probes, p + ": the exhaustive search's executions");
        }
    }

    /**
     * The schedule: one probe after each of the first {@link DporSearch#EAGER_PROBES} DPOR
     * executions, then one after every --probes; none after the last DPOR execution.
     */
    @Test
    void probesComeEagerlyFirstThenEveryNth() {
        for (int i = 0; i < PROGRAMS; i++) {
            SearchConfig c = config(dir, "Q" + i, 2);
            c.findAll = true;
            SearchResult r = new DporSearch(true, 3).run(c);
            long dpor = r.executions - r.probes, expected = 0, since = 0;
            for (long k = 1; k < dpor; k++) if (++since >= (expected < DporSearch.EAGER_PROBES ? 1 : 3)) { expected++; since = 0; }
            assertEquals(expected, r.probes, "Q" + i + ": " + dpor + " DPOR executions");
        }
    }

    private static java.util.Set<String> messages(SearchResult r) {
        return r.violations.stream().map(v -> v.kind + " " + v.message).collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));
    }

    /**
     * juc.PhaserArriveNoWait: a Phaser party that arrives without waiting lets the other read a
     * result not yet written; with the JDK's own blocking and spinning (guardedJdk off: Phaser spins
     * 256 times before it parks) depth-first DPOR first reverses the races of the pool's and the
     * phaser's last steps (516 executions), the default's probes find it within 60. (With the
     * reduced synchronizers, the default, plain DPOR finds it in 5.)
     */
    @Test
    void probesFindADeepBugEarlyAndItsTraceReplays() {
        SearchConfig plainConfig = spinning("juc.PhaserArriveNoWait", 1);
        plainConfig.maxExecutions = 200;
        assertFalse(new DporSearch(true, 0).run(plainConfig).violated(), "plain DPOR finds it within 200 executions: the test needs a deeper bug");
        for (long seed = 1; seed <= 3; seed++) {
            SearchConfig c = spinning("juc.PhaserArriveNoWait", seed);
            c.maxExecutions = 60;
            SearchResult r = Strategies.configure("dpor", Map.of()).create().run(c);
            assertTrue(r.violated(), "seed " + seed + ": " + r.executions + " executions");
            assertTrue(r.probes > 0);
            Violation v = r.violations.get(0);
            SearchConfig rc = spinning("juc.PhaserArriveNoWait", seed);
            rc.schedule = v.schedule();
            SearchResult replayed = new ReplaySearch().run(rc);
            assertEquals(v.kind + " " + v.message, replayed.violations.get(0).kind + " " + replayed.violations.get(0).message);
            SearchConfig again = spinning("juc.PhaserArriveNoWait", seed);
            again.maxExecutions = 60;
            SearchResult same = Strategies.configure("dpor", Map.of()).create().run(again);
            assertEquals(r.executions, same.executions, "a seed gives the same search");
            assertEquals(v.trace.toString(), same.violations.get(0).trace.toString());
        }
    }
}
