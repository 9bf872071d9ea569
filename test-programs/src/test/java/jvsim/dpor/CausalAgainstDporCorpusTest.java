package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jvsim.causal.CausalSearch;
import jvsim.listeners.DeadlockDetector;
import jvsim.listeners.RaceDetector;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import jvsim.vm.ExecutionListener;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Causal search (new CausalSearch(0, 10_000)) against exhaustive optimal DPOR (new DporSearch(true),
 * findAll) on every program of test-programs with a known verdict (issue 17, "Soundness against
 * DPOR"): both must finish within {@link #LIMIT_MS} each, report the same set of violations
 * (Violation.toString: kind, thread, message) and end their executions with the same set of final
 * outputs (stdout and stderr), with the listeners and VM options the program's own test uses. The rows ({@link #ROWS}) come from the tests that assert the verdicts: SubjectsTest
 * (buggy and fixed), JucProgramsTest, DporBenchmarksTest, DporBlockingTest, CausalAgainstDporTest,
 * ClassInitTest, DeadlockDetectorTest (with the DeadlockDetector), RaceDetectorTest (with the
 * RaceDetector), BulkAccessTest, GatesTest, FileSystemSearchTest, StatefulSearchTest, LibsTest and
 * SocketsTest. Each row prints a line "xcheck ..." (executions and seconds of both searches) and
 * the class prints the whole table at its end. Exhaustive profile only:
 * {@code mvn -B -q -o -pl test-programs -am test -Pexhaustive -Dtest=CausalAgainstDporCorpusTest
 * -Dsurefire.failIfNoSpecifiedTests=false}; {@code -Djvsim.xcheck=subjects,juc} runs the rows of
 * those groups only, {@code -Djvsim.xcheck=juc.CheckThenAct} one program.
 *
 * <p>Programs with a known verdict that are not cross-checked, and why (measured 2026-11-26 on the
 * 2 cores, shared; "not finished in n s": that search hit a limit of n seconds; executions in
 * parentheses). The rows measured are in {@link #EXCLUDED}. Since the ids of string literals stay
 * the same across executions (Heap), value listeners keep guarded JDK steps and mutual exclusion
 * prunes the questions (10:00 UTC), juc.CheckThenAct, ExchangerSwap, InvokeAnyAssumesFirst,
 * MapComputeMerge, MapGetThenPut, RwCheckThenUpgrade, dpor.StartRaces, net.EchoTwoClients and
 * net.ClientOrderRace finish and are rows; conformance.ThreadsBasic (since Φ leaves out what must
 * happen before, 12:00 UTC) and ConcDaemonExit too. ConcReadWriteStamped's first execution spun in
 * a Thread.yield loop to the step limit until the schedule follower let a yielding thread's
 * others run (11:40 UTC). juc.PoolAddAndGet3 finishes since a step that was only an undone attempt
 * is a stutter in the causal model's identity (12:30 UTC: 15,907 executions, 699 models, 97 s;
 * DPOR 1,218 executions). conformance.ConcThreadLocalsHandlers (four uncaught exceptions by design)
 * finishes since Thread.exit's writes are its thread's end step's (they were no step's, so main's reads of
 * those fields saw values no step wrote and no trace embedded a later prefix) and the solver is asked less (2026-11-26 21:00 UTC: 576 executions, one
 * per causal model, in 167 s with the CLI; before: not finished in 600 s, 8,507 executions of 642
 * models; DPOR 760 executions in 12 s).
 * <table>
 * <caption>not cross-checked</caption>
 * <tr><th>program (args)</th><th>reason</th></tr>
 * <tr><td>deadlocks.DaemonDeadlock (DeadlockDetector)</td><td>DPOR: not finished in 120 s (5,124; causal 1)</td></tr>
 * <tr><td>stateful.AllocationOrder, (differ)</td><td>DPOR: not finished in 120 s (10,661 and 10,026; causal 2)</td></tr>
 * <tr><td>libs.PoolGrowRace</td><td>DPOR: not finished in 30 s (9,757; causal 17 in 34 s)</td></tr>
 * <tr><td>net.HttpHandlerRace</td><td>DPOR: not finished in 30 s (14; some 16 million bytecodes an execution)</td></tr>
 * <tr><td>conformance.Concurrency, MonitorExceptionRelease, ThreadsMisc, ThreadsSync, ConcMonitors,
 *     ConcWaitNotify, ConcInterrupts, ConcLockSupport, ConcAtomics, ConcReentrantLock (concurrency.txt)</td>
 *     <td>DPOR: not finished in 10 s (11 to 3,914 executions); causal search ran 1 to 9 executions, and
 *     overran the limit while building and solving the questions of one long trace on ThreadsSync (131 s),
 *     ConcMonitors (18 s), ConcReentrantLock (70 s), ConcAtomics (231 s); since the limit is also looked at
 *     between windows, ConcAtomics and ThreadsSync stop at 10.7 s and 10.8 s, still in their first trace's
 *     questions (every read of a counter that threads increment in loops, times every value the others wrote)</td></tr>
 * <tr><td>conformance.ConcReadWriteStamped, ConcSynchronizers, ConcHashMap, ConcCollections,
 *     ConcBlockingQueues, ConcExecutors, ConcCompletableFuture, ConcForkJoin, ConcScheduled,
 *     ConcThreadLifecycle, ConcVarHandles, ConcUtilities</td><td>DPOR: not finished in 30 s (13 to 1,092
 *     executions; measured 11:20 UTC with the CLI); causal search 1 to 3 executions in 30 s</td></tr>
 * <tr><td>conformance.ConcVirtualTime</td><td>DPOR: not finished in 200 s (269); causal: 39 executions in 24 s</td></tr>
 * <tr><td>conformance.ConcThreadStop (ThreadDeath uncaught by design)</td><td>DPOR: not finished in 30 s (65);
 *     causal 1 execution in 30 s</td></tr>
 * <tr><td>imunit.* (ImunitTest), stateful.ListenerStateRace</td><td>not run: their verdicts are about IMUnit
 *     schedules the ImunitListener enforces or checks, not about the program's own violations</td></tr>
 * <tr><td>dpor.LoopUnlessWritten (StepLimitTest)</td><td>not run: its verdict is the step limit's report</td></tr>
 * <tr><td>causal.LongTrace</td><td>not run: its test (CausalAgainstDporTest) checks causal search's windows only</td></tr>
 * <tr><td>the single-threaded programs of conformance.txt</td><td>not run: their verdict is the host JVM's
 *     output (ConformanceTest), one execution under any search</td></tr>
 * </table>
 */
