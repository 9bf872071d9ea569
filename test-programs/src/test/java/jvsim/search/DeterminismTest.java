package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import jvsim.listeners.DeadlockDetector;
import jvsim.listeners.RaceDetector;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Outcome;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Determinism of the whole engine: every execution starts from the same state, so a schedule gives
 * the same execution whenever it runs. For every program of the test corpus (the conformance
 * concurrency programs, dpor, races, deadlocks, gates, stateful and verify), the executions a
 * search explored are run again from their schedules — the first one, and the last one after all
 * the others, in the search's own VM (where many executions ran in between) and in a fresh VM; and
 * the executions of stateful depth-first search, which continues runs from checkpoints (with the
 * listeners' states), in the search's VM from the start and in another VM — and must give the identical trace (threads,
 * operations, locations, object ids), output, outcome and listener reports.
 *
 * <p>The default run explores a few executions per program (bounded, about a minute in all); the
 * exhaustive profile ({@code -Pexhaustive}) explores more and checks every replayed execution.
 */
class DeterminismTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /**
     * A program with its arguments, gates, the listener its corpus checks it with (or null) and the
     * class path entries it needs beside the corpus's classes (the libraries of the libs programs).
     */
    record Program(String className, List<String> args, List<String> gates, Supplier<ExecutionListener> listener, List<Path> classpath) {
        Program(String className, List<String> args, List<String> gates, Supplier<ExecutionListener> listener) {
            this(className, args, gates, listener, List.of());
        }

        @Override public String toString() { return className + (args.isEmpty() ? "" : " " + String.join(" ", args)) + (gates.isEmpty() ? "" : " " + gates); }
    }

    static Program program(String name, String... args) { return new Program(name, List.of(args), List.of(), null); }

    /** The corpus: the conformance concurrency programs (all, or those of the quick run) and the search programs. */
    static List<Program> corpus(boolean allConformance) throws IOException {
        List<Program> out = new ArrayList<>();
        for (String name : lines("/concurrency.txt")) {
            if (allConformance || QUICK_CONFORMANCE.contains(name)) out.add(program(name));
        }
        out.add(program("dpor.Inc", "2"));
        out.add(program("dpor.Readers", "2"));
        out.add(program("dpor.LastZero", "3"));
        out.add(program("dpor.CasRot", "3"));
        out.add(program("dpor.Philosophers", "3"));
        out.add(program("dpor.Indexer", "12"));
        out.add(program("dpor.FileSystem", "14"));
        for (String p : List.of("ArrayClassByName", "DaemonOutlived", "ExitRace", "InterruptRace", "LostNotify", "SleepingInitial", "SpuriousWakeup", "StateRace"))
            out.add(program("dpor." + p));
        for (String line : lines("/races.txt")) out.add(new Program(line.split("\\s+")[0], List.of(), List.of(), RaceDetector::new));
        for (String line : lines("/deadlocks.txt")) out.add(new Program(line.split("\\s+")[0], List.of(), List.of(), DeadlockDetector::new));
        out.add(new Program("gates.GatedRead", List.of(), List.of("gates.GatedRead.read@reader until opened written"), null));
        out.add(new Program("gates.Handoff", List.of(), List.of("gates.Handoff.read@reader until gates.Handoff.write:exit"), null));
        out.add(new Program("gates.StringBufferAppend", List.of(), List.of(
                "java.lang.Thread.run@truncater until java.lang.StringBuffer.length:exit@appender",
                "java.lang.AbstractStringBuilder.ensureCapacityInternal:exit@appender until java.lang.StringBuffer.setLength:exit@truncater"), null));
        out.add(program("stateful.Converge", "2"));
        out.add(program("stateful.AllocationOrder", "differ"));
        out.add(program("stateful.HostResources"));
        // the loopback network's state (natives' Network): listeners, connections, bytes in flight, blocked threads
        out.add(program("net.EchoTwoClients"));
        out.add(program("net.ClientOrderRace"));
        // datagrams and the off-heap memory their socket addresses and buffers live in (natives' OffHeap)
        out.add(program("net.UdpEcho"));
        out.add(program("verify.ChoiceRace"));
        out.add(program("verify.Choices"));
        out.add(program("dpor.TimedParkWhileBlocked"));
        // -Djvsim.determinism.only=a.B,c.D reruns those programs alone (a failure of the exhaustive run)
        String only = System.getProperty("jvsim.determinism.only", "");
        if (!only.isBlank()) out.removeIf(p -> !List.of(only.split(",")).contains(p.className()));
        return out;
    }

    /** The conformance concurrency programs of the quick run (monitors and wait/notify, park/unpark), cheap ones. */
    static final List<String> QUICK_CONFORMANCE = List.of("conformance.ConcWaitNotify", "conformance.ConcLockSupport");

    static List<String> lines(String resource) throws IOException {
        try (InputStream in = DeterminismTest.class.getResourceAsStream(resource)) {
            List<String> out = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                l = l.strip();
                if (!l.isEmpty() && !l.startsWith("#")) out.add(l);
            }
            return out;
        }
    }

    static SearchConfig config(Program p, boolean listeners) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.vm.classpath.addAll(p.classpath());
        c.vm.gates = new ArrayList<>(p.gates());
        c.className = p.className();
        c.args = p.args();
        c.findAll = true;
        c.maxSteps = 200_000;
        if (listeners && p.listener() != null) c.listeners.add(p.listener().get());
        return c;
    }

    /**
     * Everything an execution shows: its steps (thread, operation, location, object), outcome,
     * listener reports (unless reports is false) and output.
     */
    static String fingerprint(Execution e, boolean reports) {
        StringBuilder b = new StringBuilder();
        for (Step s : e.steps) {
            long id = s.op.obj == null ? 0 : s.op.obj.id;
            // objects the VM makes once for its life (class mirrors, literals) are named per VM
            b.append(s.scheduleEntry()).append(' ').append(s.op.kind).append(' ').append(s.op.key).append(' ')
                    .append(id < 0 ? "internal" : Long.toString(id)).append(' ').append(s).append('\n');
        }
        Outcome o = e.outcome;
        b.append("exit ").append(o.exitStatus).append(", pruned ").append(o.pruned).append(", step limit ").append(o.stepLimit).append('\n');
        for (Outcome.Uncaught u : o.uncaught) b.append(u).append(' ').append(u.stack()).append('\n');
        if (reports) for (Outcome.Reported r : o.reported) b.append(r).append(r.warning ? " (warning)" : "").append(" on ").append(r.field).append('\n');
        b.append("deadlock ").append(o.deadlock).append('\n');
        b.append("stdout:\n").append(e.stdout).append("stderr:\n").append(e.stderr);
        return b.toString();
    }

    /**
     * Follows a recorded schedule exactly (a thread path per step, "path=value" for data choices);
     * where it ends before the execution does (a stateful search cut the original there), the
     * execution is cut too. A schedule that does not fit is a failure of determinism.
     */
    static final class Follow implements SchedulingStrategy {
        private final List<String> schedule;
        private int step;

        Follow(List<String> schedule) { this.schedule = schedule; }

        @Override public boolean followsFromStart() { return true; }

        @Override public VmThread choose(List<VmThread> enabled) {
            if (step == schedule.size()) return null;
            String want = schedule.get(step++);
            for (VmThread t : enabled) if (t.path.equals(want)) return t;
            throw new AssertionError("step " + step + ": thread " + want + " is not enabled (enabled: " + enabled + ")");
        }

        @Override public int chooseValue(VmThread t, int min, int max) {
            if (step == schedule.size()) throw new AssertionError("step " + step + ": a data choice of " + t.path + " past the schedule's end");
            String entry = schedule.get(step++);
            Integer v = Step.valueOf(entry);
            if (v == null || !Step.threadOf(entry).equals(t.path)) throw new AssertionError("step " + step + ": a data choice of " + t.path + ", the schedule has " + entry);
            return v;
        }
    }

    /** Runs e's schedule on executor and checks that it gives e again. */
    static void replays(Executor executor, Execution e, String where) {
        replays(executor, e, where, null, null, true);
    }

    /**
     * Runs e's schedule on executor (configured by c) and checks that it gives e again. A listener
     * may remember earlier executions of its search (the race detector reports a race once per
     * field and search): the replay gets a fresh one, and listener reports are compared when e ran
     * with a fresh one too (freshListener: it was its search's first execution).
     */
    static void replays(Executor executor, Execution e, String where, SearchConfig c, Program p, boolean freshListener) {
        boolean reports = true;
        if (p != null && p.listener() != null) {
            c.listeners.clear();
            c.listeners.add(p.listener().get());
            reports = freshListener;
        }
        Execution again = executor.run(new Follow(e.schedule()));
        assertEquals(fingerprint(e, reports), fingerprint(again, reports), where);
    }

    /** A search that keeps every execution it finishes. */
    static List<Execution> explore(Search search, SearchConfig c) {
        List<Execution> seen = new ArrayList<>();
        c.progress = (soFar, last) -> seen.add(last);
        search.run(c);
        return seen;
    }

    /** The checks of the class comment for one program, with at most executions per search (all replayed when every). */
    static void check(Program p, int executions, boolean every) {
        SearchConfig dporConfig = config(p, true);
        dporConfig.maxExecutions = executions;
        DporSearch dpor = new DporSearch();
        List<Execution> explored = explore(dpor, dporConfig);
        assertFalse(explored.isEmpty(), "no execution");
        int n = explored.size();
        // the search's VM, after all of them
        replays(dpor.executor(), explored.get(0), "the first execution, again after " + n + " executions", dporConfig, p, true);
        replays(dpor.executor(), explored.get(n - 1), "the last execution, again", dporConfig, p, n == 1);
        // a fresh VM
        SearchConfig freshConfig = config(p, true);
        Executor fresh = new Executor(freshConfig);
        for (int i = 0; i < n; i++) {
            if (every || i == 0 || i == n - 1) replays(fresh, explored.get(i), "execution " + i + " in a fresh VM (after " + i + " others)", freshConfig, p, i == 0);
        }

        // stateful depth-first search runs from checkpoints (which save the listeners' states)
        SearchConfig statefulConfig = config(p, true);
        statefulConfig.maxExecutions = executions;
        // executions cut at visited states do not count as executions: the states bound the search
        statefulConfig.maxStates = executions * 25L;
        StatefulSearch stateful = new StatefulSearch(false);
        List<Execution> fromCheckpoints = explore(stateful, statefulConfig);
        SearchConfig otherConfig = config(p, true);
        Executor other = new Executor(otherConfig);
        int m = fromCheckpoints.size();
        for (int i = 0; i < m; i++) {
            if (!every && i != 0 && i != m - 1 && i != m / 2) continue;
            Execution e = fromCheckpoints.get(i);
            replays(stateful.executor(), e, "stateful execution " + i + " (run from a checkpoint) from the start", statefulConfig, p, i == 0);
            replays(other, e, "stateful execution " + i + " in another VM", otherConfig, p, i == 0);
        }
    }

    @TestFactory
    Stream<DynamicTest> schedulesReplayIdentically() throws IOException {
        return corpus(false).stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> check(p, 3, false)));
    }

    /**
     * Programs of real libraries, unmodified (the libs package, with the libraries' jars): a pool's
     * race, log4j's deadlock and a connection pool.
     */
    @TestFactory
    Stream<DynamicTest> libraryProgramsReplayIdentically() throws Exception {
        return libraryPrograms(List.of("libs.PoolGrowRace", "libs.Log4jDeadlock", "libs.DbcpPool")).stream()
                .map(p -> DynamicTest.dynamicTest(p.toString(), () -> check(p, 2, false)));
    }

    /**
     * Derby's boot (about 80,000 steps) and work under the search: blob reads through one
     * connection (whose re-execution diverged until 2026-11-29: an array class made by an earlier
     * execution was initialized again) and a connection pool over Derby; about 2 minutes each.
     */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> derbyReplaysIdentically() throws Exception {
        return libraryPrograms(List.of("libs.DerbyBlobReaders", "libs.DerbyDbcp")).stream()
                .map(p -> DynamicTest.dynamicTest(p.toString(), () -> check(p, 2, false)));
    }

    static List<Program> libraryPrograms(List<String> names) throws Exception {
        List<Path> jars = new ArrayList<>(jvsim.libs.LibsTest.jars());
        jars.add(0, Path.of("target", "test-classes"));
        List<Program> out = new ArrayList<>();
        for (String n : names) out.add(new Program(n, List.of(), List.of(), null, jars));
        return out;
    }

    /** Every conformance concurrency program, more executions, every one of them replayed. */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> schedulesReplayIdenticallyExhaustive() throws IOException {
        return corpus(true).stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> check(p, 40, true)));
    }

    /**
     * Checkpoints in the middle of the host-side state of HostResources (zlib streams part way,
     * files open at a position, the random generator advanced): an execution runs to its end, then
     * runs continue from its checkpoints, deepest first, with other choices; each must be what its
     * schedule gives from the start, in the same VM and in a fresh one.
     */
    @Test
    void runsFromCheckpointsInTheMiddleOfHostState() {
        SearchConfig c = config(program("stateful.HostResources"), false);
        Executor executor = new Executor(c);
        List<Executor.Mark> marks = new ArrayList<>();
        int[] choices = {0};
        // the first thread first; a checkpoint at every eighth choice while a thread is in the middle of a zlib stream
        Execution base = executor.run(new SchedulingStrategy() {
            @Override public VmThread choose(List<VmThread> enabled) {
                if (enabled.size() > 1 && enabled.stream().anyMatch(DeterminismTest::inZlib) && ++choices[0] % 8 == 0) marks.add(executor.checkpoint());
                return enabled.get(0);
            }
        });
        assertTrue(base.outcome.uncaught.isEmpty(), base.stderr);
        assertTrue(marks.size() >= 4, marks.size() + " checkpoints");
        Executor fresh = new Executor(config(program("stateful.HostResources"), false));
        for (int k = marks.size() - 1; k >= 0; k--) {
            // from the checkpoint, the last thread first: the other thread's streams go back and on;
            // every other run is cut short, so the next restore finds streams open and further on
            boolean cut = k % 2 == 1;
            int[] left = {100};
            Execution e = executor.run(new SchedulingStrategy() {
                @Override public VmThread choose(List<VmThread> enabled) {
                    return cut && --left[0] == 0 ? null : enabled.get(enabled.size() - 1);
                }
            }, marks.get(k));
            assertTrue(e.outcome.uncaught.isEmpty(), "from checkpoint " + k + ": " + e.outcome.uncaught + "\n" + e.stderr);
            assertEquals(cut, e.outcome.pruned);
            if (!cut) assertTrue(e.stdout.contains("thread 0: packed 670 bytes") && e.stdout.contains("thread 1: packed 670 bytes"), e.stdout);
            replays(fresh, e, "the run from checkpoint " + k + " in another VM");
        }
        replays(executor, base, "the first execution after the runs from its checkpoints");
    }

    /** Whether t runs HostResources.deflate or inflate (a zlib stream of it is open). */
    static boolean inZlib(VmThread t) {
        for (jvsim.vm.Frame f = t.top; f != null; f = f.caller)
            if (f.method.owner.name.equals("stateful/HostResources") && (f.method.name.equals("deflate") || f.method.name.equals("inflate"))) return true;
        return false;
    }

    /**
     * The host-side state of HostResources (zlib streams, file positions, descriptors, the random
     * device) is restored with every state: no search finds an execution where a thread got wrong
     * data, and executions of the same schedule print the same random bytes.
     */
    @Test
    void hostResourcesAreRestoredWithTheState() {
        Program p = program("stateful.HostResources");
        for (Search s : List.of(new DporSearch(), new StatefulSearch(false), new RandomSearch())) {
            SearchConfig c = config(p, false);
            c.maxExecutions = 10;
            c.maxStates = 2500;
            List<Execution> explored = explore(s, c);
            assertTrue(explored.size() >= 5, s.getClass().getSimpleName() + ": " + explored.size() + " executions");
            for (Execution e : explored) {
                assertTrue(e.outcome.uncaught.isEmpty(), s.getClass().getSimpleName() + ": " + e.outcome.uncaught + "\n" + e.stderr);
                if (!e.outcome.pruned) assertTrue(e.stdout.contains("thread 0: packed 670 bytes, random ") && e.stdout.contains("thread 1: packed 670 bytes"), e.stdout);
            }
        }
    }
}
