package jvsim.juc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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
 * The juc corpus (test-programs/src/main/java/juc: clients of java.util.concurrent, each with 2 or 3
 * threads or tasks) under the default search, optimal DPOR with the JDK's linearizable operations as
 * single steps (VmConfig.atomicJdk): every correct program is verified exhaustively within the time
 * limit, every bug is found with its message, and stateful DFS finds every bug too. The search
 * times are printed ("juc Program dpor N executions M ms"); test-programs/bench-juc.sh compares
 * them with --jdk-internals=full through the CLI (docs/juc.md).
 */
class JucProgramsTest {
    private static final Path CLASSES = Path.of("target", "classes");
    /** Per search; a correct program verifies in a few seconds, a bug is found in under one (PhaserArriveNoWait: 4). */
    private static final long LIMIT_MS = 60_000;

    /** Correct programs: no interleaving fails. */
    static final Set<String> CORRECT = new TreeSet<>(Set.of(
            "PoolAddAndGet", "SupplyAsyncCombine", "QueueHandOff", "MapComputeMerge", "LockCounter",
            "FairLockCounter", "TryLockTimeoutFallback", "RwDowngrade", "StampedOptimisticRead", "BarrierExchange",
            "ExchangerSwap", "ConditionHandOff", "ParkUntilFlag", "CachedPoolFutures", "SingleThreadOrder",
            "ForkJoinSum", "InvokeAllSum", "FutureGraph", "ArrayQueueBounded", "PriorityTakeBoth",
            "SynchronousHandOff", "DelayQueueTake", "MapPutIfAbsent", "MapIterateWhileAdding", "CowAddIfAbsent",
            "SkipListOrder", "CasLoopStack", "LongAdderSum", "VectorCopyConsistent", "RwReadersWriters", "BarrierRounds"));

    /**
     * Correct programs whose exhaustive search takes minutes with the tests' barrier checks, verified
     * in the exhaustive profile within {@link #SLOW_LIMIT_MS}: three pool tasks (1,218 executions
     * since the reductions of docs/juc.md's last column, 9 s whole process on 2 loaded cores; 5,166
     * and 47 s with barrier checks before).
     */
    static final Set<String> SLOW_CORRECT = Set.of("PoolAddAndGet3");
    private static final long SLOW_LIMIT_MS = 900_000;

    /** Bug programs and the violation each must report ("kind in thread: message" contains it). */
    static final Map<String, String> BUGS = Map.ofEntries(
            Map.entry("PoolLostUpdate", "IllegalStateException: lost an update: 1"),
            Map.entry("CheckThenAct", "IllegalStateException: added twice: [x, x]"),
            Map.entry("RunAsyncHits", "IllegalStateException: lost an update: 1"),
            Map.entry("TryLockSkips", "IllegalStateException: tryLock failed, an increment was skipped: 1"),
            Map.entry("LockOrderDeadlock", "waits for lock java.util.concurrent.locks.ReentrantLock$NonfairSync@2, held by \"Thread-1\""),
            Map.entry("RwCheckThenUpgrade", "IllegalStateException: added twice: [x, x]"),
            Map.entry("StampedNoValidate", "IllegalStateException: inconsistent read 1, 0"),
            Map.entry("SemaphoreTwoPermits", "IllegalStateException: lost an update: 1"),
            Map.entry("LatchCountTooLow", "IllegalStateException: a result is missing"),
            Map.entry("PhaserArriveNoWait", "IllegalStateException: read slot 0 before the other party arrived"),
            Map.entry("ConditionLostSignal", "IllegalStateException: missed the signal"),
            Map.entry("UnparkBeforeFlag", "IllegalStateException: woke up before the flag was set"),
            Map.entry("ScheduledLostUpdate", "IllegalStateException: lost an update: 1"),
            Map.entry("ParallelForEachSum", "IllegalStateException: lost an update"),
            Map.entry("InvokeAnyAssumesFirst", "IllegalStateException: invokeAny returned second"),
            Map.entry("ThenAcceptAfterJoin", "IllegalStateException: the thenAccept stage has not run yet: 0"),
            Map.entry("QueuePollEmpty", "IllegalStateException: polled an empty queue"),
            Map.entry("DequeLifoOrder", "IllegalStateException: took 1 before 2"),
            Map.entry("TryTransferMissed", "IllegalStateException: tryTransfer found no waiting consumer"),
            Map.entry("MapGetThenPut", "IllegalStateException: lost an update: 1"),
            Map.entry("CowContainsThenAdd", "IllegalStateException: added twice: [x, x]"),
            Map.entry("SkipListNextId", "IllegalStateException: an id was given twice"),
            Map.entry("DequeCheckThenPoll", "IllegalStateException: polled null after isEmpty() said false"),
            Map.entry("AtomicGetThenSet", "IllegalStateException: lost an update: 1"),
            Map.entry("InterruptedWaiterGivesUp", "IllegalStateException: the interrupted waiter acquired the lock"),
            Map.entry("LatchAwaitInterrupted", "IllegalStateException: await returned normally although interrupted before the count down"),
            Map.entry("BufferAppendBuffer", "ArrayIndexOutOfBoundsException"),
            Map.entry("HashtablePutAllWhilePut", "ConcurrentModificationException"),
            Map.entry("MapPutAllWhilePut", "ConcurrentModificationException"),
            Map.entry("SyncMapEqualsDeadlock", "java.util.Collections$SynchronizedMap"),
            Map.entry("RwWriteUnderReadLock", "IllegalStateException: torn read"),
            Map.entry("BarrierCheckBeforeAwait", "IllegalStateException: round 2: party"));

