package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import jvsim.search.DporSearch;
import jvsim.search.Execution;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchProgress;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;

/** Properties of src/test/resources/specs, monitored and enforced over searches of the programs in package mopprograms. */
class MopSearchTest {
    private static final Path CLASSES = Path.of("target", "test-classes");

    static Path spec(String name) { return Path.of("src", "test", "resources", "specs", name); }

    static MopListener monitor(String spec) { return new MopListener(SpecParser.read(spec(spec), false)); }

    static MopListener enforce(String spec) { return new MopListener(SpecParser.read(spec(spec), true)); }

    /** A search's result and the distinct outputs of its executions. */
    record Run(SearchResult result, Set<String> outputs) {
        List<Violation> of(jvsim.vm.ViolationKind kind) { return result.violations.stream().filter(v -> v.kind == kind).toList(); }
        @Override public String toString() {
            return result.violations.stream().map(Violation::toString).toList() + " in " + result.executions + " executions, outputs " + outputs;
        }
    }

    static Run search(Search s, String target, MopListener listener, boolean findAll) {
        return search(s, target, listener, findAll, jvsim.vm.SchedMode.SHARED);
    }

    static Run search(Search s, String target, MopListener listener, boolean findAll, jvsim.vm.SchedMode sched) {
        SearchConfig c = new SearchConfig();
        c.sched = sched;
        c.vm.classpath.add(CLASSES);
        int hash = target.indexOf('#');
        c.className = target.substring(0, hash);
        c.method = target.substring(hash + 1);
        c.seed = 1;
        c.findAll = findAll;
        if (listener != null) c.listeners.add(listener);
        Set<String> outputs = new TreeSet<>();
        c.progress = (soFar, last) -> { if (last.stdout != null && !last.stdout.isEmpty()) outputs.add(last.stdout.strip()); };
        return new Run(s.run(c), outputs);
    }

    @Test
    void unsafeIteratorMonitoredReportsTheEventsOfTheBreakingInterleaving() {
        Run r = search(new DporSearch(), "mopprograms.UnsafeIteration#iterateWhileAdding", monitor("unsafe-iterator.mop"), false);
        List<Violation> vs = r.of(MopListener.KIND);
        assertEquals(1, vs.size(), r.toString());
        Violation v = vs.get(0);
        assertEquals("main", v.thread);
        assertTrue(v.message.startsWith("property UnsafeIterator (forbid (create (next* (update (update* next))))) violated"
                + " for c=java.util.ArrayList@1, i=java.util.ArrayList$Itr@1 by the events create@main "), v.message);
        assertTrue(v.message.endsWith(" update@adder next@main"), v.message);
        jvsim.vm.PropertyViolation typed = v.properties().get(0);
        assertEquals("UnsafeIterator", typed.property());
        assertEquals("[Binding[parameter=c, object=java.util.ArrayList@1], Binding[parameter=i, object=java.util.ArrayList$Itr@1]]", typed.binding().toString());
        assertEquals(v.message.substring(v.message.indexOf("by the events ") + 14), String.join(" ", typed.events().stream().map(Object::toString).toList()));
        assertEquals("begin java.util.ArrayList.add", typed.events().get(typed.events().size() - 2).call());
        assertEquals(null, typed.heldThread());
        // the trace shows the events as steps
        assertTrue(v.trace.stream().anyMatch(s -> s.describe().contains("event begin java.util.ArrayList.add")), v.trace.toString());
    }

    @Test
    void unsafeIteratorEnforcedNeverUsesAModifiedCollectionsIterator() {
        // events order the calls, not the bodies: with --sched=shared the add may still run inside
        // a next that began before it (a ConcurrentModificationException); with sync it cannot
        Run shared = search(new DporSearch(), "mopprograms.UnsafeIteration#iterateWhileAdding", enforce("unsafe-iterator.mop"), true);
        assertTrue(shared.of(MopListener.KIND).isEmpty(), shared.toString());
        assertFalse(shared.of(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION).isEmpty(), shared.toString());
        Run r = search(new DporSearch(), "mopprograms.UnsafeIteration#iterateWhileAdding", enforce("unsafe-iterator.mop"), true, jvsim.vm.SchedMode.SYNC);
        assertTrue(r.of(MopListener.KIND).isEmpty(), r.toString());
        assertTrue(r.of(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION).isEmpty(), r.toString());
        // an add between two next calls holds main forever: a deadlock only the enforcement makes
        List<Violation> held = r.of(MopListener.DEADLOCK_KIND);
        assertEquals(1, held.size(), r.toString());
        jvsim.vm.PropertyViolation typed = held.get(0).properties().get(0);
        assertEquals("main", typed.heldThread());
        assertEquals("next@main", typed.events().get(typed.events().size() - 1).toString());
        assertEquals("create@main", typed.events().get(0).toString());
        assertEquals("enforcing UnsafeIterator holds back every thread that could run: \"main\" waits before next"
                + " (begin java.util.ArrayList$Itr.next) for c=java.util.ArrayList@1, i=java.util.ArrayList$Itr@1, which would violate UnsafeIterator",
                held.get(0).message);
        // the executions that run to the end add after the iteration
        assertEquals(Set.of("sum 3"), r.outputs(), r.toString());
    }

