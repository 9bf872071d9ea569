package jvsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * Runs the fixture classes below with JUnit's engine, as a build would, and checks the outcome.
 * The fixtures are nested classes so that the build does not run them directly.
 */
class JvsimExtensionTest {

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

    /** JUnit's own assertions run inside the VM too (loaded from the test's class path). */
    static class JUnitAssertion {
        int count;

        @JvsimTest(search = "dfs", findAll = true)
        void twoThreadsIncrement() throws InterruptedException {
            Thread t = new Thread(() -> count++);
            t.start();
            count++;
            t.join();
            Assertions.assertEquals(2, count, "count");
        }
    }

    static class Limited {
        @JvsimTest(search = "dfs", maxExecutions = 1)
        void bounded() throws InterruptedException {
            new SynchronizedCounter().twoThreadsIncrement();
        }
    }

    static class ExplicitClassPath {
        @JvsimTest(classpath = "target/test-classes")
        void found() throws InterruptedException {
            new LostUpdate().twoThreadsIncrement();
        }

        @JvsimTest(classpath = "target/no-such-dir")
        void missing() { }
    }

    static class BadSettings {
        @JvsimTest(maxTime = "soon")
        void badDuration() { }

        @JvsimTest(sched = "most")
        void badSched() { }
    }

    private static Events run(Class<?> fixture) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectClass(fixture)).execute().testEvents();
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
        Events events = run(JUnitAssertion.class);
        events.assertStatistics(s -> s.started(1).failed(1));
        String m = failure(events).getMessage();
        assertTrue(m.contains("uncaught-exception in thread \"main\": org.opentest4j.AssertionFailedError: count ==> expected: <2> but was: <1>"), m);
        assertTrue(m.startsWith("jvsim found a violation in "), m);
    }

    @Test
    void searchStoppedByALimitPassesAndSaysSo() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter").selectors(selectClass(Limited.class)).execute();
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
