package jvsim.deadlocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jvsim.listeners.DeadlockDetector;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Deadlock programs with known verdicts (deadlocks.txt): the deadlock listener must report the
 * cycle of a real deadlock under the default DPOR search, warn of a lock-order inversion that no
 * schedule turns into a deadlock without calling it a violation, and report nothing otherwise.
 */
class DeadlockDetectorTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(Search s, String program, boolean listener) { return search(s, program, listener, 2000); }

    static SearchResult search(Search s, String program, boolean listener, long maxExecutions) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.maxExecutions = maxExecutions;
        c.seed = 1;
        if (listener) c.listeners.add(new DeadlockDetector());
        return s.run(c);
    }

    @TestFactory
    Stream<DynamicTest> verdicts() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : lines()) {
            String[] f = line.split("\\s+", 3);
            String program = f[0], kind = f[1];
            List<String> fragments = f.length > 2 ? List.of(f[2].split(" \\| ")) : List.of();
            tests.add(DynamicTest.dynamicTest(program, () -> {
                SearchResult r = search(new DporSearch(), program, true);
                List<String> found = r.violations.stream().map(Violation::toString).toList();
                switch (kind) {
                    case "none" -> {
                        assertEquals(List.of(), found, program + " under dpor");
                        assertEquals(List.of(), search(new RandomSearch(), program, true, 100).violations.stream().map(Violation::toString).toList(), program + " under random");
                    }
                    case "deadlock" -> {
                        assertTrue(r.violated(), program + ": no deadlock in " + r.executions + " executions: " + found);
                        Violation v = r.violations.get(0);
                        assertEquals("deadlock", v.kind, v.toString());
                        assertFalse(v.warning, v.toString());
                        assertTrue(v.message.startsWith("deadlock: cycle of "), "the listener's cycle, not the VM's report: " + v);
                        for (String s : fragments) assertTrue(v.message.contains(s), "missing '" + s + "' in " + v.message);
                    }
                    default -> {
                        assertFalse(r.violated(), program + " cannot deadlock: " + found);
                        assertEquals(null, r.stoppedBy, program + ": the search must finish");
                        List<Violation> ws = r.violations.stream().filter(v -> v.warning).toList();
                        assertEquals(1, ws.size(), program + ": one inversion, warned of once: " + found);
                        Violation v = ws.get(0);
                        assertEquals(kind, v.kind, v.toString());
                        assertEquals("Thread-0", v.thread, v.toString());
                        for (String s : fragments) assertTrue(v.message.contains(s), "missing '" + s + "' in " + v.message);
                        // a single random execution already predicts it
                        SearchResult once = search(new RandomSearch(), program, true, 1);
                        assertFalse(once.violated(), once.violations.toString());
                        assertEquals(List.of(kind), once.violations.stream().map(w -> w.kind).toList());
                    }
                }
            }));
        }
        return tests.stream();
    }

    /** The detector sees the cycle form while main can still run; the VM alone sees nothing, since main ends the run. */
    @Test
    void cycleOfDaemonsIsOnlyFoundByTheListener() {
        SearchResult without = search(new DporSearch(), "deadlocks.DaemonDeadlock", false, 30);
        assertEquals(List.of(), without.violations.stream().map(Violation::toString).toList());
        SearchResult with = search(new DporSearch(), "deadlocks.DaemonDeadlock", true);
        assertTrue(with.violated());
        assertEquals(1, with.executions, "found in the first execution, where main ends after both daemons blocked");
    }

    /**
     * A program that finds its daemons' deadlock through ThreadMXBean.findDeadlockedThreads: its
     * assertions on the cycle hold in every execution, and the detector reports the cycle as it does
     * for DaemonDeadlock (the query reads the VM; it neither blocks nor locks).
     */
    @Test
    void programFindingItsOwnDeadlockDoesNotConfuseTheDetector() {
        SearchResult without = search(new DporSearch(), "deadlocks.SelfDiagnosedDeadlock", false, 4);
        assertEquals(List.of(), without.violations.stream().map(Violation::toString).toList());
        assertTrue(without.executions > 1, "executions: " + without.executions);
        SearchResult with = search(new DporSearch(), "deadlocks.SelfDiagnosedDeadlock", true);
        assertTrue(with.violated());
        assertEquals("deadlock", with.violations.get(0).kind, with.violations.get(0).toString());
        assertEquals(1, with.executions, "found in the first execution, where the cycle forms");
    }

    /** Without the listener, the VM's own report names the owner of the java.util.concurrent lock a thread is parked on. */
    @Test
    void globalDeadlockNamesTheOwnerOfAReentrantLock() {
        SearchResult r = search(new DporSearch(), "deadlocks.ReentrantLockDeadlock", false);
        assertTrue(r.violated(), "no deadlock in " + r.executions + " executions");
        Violation v = r.violations.get(0);
        assertEquals("deadlock", v.kind, v.toString());
        assertTrue(v.message.startsWith("deadlock: \"main\" BLOCKED joining"), "the VM's report: " + v.message);
        assertTrue(v.message.matches(".*\"Thread-0\" WAITING parked on java\\.util\\.concurrent\\.locks\\.ReentrantLock\\$NonfairSync owned by \"Thread-1\".*"), v.message);
        assertTrue(v.message.matches(".*\"Thread-1\" WAITING parked on java\\.util\\.concurrent\\.locks\\.ReentrantLock\\$NonfairSync owned by \"Thread-0\".*"), v.message);
    }

    private static List<String> lines() throws IOException {
        try (InputStream in = DeadlockDetectorTest.class.getResourceAsStream("/deadlocks.txt")) {
            List<String> out = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                l = l.strip();
                if (!l.isEmpty() && !l.startsWith("#")) out.add(l);
            }
            return out;
        }
    }
}
