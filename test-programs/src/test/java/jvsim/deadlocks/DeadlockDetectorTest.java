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
import jvsim.vm.Deadlock;
import jvsim.vm.ThreadReport;
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
                        assertEquals(jvsim.vm.ViolationKind.DEADLOCK, v.kind, v.toString());
                        assertFalse(v.warning, v.toString());
                        assertTrue(v.message.startsWith("cycle of ") && v.message.contains("\" waits for ") | v.message.contains("\" joins "),
                                "the listener's cycle, not the VM's report: " + v);
                        assertTrue(v.deadlock != null && !v.deadlock.cycle().isEmpty(), "the cycle, typed: " + v);
                        for (String s : fragments) assertTrue(v.message.contains(s), "missing '" + s + "' in " + v.message);
                    }
                    default -> {
                        assertFalse(r.violated(), program + " cannot deadlock: " + found);
                        assertEquals(null, r.stoppedBy, program + ": the search must finish");
                        List<Violation> ws = r.violations.stream().filter(v -> v.warning).toList();
                        assertEquals(1, ws.size(), program + ": one inversion, warned of once: " + found);
                        Violation v = ws.get(0);
                        assertEquals(kind, v.kind.id, v.toString());
                        assertEquals("Thread-0", v.thread, v.toString());
                        for (String s : fragments) assertTrue(v.message.contains(s), "missing '" + s + "' in " + v.message);
                        // the inversion typed: each thread's two acquisitions, the reported thread's first, as the message names them
                        List<jvsim.vm.LockOrder.Acquisitions> as = v.lockOrder.acquisitions();
                        assertTrue(as.size() >= 2, v.lockOrder.toString());
                        assertEquals(v.thread, as.get(0).thread(), v.lockOrder.toString());
                        for (jvsim.vm.LockOrder.Acquisitions a : as)
                            assertTrue(v.message.contains(a.first() + " at " + a.firstSite()) && v.message.contains(a.then() + " at " + a.thenSite()), a + " in " + v.message);
                        // a single random execution already predicts it
                        SearchResult once = search(new RandomSearch(), program, true, 1);
                        assertFalse(once.violated(), once.violations.toString());
                        assertEquals(List.of(kind), once.violations.stream().map(w -> w.kind.id).toList());
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
        assertEquals(jvsim.vm.ViolationKind.DEADLOCK, with.violations.get(0).kind, with.violations.get(0).toString());
        assertEquals(1, with.executions, "found in the first execution, where the cycle forms");
    }

    /**
     * Without the listener, the VM's own report names the cycle: each thread, the lock it is parked
     * on (its class and number, where it was allocated) and the owner; main, joining one of them,
     * is blocked behind it. The deadlock is typed: the same facts as records.
     */
    @Test
    void globalDeadlockNamesTheCycleAndTheOwnersOfTheReentrantLocks() {
        SearchResult r = search(new DporSearch(), "deadlocks.ReentrantLockDeadlock", false);
        assertTrue(r.violated(), "no deadlock in " + r.executions + " executions");
        Violation v = r.violations.get(0);
        assertEquals(jvsim.vm.ViolationKind.DEADLOCK, v.kind, v.toString());
        String sync = "java.util.concurrent.locks.ReentrantLock$NonfairSync";
        assertEquals("cycle of 2 threads: \"Thread-0\" waits for lock " + sync + "@2, held by \"Thread-1\"; \"Thread-1\" waits for lock " + sync + "@1, held by \"Thread-0\";"
                + " both allocated at deadlocks.ReentrantLockDeadlock.<clinit>(ReentrantLockDeadlock.java:11); blocked behind it: \"main\" (joins \"Thread-0\")", v.message);
        assertEquals("Thread-0", v.thread);
        Deadlock d = v.deadlock;
        assertEquals(List.of("Thread-0", "Thread-1"), d.cycle().stream().map(ThreadReport::thread).toList());
        ThreadReport t0 = d.cycle().get(0);
        assertEquals(ThreadReport.Kind.LOCK, t0.waitsFor().kind());
        assertEquals(sync + "@2", t0.waitsFor().name());
        assertEquals(sync, t0.waitsFor().className());
        assertEquals("Thread-1", t0.heldBy());
        assertEquals(List.of(sync + "@1"), t0.holds().stream().map(ThreadReport.Resource::name).toList());
        assertEquals("deadlocks.ReentrantLockDeadlock.both(ReentrantLockDeadlock.java:19)", t0.at());
        assertEquals(List.of("main"), d.blocked().stream().map(ThreadReport::thread).toList());
        assertTrue(d.behindCycle(d.blocked().get(0)));
        assertEquals(ThreadReport.Kind.JOIN, d.blocked().get(0).waitsFor().kind());
    }

    /**
     * A lock-order inversion that becomes a deadlock in another execution than the one that
     * predicted it is reported once, as the deadlock: no warning for the same two locks.
     */
    @Test
    void aPredictedCycleThatHappensIsReportedOnlyAsTheDeadlock() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "deadlocks.MonitorDeadlock";
        c.findAll = true;
        c.maxExecutions = 2000;
        c.listeners.add(new DeadlockDetector());
        SearchResult r = new DporSearch().run(c);
        assertTrue(r.violated(), r.violations.toString());
        assertEquals(List.of(jvsim.vm.ViolationKind.DEADLOCK), r.violations.stream().map(v -> v.kind).distinct().toList(), r.violations.toString());
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
