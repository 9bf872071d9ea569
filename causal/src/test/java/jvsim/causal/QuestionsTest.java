package jvsim.causal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import jvsim.causal.CausalModel.Target;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.vm.Op;
import org.junit.jupiter.api.Test;

/**
 * Question generation of the causal model, on traces written by hand: which values each read is
 * asked about (other threads' writes it may see, the initial value, not what program order or a
 * start hides), and which orders are asked to be reversed (critical sections of one monitor) or
 * closed into a lock cycle.
 */
class QuestionsTest {
    private static final Location X = new Location(1, 0);
    private final List<Event> events = new ArrayList<>();
    private final java.util.Map<String, Integer> seqs = new java.util.HashMap<>();

    /** Appends a step of thread with its operation's kind (no location of its own) and the accesses given. */
    private Event step(String thread, int kind, Access... accesses) {
        Op op = new Op();
        op.set(kind, null, 0, null, 0);
        Event e = new Event(events.size(), thread, seqs.merge(thread, 1, Integer::sum) - 1, op, new ArrayList<>(List.of(accesses)), List.of());
        events.add(e);
        return e;
    }

    /** A data step (a yield, as to the model's syncs) with the accesses given. */
    private Event data(String thread, Access... accesses) { return step(thread, Op.YIELD, accesses); }

    /** A lock step of thread: kind (ACQUIRE or RELEASE) on monitor m. */
    private Event lock(String thread, int kind, long m) {
        Event e = step(thread, kind);
        e.syncs.clear();
        e.locks.clear();
        e.locks.add(new long[] {kind, m});
        return e;
    }

    private static Access write(Location at, long before, long after) {
        Access a = new Access(at, false, before);
        a.writes = true;
        a.after = after;
        return a;
    }

    private static Access read(Location at, long saw) { return new Access(at, true, saw); }

    private List<String> readQuestions() {
        List<String> out = new ArrayList<>();
        for (Target t : new CausalModel(new Trace(events)).questions.targets()) if (t.read() != null) out.add(t.event().thread + "#" + t.event().seq + " reads " + t.value());
        return out;
    }

    @Test
    void aReadIsAskedAboutTheInitialValueAndOtherThreadsWrites() {
        data("t1", write(X, 0, 1));
        data("t2", read(X, 1));
        data("t1", write(X, 1, 2));
        assertEquals(List.of("t2#0 reads 0", "t2#0 reads 2"), readQuestions());
    }

    @Test
    void programOrderHidesTheInitialValueAndEarlierOwnWrites() {
        data("t1", write(X, 0, 1));
        data("t2", write(X, 1, 5));
        data("t2", write(X, 5, 6));
        data("t2", read(X, 6));
        assertEquals(List.of("t2#2 reads 1"), readQuestions(), "not 0 (t2 wrote before), not 5 (t2 wrote 6 after it)");
    }

    @Test
    void aWriteThatMustHappenBeforeTheReadLeavesItNothingElse() {
        data("t1", write(X, 0, 1));
        Event start = data("t1");
        start.forked = "t2";
        data("t2", read(X, 1));
        assertEquals(List.of(), readQuestions(), "t1 wrote x before it started t2");
    }

    @Test
    void criticalSectionsOfOneMonitorAreAskedInTheOtherOrder() {
        Event a = lock("t1", Op.ACQUIRE, 7);
        lock("t1", Op.RELEASE, 7);
        Event b = lock("t2", Op.ACQUIRE, 7);
        lock("t2", Op.RELEASE, 7);
        List<Target> reversals = new ArrayList<>();
        for (Target t : new CausalModel(new Trace(events)).questions.targets()) if (t.read() == null) reversals.add(t);
        assertEquals(1, reversals.size(), reversals.toString());
        assertEquals(b, reversals.get(0).event(), "t2's section first");
        assertEquals(a, reversals.get(0).first());
        assertNull(reversals.get(0).blocked());
    }

    @Test
    void nestedAcquisitionsInOppositeOrdersAreALockCycle() {
        lock("t1", Op.ACQUIRE, 7);
        Event t1b = lock("t1", Op.ACQUIRE, 8);
        lock("t1", Op.RELEASE, 8);
        lock("t1", Op.RELEASE, 7);
        lock("t2", Op.ACQUIRE, 8);
        Event t2a = lock("t2", Op.ACQUIRE, 7);
        lock("t2", Op.RELEASE, 7);
        lock("t2", Op.RELEASE, 8);
        List<Target> cycles = new CausalModel(new Trace(events)).questions.deadlocks();
        assertEquals(1, cycles.size(), cycles.toString());
        assertEquals(List.of(t1b, t2a), cycles.get(0).blocked(), "each thread stopped at its second monitor");
    }
}
