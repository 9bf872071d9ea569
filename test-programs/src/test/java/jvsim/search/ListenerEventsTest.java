package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.Vm;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import org.junit.jupiter.api.Test;

/** The listener API's optional events reach the listeners that subscribe to them, and only those. */
class ListenerEventsTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** Counts every event; subscribes to the kinds given. */
    static final class Counter implements ExecutionListener {
        final int events;
        long instructions, allocations, arrays, steps, choices, states, newStates, backtracks;
        final List<String> notified = new ArrayList<>(), violations = new ArrayList<>(), firstInstructions = new ArrayList<>();
        Counter(int events) { this.events = events; }
        @Override public int events() { return events; }
        @Override public void instruction(VmThread t, VmMethod m, int pc, int opcode) {
            instructions++;
            if (firstInstructions.size() < 3 && !m.owner.jdk) firstInstructions.add(m.name + "@" + pc + ":" + opcode);
        }
        @Override public void allocated(VmThread t, VmObject o, VmMethod m, int pc, VmMethod userMethod, int userPc) {
            allocations++;
            if (o.isArray()) arrays++;
        }
        @Override public void notified(VmThread t, VmObject monitor, List<VmThread> woken) { notified.add(t.name() + " woke " + woken.size()); }
        @Override public void chose(List<VmThread> enabled, VmThread chosen) {
            assertTrue(enabled.contains(chosen));
            choices++;
        }
        @Override public void stepped(VmThread t, Op op, Outcome outcome) { steps++; }
        @Override public void stateVisited(Vm vm, int depth, long hash, boolean isNew) {
            states++;
            if (isNew) newStates++;
        }
        @Override public void backtracked(Vm vm, int depth) { backtracks++; }
        @Override public void violationFound(jvsim.vm.ViolationKind kind, String message, String thread) { violations.add(kind + ": " + message); }
    }

    static SearchResult search(Search s, String program, List<String> args, ExecutionListener... listeners) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.args = args;
        c.findAll = true;
        c.listeners.addAll(List.of(listeners));
        return s.run(c);
    }

    @Test
    void subscribedEventsAreDeliveredAndOthersAreNot() {
        Counter all = new Counter(ExecutionListener.INSTRUCTIONS | ExecutionListener.ALLOCATIONS | ExecutionListener.NOTIFICATIONS
                | ExecutionListener.CHOICES | ExecutionListener.VIOLATIONS);
        Counter none = new Counter(0);
        SearchResult r = search(new DporSearch(), "dpor.StateRace", List.of(), all, none);
        // instructions: each reported once, before it runs (not again when re-dispatched)
        assertTrue(all.instructions > 0 && all.instructions <= r.instructions, all.instructions + " of " + r.instructions);
        assertEquals("<clinit>@0:187", all.firstInstructions.get(0), "new Object(): the first instruction of the target");
        assertTrue(all.arrays > 0 && all.allocations > all.arrays);
        assertTrue(all.notified.contains("Thread-0 woke 0"), all.notified.toString());
        assertEquals(r.transitions, all.choices, "one choice per step");
        assertEquals(all.steps, all.choices);
        assertEquals(List.of("uncaught-exception: java.lang.IllegalArgumentException: saw it runnable",
                "uncaught-exception: java.lang.IllegalStateException: saw it blocked"), all.violations.stream().sorted().toList());
        assertEquals(0, none.instructions + none.allocations + none.choices + none.notified.size() + none.violations.size());
        assertEquals(all.steps, none.steps, "steps reach every listener");
    }

    /**
     * Executions skip their common beginning (started from a snapshot after it) unless a listener
     * watches every instruction; the others are told what they would have seen of it: the same
     * steps, choices, allocations and notifications either way.
     */
    @Test
    void listenersSeeTheSkippedBeginning() {
        int some = ExecutionListener.ALLOCATIONS | ExecutionListener.NOTIFICATIONS | ExecutionListener.CHOICES;
        Counter told = new Counter(some), watched = new Counter(some | ExecutionListener.INSTRUCTIONS);
        SearchResult a = search(new DporSearch(), "dpor.StateRace", List.of(), told);
        SearchResult b = search(new DporSearch(), "dpor.StateRace", List.of(), watched);
        assertTrue(a.instructions < b.instructions, "the beginning ran once: " + a.instructions + " vs " + b.instructions);
        assertEquals(b.executions, a.executions);
        assertEquals(watched.steps, told.steps);
        assertEquals(watched.choices, told.choices);
        assertEquals(watched.allocations, told.allocations);
        assertEquals(watched.arrays, told.arrays);
        assertEquals(watched.notified, told.notified);
    }

    /**
     * The interpreter runs some instruction sequences fused in one dispatch (loop conditions, counter
     * updates), but one at a time for a listener that watches every instruction: the same program
     * runs the same number of instructions either way, and the listener is told each of them.
     */
    @Test
    void fusedInstructionsCountAsTheInstructionsTheyRun() {
        Counter watched = new Counter(ExecutionListener.INSTRUCTIONS), told = new Counter(ExecutionListener.CHOICES);
        SearchResult a = search(new DporSearch(), "conformance.FusedSequences", List.of(), watched);
        SearchResult b = search(new DporSearch(), "conformance.FusedSequences", List.of(), told);
        assertEquals(1, a.executions);
        assertEquals(1, b.executions);
        assertTrue(a.violations.isEmpty() && b.violations.isEmpty(), a.violations + " " + b.violations);
        assertEquals(a.instructions, b.instructions, "fused or not, the same instructions");
        assertTrue(watched.instructions > 500_000 && watched.instructions <= a.instructions, watched.instructions + " of " + a.instructions);
    }

    @Test
    void statefulSearchesReportStatesAndBacktracking() {
        Counter c = new Counter(ExecutionListener.STATES);
        SearchResult r = search(new StatefulSearch(false), "dpor.Inc", List.of("2"), c);
        assertEquals(r.states, c.newStates, "every new state");
        assertTrue(c.states > c.newStates, "and visited ones again");
        assertTrue(c.backtracks > 0 && c.backtracks < r.executions + r.pruned, c.backtracks + " backtracks");
    }

    /**
     * VALUES: each data access of a step, with what the location held before (what a read saw) and
     * after the step (what a write left): a volatile write, the elements of a bulk copy, a CAS that
     * succeeded and one that failed (reported as a read of what is there), and a read whose value the schedule decides.
     */
    @Test
    void valuesOfReadsAndWrites() {
        java.util.Set<String> child = new java.util.TreeSet<>(), mainRead = new java.util.TreeSet<>();
        ExecutionListener values = new ExecutionListener() {
            @Override public int events() { return VALUES; }
            @Override public void accessed(VmThread t, Op part, int i, long before, long after) {
                if (part.what == null || part.what.startsWith("java.lang.Thread")) return;
                String s = Op.kindName(part.kind) + " " + part.what + (part.span > 1 ? "[" + i + "]" : "") + " " + before + " " + after;
                if (!t.path.equals("main")) child.add(s);
                else if (part.what.equals("causal.ValueEvents.v")) mainRead.add(s);
            }
        };
        Counter none = new Counter(0);
        SearchResult r = search(new DporSearch(), "causal.ValueEvents", List.of(), values, none);
        assertEquals(0, r.violations.size());
        assertTrue(child.containsAll(List.of("write causal.ValueEvents.v 0 7", "write int[][0] 0 4", "write int[][1] 0 5", "write int[][2] 0 6",
                "rmw java.util.concurrent.atomic.AtomicInteger 0 9", "read java.util.concurrent.atomic.AtomicInteger 9 9")), child.toString());
        assertEquals(java.util.Set.of("read causal.ValueEvents.v 0 0", "read causal.ValueEvents.v 7 7"), mainRead, "main saw 0 in one execution and 7 in another");
    }

    /**
     * VALUES: a read says whether its thread uses the value ({@link Op#valueUnused}) and whether
     * only a branch does ({@link Op#valueTest}): main's loads of x, y and z go into local variables
     * nothing reads before overwriting them, its load of a[0] is printed, its load of w only
     * decides {@code if (w == 5)}.
     */
    @Test
    void readsSayHowTheirThreadUsesTheValue() {
        java.util.Map<String, String> use = new java.util.TreeMap<>();
        ExecutionListener values = new ExecutionListener() {
            @Override public int events() { return VALUES; }
            @Override public void accessed(VmThread t, Op part, int i, long before, long after) {
                if (!t.path.equals("main") || part.kind != Op.READ || part.what == null || !(part.what.startsWith("causal.") || part.what.equals("int[]"))) return;
                java.util.function.LongPredicate test = part.valueTest();
                use.put(part.what, part.valueUnused() ? "unused" : test == null ? "value" : "branch " + test.test(5) + " " + test.test(0));
            }
        };
        search(new DporSearch(), "causal.UnusedReads", List.of(), values, new Counter(0));
        assertEquals(java.util.Map.of("causal.UnusedReads.x", "unused", "causal.UnusedReads.y", "unused", "causal.UnusedReads.z", "unused",
                "int[]", "value", "causal.UnusedReads.w", "branch false true"), use);
    }

    /**
     * VALUES: a literal a restore forgot is allocated again with the ids it had, so the same
     * location is the same in every execution of one VM: the pool threads of juc.MapGetThenPut hash
     * the literal key "k" (String.hash), and all of DPOR's executions name one holder for it (each
     * execution had its own before: a new internal id per execution).
     */
    @Test
    void literalsKeepTheirLocationsAcrossExecutions() {
        java.util.Set<Long> holders = new java.util.TreeSet<>();
        int[] executions = {0};
        ExecutionListener values = new ExecutionListener() {
            @Override public int events() { return VALUES; }
            @Override public void executionStarted(Vm vm) { executions[0]++; }
            @Override public void accessed(VmThread t, Op part, int i, long before, long after) {
                if (!t.path.equals("main") && "java.lang.String.hash".equals(part.what)) holders.add(part.holderId());
            }
        };
        search(new DporSearch(), "juc.MapGetThenPut", List.of(), values);
        assertTrue(executions[0] > 2, "executions: " + executions[0]);
        assertEquals(1, holders.size(), "holders of the literal's hash: " + holders);
    }

    /**
     * VALUES with guarded JDK steps (SchedulingPolicy#guarding): a value listener does not change what a
     * search explores (DPOR runs juc.PoolAddAndGet's 40 guarded traces with or without one, where
     * guarding was off for it before: 510 executions), and a step whose attempt to block was undone
     * reports what it is to others, reads of the locations its attempt accessed that saw what they
     * hold (before equals after).
     */
    @Test
    void undoneAttemptsAreReadsForValueListeners() {
        java.util.List<String> undone = new java.util.ArrayList<>();
        java.util.List<String> step = new java.util.ArrayList<>();
        ExecutionListener values = new ExecutionListener() {
            @Override public int events() { return VALUES; }
            @Override public void accessed(VmThread t, Op part, int i, long before, long after) {
                step.add(Op.kindName(part.kind) + (before == after ? "" : " changed"));
            }
            @Override public void stepped(VmThread t, Op op, Outcome outcome) {
                if (op.undoneFrom == Op.UNDONE_ALL) undone.add(String.join(",", step));
                step.clear();
            }
        };
        SearchResult plain = search(new DporSearch(), "juc.PoolAddAndGet", List.of());
        SearchResult watched = search(new DporSearch(), "juc.PoolAddAndGet", List.of(), values);
        assertEquals(plain.executions, watched.executions);
        assertTrue(watched.executions < 100, "guarded: " + watched.executions);
        assertTrue(!undone.isEmpty() && undone.stream().allMatch(s -> !s.isEmpty() && java.util.Arrays.stream(s.split(",")).allMatch("read"::equals)), undone.toString());
    }
}
