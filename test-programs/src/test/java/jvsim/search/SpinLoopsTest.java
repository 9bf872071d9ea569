package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jvsim.vm.NonTermination;
import jvsim.vm.ViolationKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spin loops are waits (issue 32, jvsim.vm.SpinLoops): the programs of test-programs/src/main/java/spin,
 * each with its exact verdict under the default search (optimal DPOR with its probes), in under
 * 5 s: a spin a thread releases is verified in a few executions (a plain spin, onSpinWait, yield
 * on an AtomicBoolean, a timed sleep, an array element through a VarHandle, a VarHandle
 * compare-and-set loop), a spin no thread can release is a non-termination naming the loop and
 * what it waits for, a loop that reads the clock is no spin, and a bug behind a spin is found.
 * With the shortcut off (VmConfig.spinWaits) the same released spins run to the search's limit.
 */
class SpinLoopsTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** Correct programs and the executions the default search takes to verify each (exact). */
    static final Map<String, Long> VERIFIED = new TreeMap<>(Map.of(
            "FlagReleased", 5L, "YieldHandOff", 7L, "ArrayCasSpin", 5L, "ArrayVolatileSpin", 7L, "SleepPoll", 5L, "ClockDeadline", 1L,
            "HeapCounter", 1L, "LockPoll", 5L));

    static Stream<String> verified() { return VERIFIED.keySet().stream(); }

    private static SearchConfig config(String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "spin." + program;
        c.maxTimeMs = 60_000;
        return c;
    }

    private static SearchResult search(SearchConfig c) {
        long t0 = System.nanoTime();
        SearchResult r = new DporSearch(true, 4).run(c);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.printf("spin %-20s %6d executions %6d ms %s%n", c.className, r.executions, ms, r.violations.isEmpty() ? "" : r.violations.get(0));
        assertTrue(ms < 5_000, c.className + " took " + ms + " ms");
        return r;
    }

    /** Boots the VM's class library once (shared by the tests), so that each program's time is its search's. */
    @BeforeAll
    static void boot() {
        SearchConfig c = config("FlagReleased");
        c.maxExecutions = 1;
        new DporSearch(true).run(c);
    }

    private static String violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.joining("; "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("verified")
    void aSpinAnotherThreadReleasesIsVerified(String program) {
        SearchResult r = search(config(program));
        assertTrue(r.violations.isEmpty(), program + ": " + violations(r));
        assertNull(r.stoppedBy, program + ": not finished after " + r.executions + " executions");
        assertEquals(0, r.stepLimited, program + ": an execution ran past the step bound");
        assertEquals(VERIFIED.get(program), r.executions, program + ": executions");
    }

    /** A spin on a flag nothing sets while main joins the spinner: the loop, what it waits for, who else cannot run. */
    @Test
    void aSpinNoThreadCanReleaseIsANonTermination() {
        SearchResult r = search(config("FlagNeverReleased"));
        assertEquals(1, r.violations.size(), violations(r));
        Violation v = r.violations.get(0);
        assertEquals(ViolationKind.NON_TERMINATION, v.kind);
        assertEquals("spinner", v.thread);
        NonTermination n = v.nonTermination;
        assertNotNull(n);
        assertEquals("spin.FlagNeverReleased.lambda$main$0(FlagNeverReleased.java:13)", n.at());
        assertEquals(List.of("spin.FlagNeverReleased.stop"), n.waitsFor());
        assertEquals(List.of("main"), n.others().stream().map(t -> t.thread()).toList());
        assertEquals("spins forever at spin.FlagNeverReleased.lambda$main$0(FlagNeverReleased.java:13), waiting for a write to spin.FlagNeverReleased.stop"
                + " that no thread can make: each round of its loop reads it and changes nothing", v.message);
        // the trace ends with the spinner's rounds: its last steps read the flag and yield
        Step last = v.trace.get(v.trace.size() - 1);
        assertEquals("spinner", last.threadName);
    }

    /** One thread in `while (true) { }`: a non-termination at once, its loop reading nothing. */
    @Test
    void aLoopThatReadsNothingIsANonTerminationAtOnce() {
        SearchResult r = search(config("LoopForever"));
        assertEquals(1, r.violations.size(), violations(r));
        Violation v = r.violations.get(0);
        assertEquals(ViolationKind.NON_TERMINATION, v.kind);
        assertEquals("spin.LoopForever.main(LoopForever.java:6)", v.nonTermination.at());
        assertEquals(List.of(), v.nonTermination.waitsFor());
        assertEquals(1, r.executions);
    }

    /** The flag raised before the data: the spinner reads the data unset in some schedule. */
    @Test
    void aBugBehindASpinIsFound() {
        SearchResult r = search(config("PublishTooEarly"));
        assertEquals(1, r.violations.size(), violations(r));
        assertTrue(r.violations.get(0).toString().contains("AssertionError: data 0"), violations(r));
    }

    /** Without the shortcut a released spin is no wait: each round is a new race, the search does not end by itself. */
    @Test
    void withoutTheShortcutAReleasedSpinRunsToTheLimit() {
        SearchConfig c = config("FlagReleased");
        c.vm.spinWaits = false;
        c.maxExecutions = 30;
        c.maxSteps = 300;
        SearchResult r = new DporSearch(true).run(c);
        assertTrue(r.violations.isEmpty(), violations(r));
        assertEquals("max-executions", r.stoppedBy, "finished after " + r.executions + " executions");
        assertTrue(r.stepLimited > 0, "no execution ran past the step bound");
    }
}