@Tag("exhaustive")
class CausalAgainstDporCorpusTest {
    private static final Path CLASSES = Path.of("target", "classes");
    /** Per search, wall clock (-Djvsim.xcheckLimitMs=n for a quicker survey): the slowest kept row, net.EchoTwoClients, took 102 s of causal search (2026-11-26). */
    static final long LIMIT_MS = Long.getLong("jvsim.xcheckLimitMs", 300_000);

    /**
     * One row: group (for -Djvsim.xcheck), program, its arguments (space-separated, "" for none),
     * the listener ("" none, "deadlocks" or "races") and VM options ("" none; "spurious=1",
     * "gate=spec", several separated by "; ").
     */
    static final String[] ROWS = {
        "subjects | subjects.Account |  |  | ",
        "subjects | subjects.Account | fixed |  | ",
        "subjects | subjects.Airline |  |  | ",
        "subjects | subjects.Airline | fixed |  | ",
        "subjects | subjects.Allocation |  |  | ",
        "subjects | subjects.Allocation | fixed |  | ",
        "subjects | subjects.Appender |  |  | ",
        "subjects | subjects.Appender | fixed |  | ",
        "subjects | subjects.BoundedBuffer |  |  | ",
        "subjects | subjects.BoundedBuffer | fixed |  | ",
        "subjects | subjects.BubbleSort |  |  | ",
        "subjects | subjects.BubbleSort | fixed |  | ",
        "subjects | subjects.BufWriter |  |  | ",
        "subjects | subjects.BufWriter | fixed |  | ",
        "subjects | subjects.Cache |  |  | ",
        "subjects | subjects.Cache | fixed |  | ",
        "subjects | subjects.Clean |  |  | ",
        "subjects | subjects.Clean | fixed |  | ",
        "subjects | subjects.DiningPhilosophers |  |  | ",
        "subjects | subjects.DiningPhilosophers | fixed |  | ",
        "subjects | subjects.LinkedList |  |  | ",
        "subjects | subjects.LinkedList | fixed |  | ",
        "subjects | subjects.Logger |  |  | ",
        "subjects | subjects.Logger | fixed |  | ",
        "subjects | subjects.Manager |  |  | ",
        "subjects | subjects.Manager | fixed |  | ",
        "subjects | subjects.MergeSort |  |  | ",
        "subjects | subjects.MergeSort | fixed |  | ",
        "subjects | subjects.PingPong |  |  | ",
        "subjects | subjects.PingPong | fixed |  | ",
        "subjects | subjects.Piper |  |  | ",
        "subjects | subjects.Piper | fixed |  | ",
        "subjects | subjects.Pool |  |  | ",
        "subjects | subjects.Pool | fixed |  | ",
        "subjects | subjects.ProducerConsumer |  |  | ",
        "subjects | subjects.ProducerConsumer | fixed |  | ",
        "subjects | subjects.Reorder |  |  | ",
        "subjects | subjects.Reorder | fixed |  | ",
        "subjects | subjects.TwoStage |  |  | ",
        "subjects | subjects.TwoStage | fixed |  | ",
        "subjects | subjects.WorkStealingQueue |  |  | ",
        "subjects | subjects.WorkStealingQueue | fixed |  | ",
        "juc | juc.ArrayQueueBounded |  |  | ",
        "juc | juc.AtomicGetThenSet |  |  | ",
        "juc | juc.BarrierExchange |  |  | ",
        "juc | juc.CachedPoolFutures |  |  | ",
        "juc | juc.CasLoopStack |  |  | ",
        "juc | juc.ConditionHandOff |  |  | ",
        "juc | juc.ConditionLostSignal |  |  | ",
        "juc | juc.CowAddIfAbsent |  |  | ",
        "juc | juc.CowContainsThenAdd |  |  | ",
        "juc | juc.DelayQueueTake |  |  | ",
        "juc | juc.DequeCheckThenPoll |  |  | ",
        "juc | juc.DequeLifoOrder |  |  | ",
        "juc | juc.FairLockCounter |  |  | ",
        "juc | juc.ForkJoinSum |  |  | ",
        "juc | juc.FutureGraph |  |  | ",
        "juc | juc.InterruptedWaiterGivesUp |  |  | ",
        "juc | juc.InvokeAllSum |  |  | ",
        "juc | juc.LatchAwaitInterrupted |  |  | ",
        "juc | juc.LatchCountTooLow |  |  | ",
        "juc | juc.LockCounter |  |  | ",
        "juc | juc.LockOrderDeadlock |  |  | ",
        "juc | juc.LongAdderSum |  |  | ",
        "juc | juc.MapIterateWhileAdding |  |  | ",
        "juc | juc.MapPutIfAbsent |  |  | ",
        "juc | juc.ParallelForEachSum |  |  | ",
        "juc | juc.ParkUntilFlag |  |  | ",
        "juc | juc.PhaserArriveNoWait |  |  | ",
        "juc | juc.PoolAddAndGet |  |  | ",
        "juc | juc.PoolAddAndGet3 |  |  | ",
        "juc | juc.PoolLostUpdate |  |  | ",
        "juc | juc.PriorityTakeBoth |  |  | ",
        "juc | juc.QueueHandOff |  |  | ",
        "juc | juc.QueuePollEmpty |  |  | ",
        "juc | juc.RunAsyncHits |  |  | ",
        "juc | juc.RwDowngrade |  |  | ",
        "juc | juc.ScheduledLostUpdate |  |  | ",
        "juc | juc.SemaphoreTwoPermits |  |  | ",
        "juc | juc.SingleThreadOrder |  |  | ",
        "juc | juc.SkipListNextId |  |  | ",
        "juc | juc.StampedNoValidate |  |  | ",
        "juc | juc.StampedOptimisticRead |  |  | ",
        "juc | juc.SupplyAsyncCombine |  |  | ",
        "juc | juc.SynchronousHandOff |  |  | ",
        "juc | juc.ThenAcceptAfterJoin |  |  | ",
        "juc | juc.TryLockSkips |  |  | ",
        "juc | juc.TryLockTimeoutFallback |  |  | ",
        "juc | juc.TryTransferMissed |  |  | ",
        "juc | juc.UnparkBeforeFlag |  |  | ",
        "dpor | dpor.Inc | 2 |  | ",
        "dpor | dpor.Inc | 3 |  | ",
        "dpor | dpor.Readers | 2 |  | ",
        "dpor | dpor.Readers | 3 |  | ",
        "dpor | dpor.Readers | 5 |  | ",
        "dpor | dpor.LastZero | 4 |  | ",
        "dpor | dpor.LastZero | 5 |  | ",
        "dpor | dpor.CasRot | 2 |  | ",
        "dpor | dpor.CasRot | 3 |  | ",
        "dpor | dpor.CasRot | 4 |  | ",
        "dpor | dpor.CasRot | 5 |  | ",
        "dpor | dpor.Philosophers | 3 |  | ",
        "dpor | dpor.Philosophers | 4 |  | ",
        "dpor | dpor.Indexer | 11 |  | ",
        "dpor | dpor.Indexer | 12 |  | ",
        "dpor | dpor.FileSystem | 13 |  | ",
        "dpor | dpor.FileSystem | 14 |  | ",
        "dpor | dpor.FileSystem | 15 |  | ",
        "dpor | dpor.LostNotify |  |  | ",
        "dpor | dpor.InterruptRace |  |  | ",
        "dpor | dpor.StateRace |  |  | ",
        "dpor | dpor.DaemonOutlived |  |  | ",
        "dpor | dpor.ExitRace |  |  | ",
        "dpor | dpor.TwoPrinters |  |  | ",
        "dpor | dpor.TimedParkWhileBlocked |  |  | ",
        "dpor | dpor.SleepingInitial |  |  | ",
        "dpor | dpor.IdentityHashes |  |  | ",
        "dpor | dpor.InternedStrings |  |  | ",
        "dpor | dpor.ExitWhilePrinting |  |  | ",
        "dpor | dpor.ClassInitFailureRace |  |  | ",
        "dpor | dpor.SpuriousWakeup | wait |  | spurious=0",
        "dpor | dpor.SpuriousWakeup | wait |  | spurious=1",
        "dpor | dpor.SpuriousWakeup | park |  | spurious=0",
        "dpor | dpor.SpuriousWakeup | park |  | spurious=1",
        "dpor | dpor.SpuriousWakeup | wait-loop |  | spurious=0",
        "dpor | dpor.SpuriousWakeup | wait-loop |  | spurious=1",
        "dpor | dpor.SpuriousWakeup | park-loop |  | spurious=0",
        "dpor | dpor.SpuriousWakeup | park-loop |  | spurious=1",
        "causal | causal.LostWakeUp |  |  | ",
        "causal | causal.SameValues | 1 |  | ",
        "causal | causal.SameValues | 2 |  | ",
        "causal | causal.FarRace | 100 |  | ",
        "causal | causal.InterleavedPrints |  |  | ",
        "dpor | dpor.ReferenceClearRace |  |  | ",
        "dpor | dpor.ThreadExitRace |  |  | ",
        "causal | causal.InterleavedFailures |  |  | ",
        "causal | causal.ValueEvents |  |  | ",
        "causal | causal.JoinBeforeStart |  |  | ",
        "causal | causal.UnusedReads | report |  | ",
        "verify | verify.Choices |  |  | ",
        "verify | verify.ChoiceRace |  |  | ",
        "deadlocks | deadlocks.MonitorDeadlock |  | deadlocks | ",
        "deadlocks | deadlocks.ThreeThreadCycle |  | deadlocks | ",
        "deadlocks | deadlocks.ReentrantLockDeadlock |  | deadlocks | ",
        "deadlocks | deadlocks.JoinCycle |  | deadlocks | ",
        "deadlocks | deadlocks.SequentialInversion |  | deadlocks | ",
        "deadlocks | deadlocks.SequentialLockInversion |  | deadlocks | ",
        "deadlocks | deadlocks.GatedInversion |  | deadlocks | ",
        "deadlocks | deadlocks.ConsistentOrder |  | deadlocks | ",
        "deadlocks | deadlocks.SequentialCycle |  | deadlocks | ",
        "deadlocks | deadlocks.SequentialFourCycle |  | deadlocks | ",
        "deadlocks | deadlocks.GatedCycle |  | deadlocks | ",
        "deadlocks | deadlocks.OneThreadCycle |  | deadlocks | ",
        "deadlocks | deadlocks.ClassInitDeadlock |  | deadlocks | ",
        "deadlocks | deadlocks.ClassInitJoinDeadlock |  | deadlocks | ",
        "deadlocks | deadlocks.ClassInitSuperDeadlock |  | deadlocks | ",
        "deadlocks | deadlocks.ClassInitRace |  | deadlocks | ",
        "races | races.UnsafePublication |  | races | ",
        "races | races.VolatilePublication |  | races | ",
        "races | races.DoubleCheckedLocking |  | races | ",
        "races | races.DifferentLocks |  | races | ",
        "races | races.VolatileArrayElements |  | races | ",
        "races | races.JoinedResults |  | races | ",
        "races | races.LockGuarded |  | races | ",
        "races | races.ExecutorRace |  | races | ",
        "races | races.ExecutorOrdered |  | races | ",
        "races | races.MapValueMutation |  | races | ",
        "races | races.ArraySites |  | races | ",
        "bulk | bulk.CopyTorn |  |  | ",
        "bulk | bulk.CloneTorn |  |  | ",
        "bulk | bulk.CopyFill |  |  | ",
        "bulk | bulk.CopyPublish |  |  | ",
        "bulk | bulk.AddAllPublish |  |  | ",
        "bulk | bulk.UnsafeWide |  |  | ",
        "bulk | bulk.CopyUnderLock |  |  | ",
        "bulk | bulk.CopyDisjoint |  |  | ",
        "gates | gates.GatedRead |  |  | ",
        "gates | gates.GatedRead |  |  | gate=gates.GatedRead.read@reader until opened written",
        "gates | gates.GatedRead |  |  | gate=gates.GatedRead.read@reader until gates.GatedRead.write:exit",
        "gates | gates.GatedRead |  |  | gate=gates.GatedRead.read#1 until opened written && gates.GatedRead.write:exit@writer",
        "gates | gates.StringBufferAppend |  |  | gate=java.lang.Thread.run@truncater until java.lang.StringBuffer.length:exit@appender; gate=java.lang.AbstractStringBuilder.ensureCapacityInternal:exit@appender until java.lang.StringBuffer.setLength:exit@truncater",
        "files | files.FileCounter | append |  | ",
        "files | files.MappedCounter | stream |  | ",
        "files | files.MappedCounter | counter |  | ",
        "stateful | stateful.Converge | 1 |  | ",
        "libs | libs.Log4jDeadlock |  |  | classpath=libs",
        "net | net.SocketDeadlock |  |  | ",
        "net | net.SelectorDeadlock |  |  | ",
        "net | net.EphemeralPortOrder | stream |  | ",
        "net | net.EphemeralPortOrder | datagram |  | ",
        "net | net.DescriptorOrder | pipe |  | ",
        "net | net.DescriptorOrder | file |  | ",
        "net | net.DescriptorOrder | random |  | ",
        "net | net.DatagramOrderRace |  |  | ",
        "net | net.DatagramDeadlock |  |  | ",
        "net | net.SelectorEchoTwoClients |  |  | ",
        "net | net.UdpEcho |  |  | ",
        "juc | juc.SkipListOrder |  |  | ",
        "concurrency | conformance.ThreadsUncaught |  |  | ",
        "concurrency | conformance.ThreadsBasic |  |  | ",
        "concurrency | conformance.ConcDaemonExit |  |  | ",
        "concurrency | conformance.ConcThreadLocalsHandlers |  |  | ",
        "juc | juc.CheckThenAct |  |  | ",
        "juc | juc.ExchangerSwap |  |  | ",
        "juc | juc.InvokeAnyAssumesFirst |  |  | ",
        "juc | juc.MapComputeMerge |  |  | ",
        "juc | juc.MapGetThenPut |  |  | ",
        "juc | juc.RwCheckThenUpgrade |  |  | ",
        "dpor | dpor.StartRaces |  |  | ",
        "net | net.EchoTwoClients |  |  | ",
        "net | net.ClientOrderRace |  |  | ",
    };

