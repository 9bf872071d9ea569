package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import jvsim.vm.ExecutionListener;
import jvsim.vm.MethodEvents;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.Vm;
import jvsim.vm.VmThread;
import org.junit.jupiter.api.Test;

/**
 * The VM's method events (MethodEvents) on a method an exception leaves: its end is an event too, a
 * scheduling point before the frame is popped, that says which exception (MethodCall#thrown); the
 * thread goes on unwinding when it runs again (events.ThrowingBodies).
 */
class MethodEventsUnwindTest {
    private static final Path CLASSES = Path.of("target", "classes");
    private static final Set<String> WATCHED = Set.of("inner", "middle", "outer", "incrThenThrow");

    /** Each execution's events, as "thread: begin|end pkg.Class.method [throwing pkg.Exception]". */
    static final class Events implements ExecutionListener {
        final List<List<String>> executions = new ArrayList<>();
        private List<String> current = new ArrayList<>();
        @Override public MethodEvents methodEvents() {
            return m -> m.owner.name.equals("events/ThrowingBodies") && WATCHED.contains(m.name) ? MethodEvents.BEGIN | MethodEvents.END : 0;
        }
        @Override public void executionStarted(Vm vm) { current = new ArrayList<>(); }
        @Override public void stepped(VmThread t, Op op, Outcome outcome) {
            if (op.kind == Op.EVENT && op.call != null) current.add(t.name() + ": " + op.call.describe());
        }
        @Override public void executionEnded(Vm vm, Outcome outcome) { executions.add(current); }
    }

    private static List<String> of(String thread, List<String> events) {
        return events.stream().filter(e -> e.startsWith(thread + ": ")).map(e -> e.substring(thread.length() + 2)).toList();
    }

    /** complete: every execution runs to the end (DPOR); else some end at a visited state (stateful DFS): their events are a beginning. */
    private static void check(Search s, boolean complete) {
        Events events = new Events();
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "events.ThrowingBodies";
        c.sched = jvsim.vm.SchedMode.SYNC; // the events and the monitor: few schedules
        c.findAll = true;
        c.maxExecutions = 1000;
        c.listeners.add(events);
        Set<String> outputs = new TreeSet<>();
        c.progress = (soFar, last) -> { if (complete || !last.stdout.isEmpty()) outputs.add(last.stdout.strip()); };
        SearchResult r = s.run(c);
        assertTrue(r.violations.isEmpty(), r.violations.toString());
        assertTrue(r.executions < 1000, r.executions + " executions: the search ended");
        // unwinding goes on after each event: the handler two frames up catches it, the monitor is given back
        assertEquals(Set.of("main: caught at depth 2, t: after 1, count 11", "main: caught at depth 2, t: after 11, count 11"), outputs, "outputs");
        List<String> main = List.of("begin events.ThrowingBodies.outer", "begin events.ThrowingBodies.middle", "begin events.ThrowingBodies.inner",
                "end events.ThrowingBodies.inner throwing java.lang.IllegalStateException",
                "end events.ThrowingBodies.middle throwing java.lang.IllegalStateException", "end events.ThrowingBodies.outer");
        List<String> t = List.of("begin events.ThrowingBodies.incrThenThrow",
                "end events.ThrowingBodies.incrThenThrow throwing java.lang.UnsupportedOperationException");
        int whole = 0;
        for (List<String> e : events.executions) {
            List<String> m = of("main", e), u = of("t", e);
            if (complete) {
                assertEquals(main, m, e.toString());
                assertEquals(t, u, e.toString());
            } else {
                assertEquals(main.subList(0, m.size()), m, e.toString());
                assertEquals(t.subList(0, u.size()), u, e.toString());
            }
            if (m.equals(main) && u.equals(t)) whole++;
        }
        assertTrue(whole >= 2, whole + " executions with every event");
    }

    @Test
    void anExceptionLeavingAMethodIsItsEndEventUnderDpor() { check(new DporSearch(), true); }

    @Test
    void anExceptionLeavingAMethodIsItsEndEventUnderStatefulDfs() { check(new StatefulSearch(false), false); }
}