    @Test
    void producerConsumerMonitoredAndEnforced() {
        Run free = search(new DporSearch(), "mopprograms.OneSlot#produceAndConsume", null, true);
        assertTrue(free.outputs().size() > 1, free.toString());
        Run m = search(new DporSearch(), "mopprograms.OneSlot#produceAndConsume", monitor("producer-consumer.mop"), false);
        Violation v = m.of(MopListener.KIND).get(0);
        assertTrue(v.message.startsWith("property ProducerConsumer (allow (put (put_ (take take_)))*) violated for s=mopprograms.OneSlot@1 by the events "), v.message);
        // enforced: the one order the property allows, so the one outcome
        Run e = search(new DporSearch(), "mopprograms.OneSlot#produceAndConsume", enforce("producer-consumer.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("got 1 2"), e.outputs(), e.toString());
    }

    @Test
    void lockProtocolMonitoredFindsTheDoubleAcquireAndEnforcedMakesTheLockExclusive() {
        Run free = search(new DporSearch(), "mopprograms.BrokenLock#twoIncrements", null, true);
        assertEquals(Set.of("count 1", "count 2"), free.outputs(), free.toString());
        Run m = search(new DporSearch(), "mopprograms.BrokenLock#twoIncrements", monitor("lock-protocol.mop"), false);
        Violation v = m.of(MopListener.KIND).get(0);
        assertTrue(v.message.equals("property LockProtocol (fsm) violated for l=mopprograms.BrokenLock@1 by the events acquire@a acquire@b")
                || v.message.equals("property LockProtocol (fsm) violated for l=mopprograms.BrokenLock@1 by the events acquire@b acquire@a"), v.message);
        Run e = search(new DporSearch(), "mopprograms.BrokenLock#twoIncrements", enforce("lock-protocol.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("count 2"), e.outputs(), e.toString());
    }

    @Test
    void connectionUsedBeforeOpenIsReportedAndEnforcedWaits() {
        Run m = search(new DporSearch(), "mopprograms.Connections#openAfterStart", monitor("connection.mop"), false);
        Violation v = m.of(MopListener.KIND).get(0);
        assertEquals("worker", v.thread);
        assertEquals("property Connection (allow (open (use* close))) violated for c=mopprograms.Connections$Connection@1 by the events use@worker", v.message);
        Run e = search(new DporSearch(), "mopprograms.Connections#openAfterStart", enforce("connection.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("uses 1"), e.outputs(), e.toString());
    }

    @Test
    void connectionUsedAfterCloseIsReportedAndEnforcedHoldsTheWorker() {
        Run m = search(new DporSearch(), "mopprograms.Connections#closeWithoutJoin", monitor("connection.mop"), false);
        Violation v = m.of(MopListener.KIND).get(0);
        assertEquals("property Connection (allow (open (use* close))) violated for c=mopprograms.Connections$Connection@1 by the events open@main close@main use@worker", v.message);
        Run e = search(new DporSearch(), "mopprograms.Connections#closeWithoutJoin", enforce("connection.mop"), true);
        assertTrue(e.of(MopListener.KIND).isEmpty(), e.toString());
        Violation held = e.of(MopListener.DEADLOCK_KIND).get(0);
        assertTrue(held.message.startsWith("enforcing Connection holds back every thread that could run: \"worker\" waits before use"), held.message);
    }

    @Test
    void statefulSearchesSaveRestoreAndHashTheMonitors() {
        // state matching must tell apart states whose monitors differ: the stateful search reaches
        // the violation and, enforced, exactly the outcomes DPOR does
        Run m = search(new jvsim.search.StatefulSearch(false), "mopprograms.BrokenLock#twoIncrements", monitor("lock-protocol.mop"), false);
        assertFalse(m.of(MopListener.KIND).isEmpty(), m.toString());
        Run e = search(new jvsim.search.StatefulSearch(false), "mopprograms.BrokenLock#twoIncrements", enforce("lock-protocol.mop"), true);
        assertFalse(e.result().violated(), e.toString());
        assertEquals(Set.of("count 2"), e.outputs(), e.toString());
        Run pc = search(new jvsim.search.StatefulSearch(true), "mopprograms.OneSlot#produceAndConsume", enforce("producer-consumer.mop"), true);
        assertFalse(pc.result().violated(), pc.toString());
        assertEquals(Set.of("got 1 2"), pc.outputs(), pc.toString());
    }

    @Test
    void monitorStatesHashByBindingAndState() {
        MopListener l = monitor("connection.mop");
        MopListener.Run a = new MopListener.Run(1), b = new MopListener.Run(1);
        assertEquals(hash(a), hash(b));
        a.monitors.get(0).put(List.of(7L), new MopListener.Monitor(1, null, false));
        b.monitors.get(0).put(List.of(7L), new MopListener.Monitor(2, null, false));
        assertFalse(hash(a) == hash(b));
        MopListener.Run c = a.copy();
        assertEquals(hash(a), hash(c));
        c.monitors.get(0).put(List.of(8L), new MopListener.Monitor(0, null, false));
        assertFalse(hash(a) == hash(c), "a copy is deep: the original is unchanged");
        assertEquals(1, a.monitors.get(0).size());
        assertTrue(l.state() != null);
    }

    private static long hash(MopListener.Run r) {
        long[] h = {17};
        r.hash(v -> h[0] = h[0] * 31 + v);
        return h[0];
    }

    @Test
    @org.junit.jupiter.api.Tag("exhaustive") // about 6 minutes: every interleaving of three programs
    void enforcedDporReachesWhatEveryInterleavingReaches() {
        // the stateless exhaustive search (every interleaving, no reduction) against DPOR, both enforced
        String[][] cases = {{"mopprograms.OneSlot#produceAndConsume", "producer-consumer.mop"},
            {"mopprograms.BrokenLock#twoIncrements", "lock-protocol.mop"}, {"mopprograms.Connections#openAfterStart", "connection.mop"}};
        for (String[] c : cases) {
            Run all = search(new jvsim.search.DfsSearch(), c[0], enforce(c[1]), true);
            Run dpor = search(new DporSearch(), c[0], enforce(c[1]), true);
            assertEquals(all.outputs(), dpor.outputs(), c[0] + ": " + all + " / " + dpor);
            assertEquals(all.result().violations.stream().map(v -> v.kind).distinct().sorted().toList(),
                    dpor.result().violations.stream().map(v -> v.kind).distinct().sorted().toList(), c[0]);
            assertTrue(dpor.result().executions <= all.result().executions, c[0]);
        }
    }

    @Test
    void monitorsAreFoundByAnyOfTheirObjects() {
        MopListener.Run r = new MopListener.Run(1);
        MopListener.Monitor m = new MopListener.Monitor(0, null, false);
        r.put(0, List.of(1L, 2L), m);
        assertEquals(List.of(List.of(1L, 2L)), r.keysWith(0, 0, 1));
        r.put(0, List.of(4L, 2L), m);
        r.put(0, List.of(1L, 3L), m);
        assertEquals(List.of(List.of(1L, 2L), List.of(1L, 3L)), r.keysWith(0, 0, 1));
        assertEquals(List.of(List.of(1L, 2L), List.of(4L, 2L)), r.keysWith(0, 1, 2));
        assertEquals(List.of(), r.keysWith(0, 1, 9));
        // a copy (a restore) finds them alike, and its own new monitors too
        MopListener.Run c = r.copy();
        c.put(0, List.of(1L, 5L), m);
        assertEquals(List.of(List.of(1L, 2L), List.of(1L, 3L), List.of(1L, 5L)), c.keysWith(0, 0, 1));
        assertEquals(List.of(List.of(1L, 2L), List.of(1L, 3L)), r.keysWith(0, 0, 1));
    }
}
