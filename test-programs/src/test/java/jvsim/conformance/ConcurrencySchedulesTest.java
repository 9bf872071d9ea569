package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jvsim.search.Execution;
import jvsim.search.RandomSearch;
import jvsim.search.SearchConfig;
import jvsim.testing.Tier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Concurrency conformance programs (concurrency.txt) have schedule-independent output: under
 * 20 seeded random schedules each (without spurious wake-ups, which the host never shows and some
 * of them count on), jvsim must print what the host JVM prints and exit the same way. The fast tier
 * ({@link Tier}) runs seeds 1 to 4 of each program but {@link #SLOW}'s, and seed 1 of those; the full
 * tier 1 to 20 of each.
 */
class ConcurrencySchedulesTest {
    private static final Path CLASSES = Path.of("target", "classes");
    private static final int SEEDS = 20;
    /**
     * Programs whose random schedules are long (ConcDaemonExit: a daemon thread spins until main's
     * end lets the VM exit, a random schedule gives it many steps; about half the fast tier's time
     * with 4 seeds).
     */
    private static final java.util.Set<String> SLOW = java.util.Set.of("conformance.ConcDaemonExit");

    @TestFactory
    Stream<DynamicTest> sameOutputUnderRandomSchedules() throws IOException {
        Map<String, String> gaps = ConformanceTest.knownGaps();
        List<DynamicTest> tests = new ArrayList<>();
        int usual = Tier.count("random schedules (seeds from 1) of each concurrency program but " + SLOW, SEEDS, 4);
        int few = Tier.count("random schedules (seeds from 1) of " + SLOW, SEEDS, 1);
        for (String name : ConformanceTest.lines("/concurrency.txt")) {
            int seeds = SLOW.contains(name) ? few : usual;
            tests.add(DynamicTest.dynamicTest(seeds < SEEDS ? name + " [fast tier: seed" + (seeds == 1 ? " 1" : "s 1-" + seeds) + "]" : name, () -> {
                assumeFalse(gaps.containsKey(name), () -> "known gap: " + gaps.get(name));
                ConformanceTest.Result host = ConformanceTest.startOnHost(name).finish();
                for (int seed = 1; seed <= seeds; seed++) {
                    SearchConfig c = new SearchConfig();
                    c.vm.classpath.add(CLASSES);
                    c.className = name;
                    c.seed = seed;
                    c.maxExecutions = 1;
                    c.maxSteps = 10_000_000;
                    // the host never wakes a waiter spuriously, and these programs count on it (ConcWaitNotify waits for
                    // its waiters to be WAITING again): their output is the same under every schedule without spurious wake-ups
                    c.vm.spuriousWakeups("none");
                    // nor ends a timed wait early on an idle machine, and their timeouts (a get of a second
                    // beside a fast task, invokeAll with a timeout) count on that too
                    c.vm.earlyTimeouts = 0;
                    c.findAll = true;
                    RandomSearch s = new RandomSearch();
                    jvsim.search.SearchResult r = s.run(c);
                    Execution e = s.lastExecution;
                    assertEquals(host.stdout, e.stdout, name + " seed " + seed + ": stdout differs (" + e.steps.size() + " steps, exit "
                            + e.outcome.exitStatus + (e.outcome.stepLimit ? ", step limit" : "") + (e.outcome.pruned ? ", pruned" : "")
                            + ", uncaught " + e.outcome.uncaught + ", stopped by " + r.stoppedBy + "; stderr:\n" + e.stderr + ")");
                    assertEquals(host.status, e.outcome.exitStatus, name + " seed " + seed + ": exit status differs (stderr:\n" + e.stderr + ")");
                }
            }));
        }
        return tests.stream();
    }
}