    /**
     * Bugs of an interrupt racing with an interruptible operation that succeeds: InterruptedWaiterGivesUp's t
     * passes lockInterruptibly's interrupt check, main interrupts it and unlocks, and t's retried
     * tryAcquire takes the lock (LatchAwaitInterrupted: the same with CountDownLatch.await and
     * countDown). The interrupt check is a second linearization point of such operations
     * (jvsim.vm.Atomic#interruptCheck); the default mode used to miss them. Both modes must find them.
     */
    static final Set<String> INTERRUPT_RACES = Set.of("InterruptedWaiterGivesUp", "LatchAwaitInterrupted");

    static Stream<String> correct() { return CORRECT.stream(); }

    static Stream<String> bugs() { return new TreeSet<>(BUGS.keySet()).stream(); }

    static Stream<String> interruptRaces() { return new TreeSet<>(INTERRUPT_RACES).stream(); }

    static SearchResult search(Search s, String program) {
        return search(s, program, true);
    }

    static SearchResult search(Search s, String program, boolean atomicJdk) {
        SearchConfig c = new SearchConfig();
        c.vm.atomicJdk = atomicJdk;
        c.vm.classpath.add(CLASSES);
        c.className = "juc." + program;
        c.maxTimeMs = SLOW_CORRECT.contains(program) ? SLOW_LIMIT_MS : LIMIT_MS;
        long t0 = System.nanoTime();
        SearchResult r = s.run(c);
        System.out.printf("juc %-24s %-8s %6d executions %7d ms %s%n", program, (s instanceof DporSearch ? "dpor" : "dfs") + (atomicJdk ? "" : " full"),
                r.executions, (System.nanoTime() - t0) / 1_000_000, r.violations.isEmpty() ? "" : r.violations.get(0));
        return r;
    }

    static String violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.joining("; "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("correct")
    void correctProgramsAreVerified(String program) {
        SearchResult r = search(new DporSearch(true), program);
        assertTrue(r.violations.isEmpty(), program + ": " + violations(r));
        assertNull(r.stoppedBy, program + ": not finished after " + r.executions + " executions");
    }

    @org.junit.jupiter.api.Tag("exhaustive")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slowCorrect")
    void slowCorrectProgramsAreVerified(String program) {
        correctProgramsAreVerified(program);
    }

    static Stream<String> slowCorrect() { return new TreeSet<>(SLOW_CORRECT).stream(); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bugs")
    void dporFindsEachBug(String program) {
        SearchResult r = search(new DporSearch(true), program);
        assertEquals(1, r.violations.size(), program + ": " + violations(r) + " after " + r.executions + " executions");
        assertTrue(r.violations.get(0).toString().contains(BUGS.get(program)), program + ": " + violations(r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bugs")
    void statefulDfsFindsEachBug(String program) {
        SearchResult r = search(new StatefulSearch(false), program);
        assertEquals(1, r.violations.size(), program + ": " + violations(r) + " after " + r.executions + " executions");
        assertTrue(r.violations.get(0).toString().contains(BUGS.get(program)), program + ": " + violations(r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("interruptRaces")
    void fullModeFindsTheInterruptRacesToo(String program) {
        SearchResult r = search(new DporSearch(true), program, false);
        assertEquals(1, r.violations.size(), program + ": " + violations(r) + " after " + r.executions + " executions");
        assertTrue(r.violations.get(0).toString().contains(BUGS.get(program)), program + ": " + violations(r));
    }

    /** Every program of the package has a verdict here, at least 40 of them, about half of each. */
    @Test
    void everyProgramHasAVerdict() throws IOException {
        Set<String> programs;
        try (Stream<Path> files = Files.list(CLASSES.resolve("juc"))) {
            programs = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class") && !n.contains("$"))
                    .map(n -> n.substring(0, n.length() - ".class".length())).collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> listed = new TreeSet<>(CORRECT);
        listed.addAll(SLOW_CORRECT);
        listed.addAll(BUGS.keySet());
        assertEquals(programs, listed);
        assertEquals(CORRECT.size() + SLOW_CORRECT.size() + BUGS.size(), listed.size(), "a program listed twice");
        int bugs = BUGS.size();
        assertTrue(programs.size() >= 40 && CORRECT.size() >= 20 && bugs >= 20, CORRECT.size() + " correct, " + bugs + " bugs");
        // jvsim bench --corpus=juc: the bug programs, each one's javadoc saying so
        Set<String> benchList = Files.readAllLines(CLASSES.resolve("juc-bugs.txt")).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.substring("juc.".length())).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(BUGS.keySet()), benchList, "juc-bugs.txt");
        for (String p : programs)
            assertEquals(BUGS.containsKey(p), Files.readString(Path.of("src/main/java/juc", p + ".java")).matches("(?s).*Bug\\.\\s*\\*/.*"), p + ": javadoc says Bug.");
    }
}
