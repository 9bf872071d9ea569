package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DPOR where threads wait for each other beyond locks (notifications, interrupts, timeouts) and
 * where the VM ends before every thread has run (daemon threads, System.exit): the test-programs'
 * surefire runs with -Djvsim.strict=true, so a step DPOR plans for a thread that is not enabled
 * fails the search instead of being dropped.
 */
class DporBlockingTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(Search s, String program) { return s.run(config("dpor." + program)); }

    /** A search of every violation of the class, limited to 120 s. */
    private static SearchConfig config(String className) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = className;
        c.findAll = true;
        c.maxTimeMs = 120_000;
        return c;
    }

    static Set<String> violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"LostNotify", "InterruptRace", "StateRace"})
    void dporFindsWhatStatefulSearchFinds(String program) {
        Set<String> found = dporFindsWhatDfsFinds(program, true);
        assertTrue(!found.isEmpty(), program + ": the program fails under some schedule");
    }

    /**
     * The violations stateful DFS finds in program, after checking that optimal and source DPOR
     * find the same (noBlocked: and that optimal DPOR has no blocked execution).
     */
    private static Set<String> dporFindsWhatDfsFinds(String program, boolean noBlocked) {
        SearchResult dfs = search(new StatefulSearch(false), program);
        assertNull(dfs.stoppedBy, program);
        for (boolean optimal : new boolean[] {true, false}) {
            SearchResult dpor = search(new DporSearch(optimal), program);
            assertNull(dpor.stoppedBy, program);
            assertEquals(violations(dfs), violations(dpor), program + (optimal ? " optimal" : " source") + " DPOR");
            if (optimal && noBlocked) assertEquals(0, dpor.blocked, "every thread runs to its end here: no blocked execution");
        }
        return violations(dfs);
    }

    /**
     * Identity hashes: a thread's own objects hash alike in every schedule (each thread draws from
     * its own generator), a shared object's hash is its first asker's, so DPOR must order the first
     * ask with the others (before, a global generator made every hash depend on the interleaving
     * and DPOR, seeing no access, ran one schedule).
     */
    @org.junit.jupiter.api.Test
    void identityHashesDependOnTheOrderOnlyWhenShared() {
        Set<String> dfs = dporFindsWhatDfsFinds("IdentityHashes", false);
        assertEquals(2, dfs.size(), dfs.toString());
        assertEquals(1, dfs.stream().map(v -> v.replaceAll("shared=\\d+", "")).distinct().count(),
                "the own objects' hashes are the same in every schedule: " + dfs);
    }

    /**
     * String.intern: which of two threads interning equal contents comes first decides whose string
     * is canonical (before, the string table was no location: DPOR ran one schedule, DFS found
     * both outcomes); each thread's own contents are canonical in every schedule.
     */
    @org.junit.jupiter.api.Test
    void internOrdersThreadsInterningEqualContents() {
        assertEquals(Set.of("uncaught-exception in \"main\": java.lang.AssertionError: own true true, first p",
                "uncaught-exception in \"main\": java.lang.AssertionError: own true true, first q"), dporFindsWhatDfsFinds("InternedStrings", false));
    }

    /**
     * Reference.clear empties the referent in a native: before, a write without a step, so DPOR saw
     * main's Reference.get race with nothing and ran one order (one output); now a write step, both
     * outputs, as DFS. Likewise Reference.refersTo, a native's read of the referent (a read without a
     * step until 2026-11-29).
     */
    @org.junit.jupiter.api.Test
    void referenceClearRacesWithGet() {
        assertEquals(Set.of("cleared\n", "present\n"), dporEndsAsDfsEnds("dpor.ReferenceClearRace"));
        assertEquals(Set.of("cleared\n", "present\n"), dporEndsAsDfsEnds("dpor.ReferenceClearRace", "refersTo"));
    }

    /**
     * FileDescriptor.close0 writes the descriptor's fd field, a stream's read reads it (both in
     * natives): before 2026-11-29 the close was no step and a read that found the stream closed
     * touched nothing the close did, so DPOR ran one order where the program starts the closer
     * first; now the close is a file-system write and a read of a closed descriptor a file-system
     * read: the read after the close is found whichever thread starts first, as stateful DFS finds it.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"stream reader-first", "stream closer-first", "random reader-first", "random closer-first"})
    void aCloseRacesWithAReadOfItsDescriptor(String args) {
        Set<String> dfs = dporFindsWhatDfsFinds(() -> {
            SearchConfig c = config("dpor.CloseWhileReading");
            c.args = java.util.List.of(args.split(" "));
            return c;
        }, args);
        assertTrue(dfs.stream().anyMatch(v -> v.contains("read after close: Stream Closed")), args + ": " + dfs);
    }

    /**
     * A channel's read into a buffer reads and advances the buffer's position in a native: before
     * 2026-11-29 those accesses were no part of the read's step, so DPOR saw main's read of the
     * position race with nothing and ran one order (one output); now they are the step's further
     * sides (FileChannel's and a socket's), both outputs, as DFS.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"file", "socket"})
    void aChannelReadRacesWithItsBuffersUse(String kind) {
        assertEquals(Set.of("position 0\n", "position 3\n"), dporEndsAsDfsEnds("dpor.BufferWhileReading", kind));
    }

    /**
     * MutableCallSite.setTarget and VolatileCallSite.setTarget write the site's target in a native:
     * before 2026-11-29 no step, so a call through the site in main ran before or after it in one
     * order only; now a write step, both outputs, as DFS.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mutable", "volatile"})
    void setTargetRacesWithACallThroughTheSite(String kind) {
        assertEquals(Set.of("old\n", "new\n"), dporEndsAsDfsEnds("dpor.CallSiteRetarget", kind));
    }

    /**
     * System.setOut writes the static final System.out in a native, println's caller reads it:
     * before 2026-11-29 neither was a step nor in one, so DPOR ran one order; now the write is a
     * step and the read part of the reading step's footprint, both outputs, as DFS.
     */
    @org.junit.jupiter.api.Test
    void setOutRacesWithPrinting() {
        assertEquals(Set.of("printed\nto the original\n", "to the buffer\n"), dporEndsAsDfsEnds("dpor.SetOutWhilePrinting"));
    }

    /**
     * The peak thread count: before 2026-11-29 a thread's end and a later start were independent and
     * the peak was no part of the state until the program asked for it, so every search printed
     * "peak 3" only; now, as the program's code names the peak, a start reads the liveness of the
     * threads started before it and the peak is hashed from the start: "peak 2" too.
     */
    @org.junit.jupiter.api.Test
    void thePeakThreadCountDependsOnWhetherAThreadEndedBeforeTheNextStarted() {
        assertEquals(Set.of("peak 2\n", "peak 3\n"), dporEndsAsDfsEnds("management.PeakThreads"));
    }

    /**
     * ThreadMXBean's thread information reads the thread's park blocker in a native, since
     * 2026-11-29 as a further side of the query's step (before, only the thread's status was read
     * there; this program's outputs were found all the same, through its other accesses): DPOR ends
     * as DFS, the blocker seen between its two writes.
     */
    @org.junit.jupiter.api.Test
    void aThreadQueryRacesWithTheParkBlockersWrites() {
        assertEquals(Set.of("RUNNABLE false\n", "RUNNABLE true\n", "ended\n"), dporEndsAsDfsEnds("management.ParkBlockerRace"));
    }

    /**
     * Which threads are alive (Thread.getAllStackTraces, ThreadMXBean's thread count) is read at a
     * step of its own since 2026-11-29, ordered with the threads' starts and ends: before, a query
     * after the thread's end in the first execution raced with nothing, and DPOR ran 1 execution
     * where stateful DFS found 3 outputs.
     */
    @org.junit.jupiter.api.Test
    void aQueryOfTheLiveThreadsRacesWithAThreadsEnd() {
        assertEquals(3, dporEndsAsDfsEnds("management.LiveThreadsQuery").size());
    }

    /**
     * A string literal's first resolution interns it, racing with another thread's String.intern of
     * equal contents: before 2026-11-29 the resolution was no step, so every search (stateful DFS
     * too) ran it in the step after main's start of the thread, always first; now, as the program
     * calls String.intern, it is a step on the string table's entry: both outputs.
     */
    @org.junit.jupiter.api.Test
    void aLiteralsInterningRacesWithStringIntern() {
        assertEquals(Set.of("interned first, literal canonical true\n", "literal first, literal canonical true\n"), dporEndsAsDfsEnds("dpor.LiteralInternRace"));
    }

    /** The violations stateful DFS finds with a configuration, after checking that optimal and source DPOR find the same and every search ends. */
    private static Set<String> dporFindsWhatDfsFinds(java.util.function.Supplier<SearchConfig> config, String what) {
        Set<String> dfs = null;
        String[] names = {"stateful DFS", "optimal DPOR", "source DPOR"};
        Search[] searches = {new StatefulSearch(false), new DporSearch(true), new DporSearch(false)};
        for (int i = 0; i < searches.length; i++) {
            SearchResult r = searches[i].run(config.get());
            assertNull(r.stoppedBy, what + " " + names[i]);
            if (dfs == null) dfs = violations(r);
            else assertEquals(dfs, violations(r), what + " " + names[i]);
        }
        return dfs;
    }

    /**
     * A re-execution that does not do what the first did is reported, never a verdict: a listener
     * that holds a thread back in every execution but the first (host state the VM does not
     * restore, as a divergence has) makes the search's replay of a prefix differ; the search ends
     * with the first step that differed, the thread and what it was to do, and the threads that
     * could run instead.
     */
    @org.junit.jupiter.api.Test
    void aDivergedReExecutionNamesTheStepThatDiffered() {
        for (Search s : new Search[] {new DporSearch(true), new DporSearch(false), new jvsim.search.DfsSearch()}) {
            SearchConfig c = config("dpor.Inc");
            c.args = java.util.List.of("2");
            c.listeners.add(new jvsim.vm.ExecutionListener() {
                int executions;
                @Override public void executionStarted(jvsim.vm.Vm vm) { executions++; }
                @Override public boolean holdsThreads() { return true; }
                @Override public boolean holds(jvsim.vm.VmThread t, jvsim.vm.Op pending) { return executions > 1 && t.name().equals("Thread-1"); }
            });
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> s.run(c));
            String m = e.getMessage();
            assertTrue(m.matches("(?s)jvsim: nondeterministic re-execution: at step \\d+ thread \\d+ was to .*but it cannot run there; the threads that can: .*"), m);
        }
    }

    /**
     * Thread.exit clears the ended thread's group, which main reads while it ends: before, exit ran
     * without steps (taken for bookkeeping no other thread sees), so DPOR saw main's read race with
     * nothing and ran one order (one output); now exit runs in the thread's end step, its writes that
     * step's footprint: both outputs, as DFS.
     */
    @org.junit.jupiter.api.Test
    void threadExitRacesWithReadsOfTheFieldsItClears() {
        assertEquals(Set.of("in a group\n", "no group\n"), dporEndsAsDfsEnds("dpor.ThreadExitRace"));
    }

    /**
     * Two threads take two monitors in opposite orders and print; nothing else is shared. The
     * execution where t2 runs first is reached only by moving t2's acquisition of A, at which it
     * stopped in the deadlocked execution, before t1's: before, DPOR never ran it (outputs "t1 t2"
     * and the deadlock only; CausalAgainstDporCorpusTest's output comparison found it).
     */
    @org.junit.jupiter.api.Test
    void threadsStoppedInADeadlockRaceWithTheAcquisitionsTheyWaitFor() {
        assertEquals(Set.of("t1\nt2\n", "t2\nt1\n", ""), dporEndsAsDfsEnds("deadlocks.MonitorDeadlock"));
    }

    /**
     * System.exit while another thread prints two lines: the exit may come between them. The
     * halting step was judged, when moved before the second line to reverse their race, by the
     * operation it had stopped at (a lock in Shutdown), which commutes with a print: DPOR took the
     * reversal as covered and never ended the VM between the lines (outputs "" and "a b" only).
     */
    @org.junit.jupiter.api.Test
    void anExitMovedBeforeAPrintStillHalts() {
        assertEquals(Set.of("", "a\n", "a\nb\n"), dporEndsAsDfsEnds("dpor.ExitWhilePrinting"));
    }

    /** The distinct stdout stateful DFS's executions of program end with, after checking that optimal and source DPOR's end with the same. */
    private static Set<String> dporEndsAsDfsEnds(String program, String... args) {
        Set<String> dfs = outputs(new StatefulSearch(false), program, args);
        for (boolean optimal : new boolean[] {true, false})
            assertEquals(dfs, outputs(new DporSearch(optimal), program, args), program + (optimal ? " optimal" : " source") + " DPOR");
        return dfs;
    }

    /** The distinct stdout the executions of a search of program (a class name) end with (those run to their end). */
    private static Set<String> outputs(Search s, String program, String... args) {
        SearchConfig c = config(program);
        c.args = java.util.List.of(args);
        Set<String> out = new TreeSet<>();
        c.progress = (soFar, e) -> {
            if (!e.outcome.pruned) out.add(e.stdout); // a stateful search cuts an execution at a visited state
        };
        assertNull(s.run(c).stoppedBy);
        return out;
    }

    /**
     * A thread the VM's end outlives may run before it or not: DPOR explores both (the thread's
     * failure is found) and stays small. Learning what such a thread would do costs an execution
     * that can end sleep-set blocked, even for optimal DPOR.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"DaemonOutlived", "ExitRace"})
    void threadsTheVmEndOutlivesAreExplored(String program) {
        for (boolean optimal : new boolean[] {true, false}) {
            SearchResult dpor = search(new DporSearch(optimal), program);
            assertNull(dpor.stoppedBy, program);
            assertEquals(1, dpor.violations.size(), program + ": " + violations(dpor));
            assertTrue(dpor.violations.get(0).toString().contains("IllegalStateException"), dpor.violations.get(0).toString());
            assertTrue(dpor.executions + dpor.blocked <= 20, program + ": " + dpor.executions + " executions, " + dpor.blocked + " blocked");
        }
    }

    /** Re-entered monitors (println inside a synchronized stream) are no lock races: strict DPOR plans no blocked acquisition. */
    @org.junit.jupiter.api.Test
    void reenteredMonitorsAreNoScheduledAcquisitions() {
        for (boolean optimal : new boolean[] {true, false}) {
            SearchResult r = search(new DporSearch(optimal), "TwoPrinters");
            assertNull(r.stoppedBy);
            assertEquals(Set.of(), violations(r));
            assertEquals(2, r.executions, (optimal ? "optimal" : "source") + " DPOR");
        }
    }

    /**
     * isAlive and join of a thread another thread may not have started yet: the start is dependent
     * with reads of the thread's liveness, and a join (ordered after the end it waited for) still
     * races with the start. Both failures are found by both variants, as by stateful DFS. (Optimal
     * DPOR may end a few executions sleep-set blocked here: the join moved before the start is a
     * plain liveness read there.) The two failures are the ones stateful DFS finds: 279,129 states,
     * 18 s with the CLI (2026-11-26); under this module's barrier checks it ran into the test's
     * limit, so the expected set is written out instead of searched for on every run. With
     * spurious wake-ups (the default): t2's park in its loop may return spuriously; the search
     * takes that wake-up only where a race or a deadlock asks for it (see how-the-search-works.md,
     * Spurious wake-ups, for the executions with and without).
     */
    @org.junit.jupiter.api.Test
    void livenessReadsRaceWithTheStart() {
        Set<String> expected = new TreeSet<>(Set.of(
                "uncaught-exception in \"Thread-1\": java.lang.IllegalStateException: isAlive before the start",
                "uncaught-exception in \"Thread-2\": java.lang.IllegalStateException: join before the start"));
        for (boolean optimal : new boolean[] {true, false}) {
            SearchConfig c = config("dpor.StartRaces");
            SearchResult r = new DporSearch(optimal).run(c);
            assertNull(r.stoppedBy, optimal ? "optimal" : "source");
            assertEquals(expected, violations(r), optimal ? "optimal" : "source");
        }
    }

    /**
     * A thread's timed park ends (by time) while main is parked, before the next choice: its
     * wake-up must be ordered after main's park, or strict DPOR plans the wake-up of a thread that
     * time cannot wake yet (this failed in the exhaustive determinism check on scheduled pools).
     */
    @org.junit.jupiter.api.Test
    void wakeUpsByTimeComeAfterWhatBlockedBeforeThem() {
        SearchResult dfs = search(new StatefulSearch(false), "TimedParkWhileBlocked");
        assertNull(dfs.stoppedBy);
        for (boolean optimal : new boolean[] {true, false}) {
            SearchResult r = search(new DporSearch(optimal), "TimedParkWhileBlocked");
            assertNull(r.stoppedBy, optimal ? "optimal" : "source");
            assertEquals(violations(dfs), violations(r));
            assertEquals(0, r.blocked);
        }
    }

    /**
     * A race whose reversal a sleeping thread can start (the case sleep sets exist for): both
     * variants find it explored already, and still find every outcome stateful search finds.
     */
    @org.junit.jupiter.api.Test
    void reversalsStartedBySleepingThreadsAreNotExploredTwice() {
        SearchResult dfs = search(new StatefulSearch(false), "SleepingInitial");
        assertEquals(3, dfs.violations.size(), violations(dfs).toString());
        for (boolean optimal : new boolean[] {true, false}) {
            DporSearch s = new DporSearch(optimal);
            SearchResult dpor = search(s, "SleepingInitial");
            assertEquals(violations(dfs), violations(dpor), optimal ? "optimal" : "source");
            assertTrue(s.coveredBySleep() > 0, (optimal ? "optimal" : "source") + ": a sleeping thread covered a reversal; " + dpor.executions + " executions");
            if (optimal) assertEquals(0, dpor.blocked);
        }
    }

    /**
     * With spurious wake-ups in the program's waits, a waiter that only a spurious wake-up could free
     * once the other threads blocked or ended hangs: DPOR finds that deadlock as stateful DFS does, as
     * a spurious wake-up does not commute with the steps that may leave no other thread able to run
     * (before 2026-11-29 it did, and DPOR ran only the orders where the parker woke spuriously).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"UnparkLostBeforeStart", "LostNotify"})
    void aWaiterOnlyASpuriousWakeUpCouldFreeHangs(String program) {
        Set<String> dfs = dporFindsWhatDfsFinds(() -> {
            SearchConfig c = config("dpor." + program);
            c.vm.spuriousWakeups("program");
            return c;
        }, program);
        assertTrue(dfs.stream().anyMatch(v -> v.startsWith("deadlock")), program + ": " + dfs);
    }

    /**
     * --spurious-wakeups: a waiter that trusts one wake-up fails once wait, park or a Condition's
     * await may return spuriously (where the program calls them: the default; or everywhere),
     * under every search; one that re-checks in a loop does not, and the search ends; a queue's
     * take, whose own await loops, never returns without an element. The fast tier ({@link
     * jvsim.testing.Tier}) runs await and await-timed with spurious wake-ups nowhere and in the
     * program's awaits, not everywhere (in the JDK's own parks too; the two modes took 22 s of the
     * class's 46): take keeps spurious wake-ups everywhere, and the other modes all three settings.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"wait", "park", "await", "await-timed", "wait-loop", "park-loop", "await-loop", "take"})
    void spuriousWakeupsAreExploredWhenAsked(String mode) {
        java.util.List<String> everywhere = java.util.List.of("none", "program", "all");
        java.util.List<String> wheres = mode.startsWith("await") && !mode.endsWith("-loop")
                ? jvsim.testing.Tier.only("spurious wake-ups of " + mode, everywhere, everywhere.subList(0, 2), "none and the program's")
                : everywhere;
        for (String where : wheres) {
            for (Search s : new Search[] {new DporSearch(true), new DporSearch(false), new StatefulSearch(false)}) {
                SearchConfig c = new SearchConfig();
                c.vm.classpath.add(CLASSES);
                c.vm.spuriousWakeups(where);
                c.className = "dpor.SpuriousWakeup";
                c.args = java.util.List.of(mode);
                c.findAll = true;
                c.maxTimeMs = 120_000;
                SearchResult r = s.run(c);
                String what = mode + " " + s.getClass().getSimpleName() + " spurious wake-ups: " + where;
                assertNull(r.stoppedBy, what);
                boolean fails = !where.equals("none") && !mode.endsWith("-loop") && !mode.equals("take");
                assertEquals(fails ? Set.of("uncaught-exception in \"Thread-0\": java.lang.IllegalStateException: woke up before it was ready") : Set.of(),
                        violations(r), what);
            }
        }
    }

    /**
     * --early-timeouts: a timed wait may end while other threads still run (a scheduled task before
     * its setup, a sleep, a timed wait or poll shorter than the other thread's turn), so each shape
     * that trusts its timeout to come late fails, under DPOR exactly as under stateful DFS; the
     * variants that re-check are verified, and so is the order of two deadlines on one scheduler.
     * Without early timeouts (0) time passes only when no thread can run: every shape is verified.
     * (Spurious wake-ups are off here: a timed wait that trusts its timeout to come late also trusts
     * it not to return spuriously.)
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"scheduled", "scheduled-ok", "sleep", "sleep-ok", "wait", "wait-ok", "poll", "poll-ok", "order-ok"})
    void earlyTimeoutsAreExploredWhenAsked(String mode) {
        Set<String> dfs = dporFindsWhatDfsFinds(() -> earlyTimeouts(mode, 1), mode);
        assertEquals(!mode.endsWith("-ok"), dfs.stream().anyMatch(v -> v.startsWith("uncaught-exception")), mode + ": " + dfs);
        SearchResult late = new DporSearch(true).run(earlyTimeouts(mode, 0));
        assertEquals(Set.of(), violations(late), mode + " without early timeouts");
    }

    private static SearchConfig earlyTimeouts(String mode, int perThread) {
        SearchConfig c = config("dpor.EarlyTimeout");
        c.args = java.util.List.of(mode);
        c.vm.earlyTimeouts = perThread;
        c.vm.spuriousWakeups("none");
        return c;
    }
}
