package jvsim.imunit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jvsim.listeners.imunit.ImunitListener;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import jvsim.vm.VmInputException;
import org.junit.jupiter.api.Test;

/** IMUnit schedules (test programs in package imunit) in enforce and check mode. */
class ImunitTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** Searches target (Class#method); listener null for no IMUnit at all. */
    static SearchResult search(Search s, String target, ImunitListener listener, long executions) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        int hash = target.indexOf('#');
        c.className = target.substring(0, hash);
        c.method = target.substring(hash + 1);
        c.maxExecutions = executions;
        c.seed = 1;
        if (listener != null) c.listeners.add(listener);
        return s.run(c);
    }

    static ImunitListener enforce(String... schedules) { return new ImunitListener(true, List.of(schedules), 0); }

    static ImunitListener check(String... schedules) { return new ImunitListener(false, List.of(schedules), 0); }

    static String describe(SearchResult r) {
        return r.violations.stream().map(Violation::toString).toList() + " in " + r.executions + " executions";
    }

    @Test
    void blockEventMakesMainAddOnlyWhileTheTakerWaits() {
        // without the schedule main may add before the taker blocks (the program asserts it waits)
        SearchResult free = search(new DporSearch(), "imunit.BlockingQueueTake#takeBlocksUntilAdd", null, 0);
        assertTrue(free.violated(), describe(free));
        assertTrue(free.violations.get(0).message.contains("when main adds"), describe(free));
        // with its @Schedule every interleaving the schedule allows passes, and DPOR explores them all
        SearchResult r = search(new DporSearch(), "imunit.BlockingQueueTake#takeBlocksUntilAdd", new ImunitListener(true, null, 0), 0);
        assertFalse(r.violated(), describe(r));
        assertEquals(null, r.stoppedBy);
        assertTrue(r.executions >= 1, describe(r));
        SearchResult random = search(new RandomSearch(), "imunit.BlockingQueueTake#takeBlocksUntilAdd", new ImunitListener(true, null, 0), 20);
        assertFalse(random.violated(), describe(random));
    }

    @Test
    void scheduleForcesTheLostUpdateOnTheFirstExecution() {
        SearchResult r = search(new DporSearch(), "imunit.LostUpdate#deposits", new ImunitListener(true, null, 0), 0);
        assertEquals(1, r.executions, describe(r));
        Violation v = r.violations.get(0);
        assertEquals(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION, v.kind);
        assertTrue(v.message.contains("lost update: balance = 110"), v.message);
        // the opposite order never loses the update
        SearchResult safe = search(new DporSearch(), "imunit.LostUpdate#deposits", enforce("wrote2@t2 -> start@t1"), 0);
        assertFalse(safe.violated(), describe(safe));
    }

    @Test
    void checkModeReportsAnExecutionThatBreaksTheSchedule() {
        // nothing holds main back: some explored execution adds before the taker blocks
        SearchResult r = search(new DporSearch(), "imunit.BlockingQueueTake#takeBlocksUntilAdd",
                check("[takeStart@taker] -> addStart@main"), 0);
        Violation v = r.violations.stream().filter(x -> x.kind == jvsim.vm.ViolationKind.SCHEDULE_VIOLATION).findFirst().orElse(null);
        assertTrue(v != null, describe(r));
        assertEquals("main", v.thread);
        assertEquals("schedule \"[takeStart@taker] -> addStart@main\" violated: addStart@main happened before [takeStart@taker]"
                + " (ordering [takeStart@taker] -> addStart@main)", v.message);
        // a schedule every execution keeps is not reported
        SearchResult kept = search(new DporSearch(), "imunit.JoinedWorker#run", check("work@worker -> joined@main"), 0);
        assertFalse(kept.violated(), describe(kept));
    }

    @Test
    void checkModeReportsAScheduleNoExecutionKeeps() {
        SearchResult r = search(new DporSearch(), "imunit.JoinedWorker#run", check("joined@main -> work@worker"), 0);
        assertEquals(jvsim.vm.ViolationKind.SCHEDULE_VIOLATION, r.violations.get(0).kind, describe(r));
        assertTrue(r.violations.get(0).message.contains("work@worker happened before joined@main"), describe(r));
    }

    @Test
    void unsatisfiableScheduleIsNotReportedAsADeadlock() {
        SearchResult r = search(new DporSearch(), "imunit.JoinedWorker#run", enforce("joined@main -> work@worker"), 0);
        assertEquals(1, r.violations.size(), describe(r));
        Violation v = r.violations.get(0);
        assertEquals(jvsim.vm.ViolationKind.SCHEDULE_VIOLATION, v.kind);
        assertEquals("unsatisfiable schedule \"joined@main -> work@worker\": no thread can go on; \"worker\" waits at work for joined@main", v.message);
        // implicit events: the worker may not even start before main fires joined
        SearchResult start = search(new DporSearch(), "imunit.JoinedWorker#run", enforce("joined@main -> start@worker"), 0);
        assertTrue(start.violations.get(0).message.startsWith("unsatisfiable schedule"), describe(start));
    }

    @Test
    void severalSchedulesAreSelectedByRun() {
        SearchResult first = search(new DporSearch(), "imunit.TwoSchedules#aBeforeB", new ImunitListener(true, null, 0), 0);
        assertFalse(first.violated(), describe(first));
        SearchResult second = search(new DporSearch(), "imunit.TwoSchedules#aBeforeB", new ImunitListener(true, null, 1), 0);
        assertEquals(1, second.executions, describe(second));
        assertTrue(second.violations.get(0).message.contains("b came first"), describe(second));
    }

    @Test
    void conditionsCombineWithAndOrAndParentheses() {
        // t2 reads after t1's read, or (never) after an event nobody fires: still the lost update
        SearchResult or = search(new DporSearch(), "imunit.LostUpdate#deposits",
                enforce("read1@t1 || (nobody && never) -> read2@t2, wrote2@t2 && start@t1 -> write1@t1"), 0);
        assertEquals(1, or.executions, describe(or));
        assertTrue(or.violations.get(0).message.contains("lost update"), describe(or));
        // && with an event that never happens holds t2 forever
        SearchResult and = search(new DporSearch(), "imunit.LostUpdate#deposits", enforce("read1@t1 && nobody -> read2@t2"), 0);
        assertTrue(and.violations.get(0).message.startsWith("unsatisfiable schedule"), describe(and));
    }

    @Test
    void missingOrBadSchedulesAreInputErrors() {
        VmInputException none = assertThrows(VmInputException.class,
                () -> search(new DporSearch(), "imunit.JoinedWorker#run", new ImunitListener(true, null, 0), 0));
        assertTrue(none.getMessage().contains("no schedule"), none.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> enforce("a@t1 -> "));
        assertEquals("bad schedule \"a@t1 ->\": expected an event name at column 9, found the end", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> enforce("a -> [b]"));
        assertThrows(IllegalArgumentException.class, () -> enforce("(a -> b"));
        assertThrows(IllegalArgumentException.class, () -> enforce("a -> start"));
    }
}