    /**
     * Rows kept out of {@link #ROWS} (see the class's second table): run only when named
     * (-Djvsim.xcheck=excluded, or the program's name).
     */
    static final String[] EXCLUDED = {
        "excluded | deadlocks.DaemonDeadlock |  | deadlocks | ",
        "excluded | stateful.AllocationOrder |  |  | ",
        "excluded | stateful.AllocationOrder | differ |  | ",
        "excluded | net.HttpHandlerRace |  |  | ",
        "excluded | libs.PoolGrowRace |  |  | classpath=libs",
        "excluded | conformance.Concurrency |  |  | ",
        "excluded | conformance.MonitorExceptionRelease |  |  | ",
        "excluded | conformance.ThreadsMisc |  |  | ",
        "excluded | conformance.ThreadsSync |  |  | ",
        "excluded | conformance.ConcMonitors |  |  | ",
        "excluded | conformance.ConcWaitNotify |  |  | ",
        "excluded | conformance.ConcInterrupts |  |  | ",
        "excluded | conformance.ConcLockSupport |  |  | ",
        "excluded | conformance.ConcAtomics |  |  | ",
        "excluded | conformance.ConcReentrantLock |  |  | ",
        "excluded | conformance.ConcReadWriteStamped |  |  | ",
        "excluded | conformance.ConcSynchronizers |  |  | ",
        "excluded | conformance.ConcHashMap |  |  | ",
        "excluded | conformance.ConcCollections |  |  | ",
        "excluded | conformance.ConcBlockingQueues |  |  | ",
        "excluded | conformance.ConcExecutors |  |  | ",
        "excluded | conformance.ConcCompletableFuture |  |  | ",
        "excluded | conformance.ConcForkJoin |  |  | ",
        "excluded | conformance.ConcScheduled |  |  | ",
        "excluded | conformance.ConcThreadLifecycle |  |  | ",
        "excluded | conformance.ConcThreadStop |  |  | ",
        "excluded | conformance.ConcVarHandles |  |  | ",
        "excluded | conformance.ConcVirtualTime |  |  | ",
        "excluded | conformance.ConcUtilities |  |  | ",
    };

