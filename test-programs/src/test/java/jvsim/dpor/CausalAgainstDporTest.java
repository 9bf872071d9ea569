package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.causal.CausalSearch;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Causal search (--search=causal) against optimal DPOR. Soundness: on random programs (those of
 * {@link DporAgainstExhaustiveTest}, whose violations name every reachable final state) and on the
 * DPOR programs with known verdicts, both report the same set of violations. Reduction: where
 * interleavings differ but the values read do not (causal.SameValues, dpor.Inc: a prefix a trace
 * already run embeds is not run) or where no thread uses what a read saw (causal.UnusedReads,
 * dpor.Readers), causal search runs fewer executions than DPOR. Larger cases run in the
 * exhaustive profile. Deadlocks:
 * dpor.Philosophers and subjects.DiningPhilosophers (monitor cycles, found by the lock-cycle
 * questions), juc.LockOrderDeadlock (ReentrantLocks: their state is data), dpor.LostNotify and
 * causal.LostWakeUp (lost wake-ups). Joins: causal.JoinBeforeStart (a join of a thread not
 * started yet returns at once; the recorded join waited for the thread's end).
 */
class CausalAgainstDporTest {
    private static final Path CLASSES = Path.of("target", "classes");
    /** Random programs generated (C0 …): 30, or -Djvsim.causalProgramCount=n for a longer sweep (with -Djvsim.causalPrograms naming those to run). */
    private static final int PROGRAMS = Integer.getInteger("jvsim.causalProgramCount", 30);
    /**
     * The random programs of the normal build (each search of the others takes up to a minute
     * or two). C19 (a read of x and a write of x in one thread around another thread's writes,
     * final state x=1 y=4) needs the question's prefix to keep the trace's earlier reads and the
     * deduplication to tell apart prefixes that leave an unread write in different places.
     */
    private static final int[] QUICK = {2, 5, 19};

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) {
            String name = "C" + i;
            sources.put(name, RandomPrograms.program(name, "", "  static int x, y;\n  static final Object L = new Object();\n", new Random(3000 + i),
                    2 + new Random(i).nextInt(2), 3, CausalAgainstDporTest::statement, "\"x=\" + x + \" y=\" + y"));
        }
        for (int i = 0; i < SECTION_PROGRAMS; i++) {
            String name = "S" + i;
            sources.put(name, RandomPrograms.program(name, "", "  static int x, y;\n  static final Object L = new Object(), M = new Object();\n",
                    new Random(5000 + i), new Random(100 + i).nextInt(3) == 0 ? 3 : 2, 3, CausalAgainstDporTest::sectionStatement, "\"x=\" + x + \" y=\" + y"));
        }
        RandomPrograms.compile(dir, sources);
    }

    /**
     * Random programs whose critical sections write a location twice and read it after their own
     * write (see {@link #sectionStatement}): two threads (three in a third of them) of one to
     * three statements (20 of them, or -Djvsim.sectionProgramCount=n). S14 is in the normal build:
     * with the prefixes that led to a state queued before dropped (CausalSearch#queue), causal
     * search missed its final state x=2 y=10.
     */
    private static final int SECTION_PROGRAMS = Integer.getInteger("jvsim.sectionProgramCount", 20);
    private static final int[] QUICK_SECTIONS = {0, 1, 14};

    /**
     * A statement of the section programs: critical sections of L and M (nested too) that write a
     * variable, read it back and write it again, beside unsynchronized writes that may come
     * between. Causal search leaves out the questions and the read-write cases that mutual
     * exclusion rules out (LockSections#excluded: another thread's write cannot come between a
     * read and its own thread's write before it in one section, nor can a read in a section see a
     * write that its thread overwrites later in its own section of the same monitor).
     */
    private static String sectionStatement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        return switch (r.nextInt(5)) {
            case 0 -> "synchronized (L) { x = x + " + k + "; x = x + " + t + "; }";
            case 1 -> "synchronized (L) { y = " + k + "; x = y + x; }";
            case 2 -> "x = " + k + ";";
            case 3 -> "y = x + " + k + ";";
            default -> "synchronized (L) { synchronized (M) { y = " + (k + t) + "; } x = y; }";
        };
    }

    @TestFactory
    Stream<DynamicTest> sectionProgramsReachTheSameFinalStates() { return randomPrograms("S", IntStream.of(QUICK_SECTIONS)); }

    /** The exhaustive profile's other section programs, or (-Djvsim.sectionPrograms=3,7) the numbered ones. */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> moreSectionProgramsReachTheSameFinalStates() { return randomPrograms("S", chosen("jvsim.sectionPrograms", SECTION_PROGRAMS, QUICK_SECTIONS)); }

    /** The numbers the system property names (comma-separated), or else those below count not in quick. */
    private static IntStream chosen(String property, int count, int[] quick) {
        String only = System.getProperty(property);
        return only != null ? Stream.of(only.split(",")).mapToInt(Integer::parseInt)
                : IntStream.range(0, count).filter(i -> IntStream.of(quick).noneMatch(q -> q == i));
    }

    /**
     * A statement of {@link DporAgainstExhaustiveTest}'s programs other than a thread's own
     * assertion: a failing thread prints its stack trace, long traces of JDK steps that make every
     * solver question large (the final states still name every outcome).
     */
    private static String statement(Random r, int t) {
        String s;
        do s = DporAgainstExhaustiveTest.statement(r, t); while (s.startsWith("assert"));
        return s;
    }

    /** The programs prefix + i (C: the random programs, S: the section programs) for i in which, each a test. */
    private static Stream<DynamicTest> randomPrograms(String prefix, IntStream which) {
        return which.mapToObj(i -> DynamicTest.dynamicTest(prefix + i, () -> {
            String p = prefix + i;
            Set<String> dpor = RandomPrograms.outcomes(new DporSearch(true), dir, p);
            assertTrue(!dpor.isEmpty(), p + ": no final state found");
            assertEquals(dpor, RandomPrograms.outcomes(causal(), dir, p), p + ": causal search differs from optimal DPOR\n" + Files.readString(dir.resolve(p + ".java")));
        }));
    }

    @TestFactory
    Stream<DynamicTest> randomProgramsReachTheSameFinalStates() { return randomPrograms("C", IntStream.of(QUICK)); }

    /** The exhaustive profile's random programs, or (-Djvsim.causalPrograms=19,23) the numbered ones. */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> moreRandomProgramsReachTheSameFinalStates() { return randomPrograms("C", chosen("jvsim.causalPrograms", PROGRAMS, QUICK)); }

    private static CausalSearch causal() { return new CausalSearch(0, 10_000); }

    static SearchResult search(Search s, String program, String arg) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        if (!arg.isEmpty()) c.args = List.of(arg);
        c.findAll = true;
        c.maxTimeMs = 600_000;
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, program + " " + s.getClass().getSimpleName() + " hit a limit");
        return r;
    }

    private static Set<String> violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({
        "dpor.Inc, 2", "dpor.Readers, 2", "dpor.LastZero, 2", "dpor.CasRot, 2", "dpor.StateRace, ''", "dpor.ExitRace, ''",
        "dpor.LostNotify, ''", "causal.LostWakeUp, ''", "causal.SameValues, 1", "dpor.Philosophers, 3", "subjects.DiningPhilosophers, ''",
        "juc.LockOrderDeadlock, ''", "causal.UnusedReads, report", "verify.Choices, ''", "verify.ChoiceRace, ''", "causal.JoinBeforeStart, ''",
    })
    void knownVerdictsAsDpor(String program, String arg) {
        assertEquals(violations(search(new DporSearch(true), program, arg)), violations(search(causal(), program, arg)), program);
    }

    @Tag("exhaustive")
    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({
        "dpor.Inc, 3", "dpor.Readers, 4", "dpor.LastZero, 4", "dpor.CasRot, 3", "dpor.Indexer, 12",
        "dpor.InterruptRace, ''", "dpor.SpuriousWakeup, ''", "dpor.SleepingInitial, ''", "dpor.DaemonOutlived, ''",
        "dpor.ClassInitFailureRace, ''", "dpor.FileSystem, 14", "dpor.TwoPrinters, ''",
        "dpor.IdentityHashes, ''", "dpor.InternedStrings, ''",
    })
    void moreKnownVerdictsAsDpor(String program, String arg) { knownVerdictsAsDpor(program, arg); }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"causal.SameValues, 1", "causal.UnusedReads, report", "dpor.Readers, 3", "dpor.Inc, 3"})
    void fewerExecutionsWhereValuesRepeat(String program, String arg) {
        SearchResult dpor = search(new DporSearch(true), program, arg), causal = search(causal(), program, arg);
        assertEquals(violations(dpor), violations(causal), program);
        assertTrue(causal.executions < dpor.executions, program + ": causal " + causal.executions + " vs DPOR " + dpor.executions);
        // every execution after the first came from a solver's answer (Readers' one trace asks
        // nothing the must-happen-before order does not rule out: its readers never use what they read)
        if (causal.executions > 1) assertTrue(causal.strategyStats.get("solverCalls") > 0, "the solver was asked");
    }

    /**
     * Causal search's executions end with the outputs optimal DPOR's end with where only the order
     * of prints tells executions apart (causal.InterleavedPrints: six outputs, every read of the
     * stream's buffers alike in all: the order of the prints is part of the causal model), and
     * where two threads' failure reports, hundreds of steps each, interleave
     * (causal.InterleavedFailures: six; the prints to reorder are further apart than half a window,
     * and asked about in windows of their own, FarOrders; 8 executions, 25 s: in the exhaustive
     * profile). Before, causal search ended with four and two of them. No execution repeats a
     * model: each prefix's execution reads what the model said it would (the lazy write of
     * Class.name by Class.getName, a native's, was no step, and in other schedules fell into
     * another step than the trace's: InterleavedFailures took 95 executions, 75 of them repeats).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"causal.InterleavedPrints"})
    void endsWithTheOutputsDporEndsWith(String program) {
        Set<String> dpor = new TreeSet<>(), causal = new TreeSet<>();
        search(new DporSearch(true), program, dpor);
        assertEquals(6, dpor.size(), program + ": DPOR's outputs " + dpor);
        SearchResult r = search(causal(), program, causal);
        assertEquals(dpor, causal, program + ": causal search's outputs");
        assertEquals(0L, r.strategyStats.get("sameModelExecutions"), program + ": " + r.strategyStats);
    }

    @Tag("exhaustive")
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"causal.InterleavedFailures"})
    void endsWithMoreOfTheOutputsDporEndsWith(String program) { endsWithTheOutputsDporEndsWith(program); }

    /** A search of program (all executions), adding to outputs the distinct outputs (stdout, then stderr) those run to their end end with. */
    private static SearchResult search(Search s, String program, Set<String> outputs) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.findAll = true;
        c.progress = (soFar, e) -> {
            if (!e.outcome.pruned) outputs.add(e.stdout + "\n-- stderr --\n" + e.stderr); // a blocked execution did not end
        };
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, program + " " + s.getClass().getSimpleName() + " hit a limit");
        return r;
    }

    /**
     * Causal search runs one execution per causal model: as many as the distinct combinations of
     * values the reads of optimal DPOR's executions saw (a read identified by its thread, the
     * thread's step number and the location; reads whose value the thread never uses left out, as
     * causal search leaves them out). On LastZero and Indexer every Mazurkiewicz trace has a causal
     * model of its own, so this is also DPOR's count, the fewest a search by values can run there;
     * on Inc the writes of equal values make it fewer.
     */
    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"dpor.LastZero, 4", "dpor.Indexer, 12", "dpor.Inc, 3"})
    void oneExecutionPerCausalModel(String program, String arg) {
        Set<Map<String, Long>> models = new java.util.HashSet<>();
        jvsim.vm.ExecutionListener reads = new jvsim.vm.ExecutionListener() {
            final Map<String, Integer> steps = new HashMap<>();
            final Map<String, Long> model = new java.util.TreeMap<>(), step = new HashMap<>();
            @Override public int events() { return VALUES; }
            @Override public void executionStarted(jvsim.vm.Vm vm) {
                steps.clear();
                model.clear();
            }
            @Override public void accessed(jvsim.vm.VmThread t, jvsim.vm.Op part, int i, long before, long after) {
                String at = part.holderId() + ":" + (part.key + i);
                if (!step.containsKey(at)) step.put(at, part.kind != jvsim.vm.Op.WRITE && !part.valueUnused() ? before : null);
            }
            @Override public void stepped(jvsim.vm.VmThread t, jvsim.vm.Op op, jvsim.vm.Outcome outcome) {
                int seq = steps.merge(t.path, 1, Integer::sum) - 1;
                for (var a : step.entrySet()) if (a.getValue() != null) model.put(t.path + "#" + seq + "@" + a.getKey(), a.getValue());
                step.clear();
            }
            @Override public void executionEnded(jvsim.vm.Vm vm, jvsim.vm.Outcome outcome) { models.add(new java.util.TreeMap<>(model)); }
        };
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.args = List.of(arg);
        c.findAll = true;
        c.listeners.add(reads);
        SearchResult dpor = new DporSearch(true).run(c), causal = search(causal(), program, arg);
        assertNull(dpor.stoppedBy);
        assertEquals(models.size(), causal.executions, program + ": causal models among DPOR's " + dpor.executions + " executions " + causal.strategyStats);
        assertEquals(0L, causal.strategyStats.get("sameModelExecutions"), "no execution of causal search repeats a model");
    }

    /**
     * A trace of over 100,000 events (causal.LongTrace: a loop of 50,000 increments of a shared
     * counter, then a lost update) is solved in windows of 1,000 events, and the lost update is found.
     */
    @Test
    void longTraceIsSolvedInWindows() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "causal.LongTrace";
        c.args = List.of("50000");
        c.findAll = true;
        c.maxSteps = 1_000_000;
        long t0 = System.nanoTime();
        SearchResult r = causal().run(c);
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertNull(r.stoppedBy, "hit a limit");
        assertEquals(Set.of("uncaught-exception in \"main\": java.lang.IllegalStateException: lost update: x = 1"),
                r.violations.stream().map(v -> v.toString().lines().findFirst().orElseThrow()).collect(Collectors.toSet()));
        assertTrue(r.states >= 100_000 * r.executions, "events " + r.states + " in " + r.executions + " executions");
        assertTrue(r.strategyStats.get("solverWindows") >= 199, "windows " + r.strategyStats);
        System.out.printf("causal.LongTrace(50000): %d executions, %d events, %s, %.1f s%n", r.executions, r.states, r.strategyStats, seconds);
    }

    /**
     * A race whose write and read are further apart than a window (causal.FarRace: about 4n
     * events apart in the recorded trace, windows of 200 events): with n = 100 no window of the
     * trace holds both, the pair is asked about in a window spanning it, and the failure DPOR
     * finds is found; with n = 1,000 the pair is further apart than CausalSearch.FAR_WINDOWS
     * windows, so it is not asked but counted (farUnasked), and the failure is missed.
     */
    @Test
    void farRaceIsAskedInAWindowOfItsOwn() {
        SearchResult near = search(new CausalSearch(0, 10_000, 200), "causal.FarRace", "100");
        assertEquals(violations(search(new DporSearch(true), "causal.FarRace", "100")), violations(near));
        assertEquals(1, near.violations.size(), "the far race's failure");
        assertTrue(near.strategyStats.get("farQuestions") >= 1, "far questions " + near.strategyStats);
        SearchResult far = search(new CausalSearch(0, 10_000, 200), "causal.FarRace", "1000");
        assertTrue(far.violations.isEmpty(), "a pair further apart than " + CausalSearch.FAR_WINDOWS + " windows is not asked");
        assertTrue(far.strategyStats.get("farUnasked") >= 1, "the unasked pair is counted " + far.strategyStats);
        assertTrue(far.unexplored != null && far.unexplored.contains("windows apart"), "the search says it is not exhaustive: " + far.unexplored);
    }

    /**
     * After its schedule prefix an execution of causal search goes on without preemption, but not
     * past a Thread.yield (ScheduleFollower): causal.SpinWait's main spins until a worker has run,
     * and its first execution ends instead of spinning to the step limit (as it did, and as
     * conformance.ConcReadWriteStamped's first execution did).
     */
    @Test
    void aSpinningThreadLetsTheOthersRun() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "causal.SpinWait";
        c.maxExecutions = 1;
        SearchResult r = causal().run(c);
        assertEquals(1, r.executions);
        assertEquals(0, r.stepLimited, "the first execution spun to the step limit");
        assertEquals("worker done, data 42\n", r.firstStdout);
    }

    @Tag("exhaustive")
    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"causal.SameValues, 2"})
    void fewerExecutionsOnLargerInstances(String program, String arg) { fewerExecutionsWhereValuesRepeat(program, arg); }
}
