package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import jvsim.vm.StateHasher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Stateful search (state matching, sharedness-based reduction): it visits exactly the states an
 * exhaustive stateless enumeration reaches, merges states that differ only in allocation order,
 * and explores far fewer executions than stateless search on converging interleavings.
 */
class StatefulSearchTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchConfig config(String className, String... args) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = className;
        c.args = List.of(args);
        c.findAll = true;
        return c;
    }

    /** The distinct states at scheduling points over every schedule, by brute force (stateless, no pruning). */
    static int reachableStates(SearchConfig c) {
        Executor executor = new Executor(c);
        StateHasher hasher = executor.vm().stateHasher();
        Set<Long> states = new HashSet<>();
        ChoicePath path = new ChoicePath();
        do {
            executor.run(path.strategy(depth -> {
                states.add(hasher.hash());
                return true;
            }));
        } while (path.advance());
        return states.size();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"dpor.Inc, 2", "stateful.Converge, 1"})
    void visitsExactlyTheReachableStates(String program, String arg) {
        int reachable = reachableStates(config(program, arg));
        SearchResult dfs = new StatefulSearch(false).run(config(program, arg));
        SearchResult bfs = new StatefulSearch(true).run(config(program, arg));
        assertEquals(reachable, dfs.states, "depth-first");
        assertEquals(reachable, bfs.states, "breadth-first");
        assertEquals(null, dfs.stoppedBy);
        assertTrue(dfs.pruned > 0, "converging interleavings meet visited states");
    }

    @Test
    void fewerExecutionsThanStatelessSearch() {
        SearchResult stateful = new StatefulSearch(false).run(config("stateful.Converge", "1"));
        SearchResult stateless = new DfsSearch().run(config("stateful.Converge", "1"));
        long statefulRuns = stateful.executions + stateful.pruned;
        assertTrue(statefulRuns * 10 < stateless.executions, statefulRuns + " runs vs " + stateless.executions + " stateless executions");
        assertTrue(stateful.states < stateless.states, stateful.states + " states vs " + stateless.states + " stateless prefixes");
    }

    @Test
    void statesDifferingInAllocationOrderMerge() {
        SearchResult same = new StatefulSearch(false).run(config("stateful.AllocationOrder"));
        SearchResult different = new StatefulSearch(false).run(config("stateful.AllocationOrder", "differ"));
        // the second value of the data choice leads back into states the first one visited
        assertTrue(same.states < different.states, same.states + " states vs " + different.states + " when the branches differ");
        assertTrue(same.pruned > different.pruned || same.executions < different.executions,
                "same: " + same.executions + "+" + same.pruned + ", different: " + different.executions + "+" + different.pruned);
    }

    @Test
    void stateBoundStopsTheSearch() {
        SearchConfig c = config("dpor.Inc", "2");
        c.maxStates = 10;
        SearchResult r = new StatefulSearch(false).run(c);
        assertEquals("max-states", r.stoppedBy);
        assertEquals(10, r.states);
        assertTrue(r.visitedBytes > 0);
    }

    @Test
    void depthBoundCutsTheSearch() {
        SearchConfig c = config("dpor.Inc", "2");
        c.maxDepth = 5;
        SearchResult r = new StatefulSearch(false).run(c);
        assertEquals("max-depth", r.stoppedBy);
        assertEquals(0, r.executions, "no execution of Inc ends within 5 steps");
        SearchResult bfs = new StatefulSearch(true).run(c);
        assertEquals(r.states, bfs.states, "both orders see the states within the bound");
    }

    @Test
    void findsWhatStatelessSearchFinds() {
        SearchConfig c = config("verify.ChoiceRace");
        Set<String> stateless = new HashSet<>();
        for (Violation v : new DfsSearch().run(c).violations) stateless.add(v.toString());
        Set<String> stateful = new HashSet<>();
        for (Violation v : new StatefulSearch(false).run(config("verify.ChoiceRace")).violations) stateful.add(v.toString());
        assertEquals(stateless, stateful);
        assertEquals(1, stateful.size());
    }

    /**
     * The programs (and argument, "0" for none) of {@link #checkpointsExploreWhatReExecutionDoes}:
     * the fast tier ({@link jvsim.testing.Tier}) leaves out deadlocks.ThreeThreadCycle (17 s of the
     * class's 27), whose deadlock deadlocks.MonitorDeadlock's backtracking covers with two threads.
     */
    static Stream<Arguments> checkpointPrograms() {
        List<String> all = List.of("dpor.Inc 3", "stateful.Converge 3", "verify.ChoiceRace 0", "verify.Choices 0", "stateful.AllocationOrder differ",
                "deadlocks.MonitorDeadlock 0", "deadlocks.ThreeThreadCycle 0", "dpor.LastZero 3");
        return jvsim.testing.Tier.only("programs whose checkpoints are compared with re-execution", all,
                        all.stream().filter(p -> !p.startsWith("deadlocks.ThreeThreadCycle")).toList(), "deadlocks.MonitorDeadlock keeps a deadlock")
                .stream().map(p -> Arguments.of((Object[]) p.split(" ")));
    }

    /**
     * Depth-first search backtracks by checkpoints unless a listener is attached (then it re-runs
     * every path from the start): both explore the same states and executions, and find the same
     * violations with the same traces and output.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("checkpointPrograms")
    void checkpointsExploreWhatReExecutionDoes(String program, String arg) {
        SearchConfig checkpoints = arg.equals("0") ? config(program) : config(program, arg);
        SearchConfig reExecution = arg.equals("0") ? config(program) : config(program, arg);
        reExecution.listeners.add(new jvsim.vm.ExecutionListener() { });
        SearchResult a = new StatefulSearch(false).run(checkpoints);
        SearchResult b = new StatefulSearch(false).run(reExecution);
        assertEquals(b.states, a.states, "states");
        assertEquals(b.executions, a.executions, "executions");
        assertEquals(b.pruned, a.pruned, "pruned");
        // no re-execution of paths: fewer bytecodes run (as many without thread choices to go back to)
        assertTrue(program.startsWith("dpor.") ? a.instructions < b.instructions : a.instructions <= b.instructions, a.instructions + " instructions against " + b.instructions);
        assertEquals(b.violations.size(), a.violations.size());
        for (int i = 0; i < a.violations.size(); i++) {
            Violation va = a.violations.get(i), vb = b.violations.get(i);
            assertEquals(vb.toString(), va.toString());
            assertEquals(vb.trace.toString(), va.trace.toString());
            assertEquals(vb.stdout, va.stdout);
        }
    }

    /** The race listener with the IMUnit schedule of stateful.ListenerStateRace, under a search. */
    private static SearchResult listenerStateRace(Search search, jvsim.vm.ExecutionListener races) {
        SearchConfig c = config("stateful.ListenerStateRace");
        c.method = "race";
        c.listeners.add(races);
        c.listeners.add(new jvsim.listeners.imunit.ImunitListener(true, null, 0));
        return search.run(c);
    }

    /**
     * Listeners' states are part of the state (ExecutionListener#state): the racy order of
     * ListenerStateRace reaches a VM state the race-free order visited first, with other
     * happens-before clocks; depth-first (by checkpoints) and breadth-first search explore it and
     * find the race, as DPOR does. The same detector hiding its state is not told apart there,
     * and the race is pruned away: what the state hash of listeners is for.
     */
    @Test
    void listenersStatesArePartOfTheState() {
        for (Search s : List.<Search>of(new StatefulSearch(false), new StatefulSearch(true), new DporSearch())) {
            SearchResult r = listenerStateRace(s, new jvsim.listeners.RaceDetector());
            assertEquals(List.of("data-race stateful.ListenerStateRace.x"), r.violations.stream().map(v -> v.kind + " " + v.field).toList(),
                    s.getClass().getSimpleName() + " " + r.violations);
        }
        jvsim.listeners.RaceDetector hidden = new jvsim.listeners.RaceDetector();
        jvsim.vm.ExecutionListener stateless = new jvsim.vm.ExecutionListener() {
            @Override public int events() { return hidden.events(); }
            @Override public void allocated(jvsim.vm.VmThread t, jvsim.vm.VmObject o, jvsim.vm.VmMethod m, int pc, jvsim.vm.VmMethod um, int upc) {
                hidden.allocated(t, o, m, pc, um, upc);
            }
            @Override public void executionStarted(jvsim.vm.Vm vm) { hidden.executionStarted(vm); }
            @Override public void stepped(jvsim.vm.VmThread t, jvsim.vm.Op op, jvsim.vm.Outcome o) { hidden.stepped(t, op, o); }
        };
        SearchResult pruned = listenerStateRace(new StatefulSearch(false), stateless);
        assertEquals(List.of(), pruned.violations.stream().map(v -> v.kind).toList(), "the racy order meets a visited state");
        assertTrue(pruned.pruned > 0);
    }

    /**
     * Depth-first search with the race and deadlock detectors goes back by checkpoints that save
     * their states, and finds what DPOR finds on the race and deadlock programs.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"races.UnsafePublication", "races.DoubleCheckedLocking", "races.DifferentLocks", "races.LockGuarded", "races.JoinedResults",
            "deadlocks.MonitorDeadlock"})
    void checkpointsKeepListenersStates(String program) {
        java.util.function.Function<Search, Set<String>> found = s -> {
            SearchConfig c = config(program);
            c.listeners.add(new jvsim.listeners.RaceDetector());
            c.listeners.add(new jvsim.listeners.DeadlockDetector());
            Set<String> out = new HashSet<>();
            for (Violation v : s.run(c).violations) out.add(v.kind + " " + v.field);
            return out;
        };
        Set<String> dfs = found.apply(new StatefulSearch(false));
        assertEquals(found.apply(new DporSearch()), dfs);
        assertTrue(program.equals("races.LockGuarded") || program.equals("races.JoinedResults") || !dfs.isEmpty(), program);
    }
}