    /** Row name to its table line, sorted by name, printed at the end. */
    private static final Map<String, String> TABLE = new ConcurrentSkipListMap<>();

    static Stream<String> rows() {
        String only = System.getProperty("jvsim.xcheck");
        Set<String> wanted = only == null || only.isBlank() ? null : Set.of(only.split(","));
        return Stream.concat(Stream.of(ROWS), Stream.of(EXCLUDED)).filter(r -> {
            String[] f = fields(r);
            return wanted == null ? !f[0].equals("excluded") : wanted.contains(f[0]) || wanted.contains(f[1]);
        });
    }

    private static String[] fields(String row) {
        String[] f = row.split("\\|", -1);
        for (int i = 0; i < f.length; i++) f[i] = f[i].strip();
        if (f.length != 5) throw new IllegalArgumentException("row needs 5 fields: " + row);
        return f;
    }

    /** The listener a row's original test uses, fresh for each search. */
    private static Supplier<List<ExecutionListener>> listeners(String name) {
        return switch (name) {
            case "" -> List::of;
            case "deadlocks" -> () -> List.of(new DeadlockDetector());
            case "races" -> () -> List.of(new RaceDetector());
            default -> throw new IllegalArgumentException("listener " + name);
        };
    }

    static SearchConfig config(String[] f) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = f[1];
        if (!f[2].isEmpty()) c.args = List.of(f[2].split(" "));
        c.findAll = true;
        c.maxTimeMs = LIMIT_MS;
        // the rows' verdicts were taken without spurious wake-ups, but where a row asks for them (in every wait, as it meant then)
        c.vm.spuriousWakeups("none");
        c.listeners.addAll(listeners(f[3]).get());
        List<String> gates = new ArrayList<>();
        if (!f[4].isEmpty()) for (String o : f[4].split("; ")) {
            int eq = o.indexOf('=');
            String key = o.substring(0, eq), value = o.substring(eq + 1);
            switch (key) {
                case "spurious" -> { c.vm.spuriousWakeups = Integer.parseInt(value); c.vm.spuriousInJdk = true; }
                case "gate" -> gates.add(value);
                case "classpath" -> c.vm.classpath.addAll(LIBS.get(value).get());
                default -> throw new IllegalArgumentException("option " + o);
            }
        }
        c.vm.gates = gates;
        return c;
    }

    /** Extra class paths by name: "libs", the test classes and the library jars of LibsTest. */
    private static final Map<String, Supplier<List<Path>>> LIBS = Map.of("libs", CausalAgainstDporCorpusTest::libs);

    private static List<Path> libs() {
        List<Path> paths = new ArrayList<>(List.of(Path.of("target", "test-classes")));
        for (String marker : List.of("org.apache.log4j.Logger", "org.apache.commons.pool.ObjectPool")) {
            try {
                paths.add(Path.of(Class.forName(marker).getProtectionDomain().getCodeSource().getLocation().toURI()));
            } catch (ReflectiveOperationException | java.net.URISyntaxException e) {
                throw new IllegalStateException("the libraries of LibsTest: " + marker, e);
            }
        }
        return paths;
    }

    /**
     * The violations as the row's original test tells them apart: with the race detector, by kind
     * and field (RaceDetectorTest: it reports each field once, naming the accesses of the first
     * execution that showed the race, which depends on the order of the executions); else whole.
     */
    private static Set<String> violations(SearchResult r, String listener) {
        return r.violations.stream().map(v -> listener.equals("races") ? v.kind + " on " + v.field : v.toString())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** A search's result, its wall-clock seconds, and the distinct outputs (stdout, then stderr) its executions ended with. */
    private record Run(SearchResult result, double seconds, Set<String> outputs) { }

    private static Run run(Search s, String[] f) {
        long t0 = System.nanoTime();
        SearchConfig c = config(f);
        Set<String> outputs = new TreeSet<>();
        c.progress = (soFar, e) -> {
            if (!e.outcome.pruned) outputs.add(e.stdout + "\n-- stderr --\n" + e.stderr);
        };
        SearchResult r = s.run(c);
        return new Run(r, (System.nanoTime() - t0) / 1e9, outputs);
    }

    /**
     * Rows whose final outputs are known to differ, and why: the table says "outputs differ
     * (known)" and the row is not failed for it; the violations must still be the same. None now:
     * dpor.StartRaces was one (found 2026-11-26 when the outputs were first compared; causal search
     * missed the outputs where two threads' uncaught-exception reports interleave) until the order
     * of effects became part of the causal model and far reorderings were asked (FarOrders).
     */
    static final Map<String, String> KNOWN_OUTPUT_GAPS = Map.of();

    /** The elements of a not in b. */
    private static Set<String> only(Set<String> a, Set<String> b) {
        Set<String> out = new TreeSet<>(a);
        out.removeAll(b);
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void causalReportsWhatDporReports(String row) {
        String[] f = fields(row);
        String name = f[1] + (f[2].isEmpty() ? "" : "(" + f[2] + ")") + (f[3].isEmpty() ? "" : " +" + f[3]) + (f[4].isEmpty() ? "" : " [" + f[4] + "]");
        Run dpor = run(new DporSearch(true), f), causal = run(new CausalSearch(0, 10_000), f);
        Set<String> d = violations(dpor.result(), f[3]), c = violations(causal.result(), f[3]);
        String verdict = dpor.result().stoppedBy != null ? "DPOR stopped by " + dpor.result().stoppedBy
                : causal.result().stoppedBy != null ? "causal stopped by " + causal.result().stoppedBy
                : causal.result().unexplored != null ? "causal not exhaustive: " + causal.result().unexplored
                : !d.equals(c) ? "MISMATCH"
                : dpor.outputs().equals(causal.outputs()) ? "same"
                : KNOWN_OUTPUT_GAPS.containsKey(f[1]) ? "outputs differ (known)" : "OUTPUTS DIFFER";
        String line = String.format("| %s | %d | %.1f | %d | %.1f | %d | %d | %s |", name, dpor.result().executions, dpor.seconds(),
                causal.result().executions, causal.seconds(), d.size(), dpor.outputs().size(), verdict);
        TABLE.put(name, line);
        System.out.println("xcheck " + line);
        assertNull(dpor.result().stoppedBy, name + ": DPOR hit a limit after " + dpor.result().executions + " executions");
        assertNull(causal.result().stoppedBy, name + ": causal search hit a limit after " + causal.result().executions + " executions");
        assertEquals(d, c, name + ": causal search differs from optimal DPOR");
        if (!KNOWN_OUTPUT_GAPS.containsKey(f[1])) assertEquals(dpor.outputs(), causal.outputs(), name + ": the executions of causal search end with other outputs than optimal DPOR's: DPOR only "
                + only(dpor.outputs(), causal.outputs()) + ", causal only " + only(causal.outputs(), dpor.outputs()));
        // same violations from a search that left questions unanswered would show nothing
        assertNull(causal.result().unexplored, name + ": causal search was not exhaustive");
    }

    @AfterAll
    static void printTable() {
        System.out.println("| program | DPOR executions | DPOR s | causal executions | causal s | violations | outputs | result |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        TABLE.values().forEach(System.out::println);
    }
}
