package jvsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * Runs the fixture classes below with JUnit's engine, as a build would, and checks the outcome.
 * The fixtures (some fail on purpose) run only when started from here.
 */
class JvsimExtensionTest {
    private static final String FIXTURES = "jvsim.junit.fixtures";

    /** Disables a fixture class unless the engine was started by {@link #execute}. */
    static final class FixtureOnly implements ExecutionCondition {
        @Override public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            return context.getConfigurationParameter(FIXTURES).isPresent()
                    ? ConditionEvaluationResult.enabled("started by JvsimExtensionTest")
                    : ConditionEvaluationResult.disabled("a fixture of JvsimExtensionTest");
        }
    }

    /** The extension stands on the embedding API alone: neither the CLI nor its parser is on a user's test class path. */
    @Test
    void needsNeitherTheCommandLineNorPicocli() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("jvsim.tools.Cli"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("picocli.CommandLine"));
    }

    @ExtendWith(FixtureOnly.class)
    static class LostUpdate {
        int count;

        @JvsimTest
        void twoThreadsIncrement() throws InterruptedException {
            Thread t = new Thread(() -> count++);
            t.start();
            count++;
            t.join();
            System.out.println("count = " + count);
            if (count != 2) throw new AssertionError("lost update");
        }
    }

    @ExtendWith(FixtureOnly.class)
    static class SynchronizedCounter {
        int count;

        synchronized void increment() { count++; }

        @JvsimTest(search = "dfs")
        void twoThreadsIncrement() throws InterruptedException {
            Thread t = new Thread(this::increment);
            t.start();
            increment();
            t.join();
            if (count != 2) throw new AssertionError("lost update");
        }
    }

    /** The README's example; JUnit's own assertions run inside the VM too (loaded from the test's class path). */
    @ExtendWith(FixtureOnly.class)
    static class CounterTest {
        // README:begin
        int count;

        @JvsimTest(maxTime = "30s")
        void twoThreadsIncrement() throws InterruptedException {
            Thread t = new Thread(() -> count++);
            t.start();
            count++;
            t.join();
            assertEquals(2, count, "count");
        }
        // README:end
    }

    @ExtendWith(FixtureOnly.class)
    static class LockOrder {
        final Object a = new Object(), b = new Object();

        void both(Object x, Object y) {
            synchronized (x) {
                synchronized (y) { }
            }
        }

        @JvsimTest(listeners = "deadlock")
        void inverted() throws InterruptedException {
            Thread t = new Thread(() -> both(a, b));
            t.start();
            both(b, a);
            t.join();
        }

        @JvsimTest(listeners = "deadlock")
        void sequential() throws InterruptedException {
            Thread t = new Thread(() -> both(a, b));
            t.start();
            t.join();
            both(b, a);
        }
    }

    /** IMUnit schedules on @JvsimTest methods: the search explores the interleavings each schedule allows. */
    @ExtendWith(FixtureOnly.class)
    static class Scheduled {
        final java.util.concurrent.ArrayBlockingQueue<Integer> q = new java.util.concurrent.ArrayBlockingQueue<>(1);

        Thread taker() {
            return new Thread(() -> {
                jvsim.api.IMUnit.fireEvent("takeStart");
                try {
                    q.take();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                jvsim.api.IMUnit.fireEvent("takeEnd");
            }, "taker");
        }

        void addWhenTakerIs(Thread.State expected) throws InterruptedException {
            Thread taker = taker();
            taker.start();
            jvsim.api.IMUnit.fireEvent("addStart");
            assertEquals(expected, taker.getState(), "taker");
            q.add(1);
            taker.join();
        }

        @JvsimTest
        @jvsim.api.Schedule("[takeStart@taker] -> addStart@main")
        void takeBlocksBeforeAdd() throws InterruptedException {
            addWhenTakerIs(Thread.State.WAITING);
        }

        @JvsimTest
        @jvsim.api.Schedule("[takeStart@taker] -> addStart@main")
        void wrongExpectation() throws InterruptedException {
            addWhenTakerIs(Thread.State.RUNNABLE);
        }

        @JvsimTest(imunit = "check")
        @jvsim.api.Schedule("[takeStart@taker] -> addStart@main")
        void checkedOnly() throws InterruptedException {
            Thread taker = taker();
            taker.start();
            jvsim.api.IMUnit.fireEvent("addStart");
            q.add(1);
            taker.join();
        }
    }

    @ExtendWith(FixtureOnly.class)
    static class Limited {
        @JvsimTest(search = "dfs", maxExecutions = 1)
        void bounded() throws InterruptedException {
            new SynchronizedCounter().twoThreadsIncrement();
        }
    }

    @ExtendWith(FixtureOnly.class)
    static class ExplicitClassPath {
        @JvsimTest(classpath = "target/test-classes")
        void found() throws InterruptedException {
            new LostUpdate().twoThreadsIncrement();
        }

        @JvsimTest(classpath = "target/no-such-dir")
        void missing() { }
    }

    @ExtendWith(FixtureOnly.class)
    static class BadSettings {
        @JvsimTest(maxTime = "soon")
        void badDuration() { }

        @JvsimTest(sched = "most")
        void badSched() { }
    }

    /** Strategies from the registry with their options; bad options are configuration errors. */
    @ExtendWith(FixtureOnly.class)
    static class OtherStrategies {
        int count;

        void race() throws InterruptedException {
            Thread t = new Thread(() -> count++);
            t.start();
            count++;
            t.join();
            if (count != 2) throw new AssertionError("lost update");
        }

        @JvsimTest(search = "pct", options = "depth=2", seed = 3, maxExecutions = 1000)
        void pct() throws InterruptedException { race(); }

        @JvsimTest(search = "icb", options = {"preemptions=1"})
        void icb() throws InterruptedException { race(); }

        @JvsimTest(search = "pct", options = "depth=none")
        void badValue() { }

        @JvsimTest(search = "icb", options = "depth=2")
        void optionOfAnotherStrategy() { }

        @JvsimTest(search = "icb", options = "preemptions")
        void notNameValue() { }
    }

    @Test
    void strategiesAndTheirOptionsComeFromTheRegistry() {
        Events events = run(OtherStrategies.class);
        events.assertStatistics(s -> s.started(5).failed(5));
        for (var e : events.failed().list()) {
            String test = e.getTestDescriptor().getDisplayName();
            Throwable t = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
            switch (test) {
                case "pct()", "icb()" -> {
                    assertInstanceOf(AssertionError.class, t);
                    assertTrue(t.getMessage().contains(" (" + test.substring(0, 3) + " search, "), t.getMessage());
                    assertTrue(t.getMessage().contains("java.lang.AssertionError: lost update"), t.getMessage());
                }
                default -> {
                    assertEquals("ExtensionConfigurationException", t.getClass().getSimpleName(), test + ": " + t);
                    String expected = switch (test) {
                        case "badValue()" -> "@JvsimTest: --depth must be a number, not 'none'";
                        case "optionOfAnotherStrategy()" -> "@JvsimTest: --depth does not apply to --search=icb";
                        default -> "@JvsimTest: strategy option 'preemptions' is not name=value";
                    };
                    assertTrue(t.getMessage().startsWith(expected), test + ": " + t.getMessage());
                }
            }
        }
    }

    private static EngineExecutionResults execute(Class<?> fixture) {
        return EngineTestKit.engine("junit-jupiter").configurationParameter(FIXTURES, "true").selectors(selectClass(fixture)).execute();
    }

    private static Events run(Class<?> fixture) {
        return execute(fixture).testEvents();
    }

    private static Throwable failure(Events events) {
        return events.failed().stream().findFirst().orElseThrow()
                .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
    }

    @Test
    void racyTestFailsWithTheViolationItsTraceAndOutput() {
        Events events = run(LostUpdate.class);
        events.assertStatistics(s -> s.started(1).failed(1).succeeded(0));
        Throwable t = failure(events);
        assertInstanceOf(AssertionError.class, t);
        String m = t.getMessage();
        assertTrue(m.startsWith("jvsim found a violation in jvsim.junit.JvsimExtensionTest$LostUpdate#twoThreadsIncrement (dpor search, "), m);
        assertTrue(m.contains("uncaught-exception in thread \"main\": java.lang.AssertionError: lost update"), m);
        // each step: thread, operation, location; both threads write the field
        assertTrue(m.contains("\"main\" write jvsim.junit.JvsimExtensionTest$LostUpdate.count at jvsim.junit.JvsimExtensionTest$LostUpdate.twoThreadsIncrement(JvsimExtensionTest.java:"), m);
        assertTrue(m.contains("\"Thread-0\" write jvsim.junit.JvsimExtensionTest$LostUpdate.count at "), m);
        assertTrue(m.contains("| count = 1"), m);
    }

    @Test
    void synchronizedTestPasses() {
        Events events = run(SynchronizedCounter.class);
        events.assertStatistics(s -> s.started(1).succeeded(1).failed(0));
    }

    @Test
    void junitAssertionsFailInsideTheVm() {
        Events events = run(CounterTest.class);
        events.assertStatistics(s -> s.started(1).failed(1));
        String m = failure(events).getMessage();
        assertTrue(m.contains("uncaught-exception in thread \"main\": org.opentest4j.AssertionFailedError: count ==> expected: <2> but was: <1>"), m);
        assertTrue(m.startsWith("jvsim found a violation in "), m);
    }

    @Test
    void deadlockListenerFailsOnACycleAndWarnsOfAnInversion() {
        EngineExecutionResults results = execute(LockOrder.class);
        results.testEvents().assertStatistics(s -> s.started(2).failed(1).succeeded(1));
        String m = failure(results.testEvents()).getMessage();
        assertTrue(m.contains("deadlock: cycle of 2 threads: \"main\" waits for monitor of java.lang.Object@1 at jvsim.junit.JvsimExtensionTest$LockOrder.both(JvsimExtensionTest.java:"), m);
        String warning = results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("jvsim warning"))
                .filter(w -> w != null).findFirst().orElseThrow();
        assertTrue(warning.startsWith("potential-deadlock: lock-order inversion: \"main\" locks monitor of java.lang.Object at "), warning);
    }

    @Test
    void scheduleAnnotationsAreEnforcedOrChecked() {
        Events events = run(Scheduled.class);
        events.assertStatistics(s -> s.started(3).succeeded(1).failed(2));
        for (var e : events.failed().list()) {
            String m = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage();
            if (e.getTestDescriptor().getDisplayName().equals("wrongExpectation()")) {
                // enforced: the taker is blocked in take() whenever main adds
                assertTrue(m.contains("AssertionFailedError: taker ==> expected: <RUNNABLE> but was: <WAITING>"), m);
            } else {
                // checked: nothing held back, so some interleaving adds before the taker blocks
                assertTrue(m.contains("schedule-violation"), m);
                assertTrue(m.contains("addStart@main happened before"), m);
            }
        }
    }

    @Test
    void searchStoppedByALimitPassesAndSaysSo() {
        EngineExecutionResults results = execute(Limited.class);
        results.testEvents().assertStatistics(s -> s.started(1).succeeded(1));
        String entry = results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("jvsim")).findFirst().orElseThrow();
        assertTrue(entry.contains("max-executions"), entry);
    }

    @Test
    void explicitClassPath() {
        Events events = run(ExplicitClassPath.class);
        events.assertStatistics(s -> s.started(2).failed(2));
        for (var e : events.failed().list()) {
            Throwable t = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
            if (e.getTestDescriptor().getDisplayName().equals("found()")) {
                assertTrue(t.getMessage().contains("java.lang.AssertionError: lost update"), t.getMessage());
            } else {
                assertEquals("ExtensionConfigurationException", t.getClass().getSimpleName(), t.toString());
                assertTrue(t.getMessage().contains("target/no-such-dir] does not contain jvsim.junit.JvsimExtensionTest$ExplicitClassPath"), t.getMessage());
            }
        }
    }

    @Test
    void readmeShowsTheCounterTest() throws IOException {
        List<String> source = Files.readAllLines(Path.of("src/test/java/jvsim/junit/JvsimExtensionTest.java"));
        List<String> block = source.subList(source.indexOf("        // README:begin") + 1, source.indexOf("        // README:end"));
        String example = String.join("\n", block.stream().map(l -> l.length() > 4 ? l.substring(4) : l.strip()).toList());
        String readme = Files.readString(Path.of("../docs/embedding.md"));
        assertTrue(readme.contains("\nclass CounterTest {\n" + example + "\n}\n"), "docs/embedding.md's JUnit example differs from:\n" + example);
    }

    @Test
    void fixturesAreSkippedWhenNotStartedFromHere() {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(LostUpdate.class)).execute()
                .containerEvents().assertStatistics(s -> s.skipped(1));
    }

    @Test
    void badSettingsAreConfigurationErrors() {
        Events events = run(BadSettings.class);
        events.assertStatistics(s -> s.started(2).failed(2));
        events.failed().stream().forEach(e -> {
            Throwable t = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
            assertEquals("ExtensionConfigurationException", t.getClass().getSimpleName(), t.toString());
            assertTrue(t.getMessage().contains("soon") || t.getMessage().contains("most"), t.getMessage());
        });
    }
}
