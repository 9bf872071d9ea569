package jvsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

        /** No impacted points (the same classes): every preemption postponed, none lost. */
        @JvsimTest(search = "icb", changedSince = "target/test-classes", prioritize = "capp:method:some")
        void prioritized() throws InterruptedException { race(); }

        @JvsimTest(changedSince = "target/test-classes", prioritize = "capp:nothing:all")
        void badHeuristic() { }

        /** The change from git: a revision that is no commit (or no repository, in a source archive). */
        @JvsimTest(changedSince = "git:no-such-revision-of-jvsim")
        void unknownRevision() { }
    }

    @Test
    void strategiesAndTheirOptionsComeFromTheRegistry() {
        Events events = run(OtherStrategies.class);
        events.assertStatistics(s -> s.started(8).failed(8));
        for (var e : events.failed().list()) {
            String test = e.getTestDescriptor().getDisplayName();
            Throwable t = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
            switch (test) {
                case "pct()", "icb()", "prioritized()" -> {
                    assertInstanceOf(AssertionError.class, t);
                    assertTrue(t.getMessage().contains(" (" + (test.equals("prioritized()") ? "icb" : test.substring(0, 3)) + " search, "), t.getMessage());
                    assertTrue(t.getMessage().contains("java.lang.AssertionError: lost update"), t.getMessage());
                }
                default -> {
                    assertEquals("ExtensionConfigurationException", t.getClass().getSimpleName(), test + ": " + t);
                    String expected = switch (test) {
                        case "badValue()" -> "@JvsimTest: --depth must be a number, not 'none'";
                        case "optionOfAnotherStrategy()" -> "@JvsimTest: --depth does not apply to --search=icb";
                        case "badHeuristic()" -> "@JvsimTest: unknown match mode 'nothing' in --prioritize";
                        case "unknownRevision()" -> "@JvsimTest: --changed-since=git:no-such-revision-of-jvsim: ";
                        default -> "@JvsimTest: strategy option 'preemptions' is not name=value";
                    };
                    assertTrue(t.getMessage().startsWith(expected), test + ": " + t.getMessage());
                }
            }
        }
    }

    /** The CLI's settings as attributes: each applied (the passing tests depend on it), bad values configuration errors. */
    @ExtendWith(FixtureOnly.class)
    static class CliSettings {
        @JvsimTest(properties = "k=v")
        void property() { if (!"v".equals(System.getProperty("k"))) throw new AssertionError("k is " + System.getProperty("k")); }

        @SuppressWarnings("AssertWithSideEffects")
        @JvsimTest(assertions = false)
        void assertionsOff() { assert false : "assertions are on"; }

        @JvsimTest(search = "dfs", maxStates = 1)
        void fewStates() throws InterruptedException { new SynchronizedCounter().twoThreadsIncrement(); }

        @JvsimTest(jdkInternals = "some")
        void badJdkInternals() { }

        @JvsimTest(mounts = "target/no-such-dir")
        void badMount() { }

        @JvsimTest(properties = "novalue")
        void badProperty() { }

        @JvsimTest(virtualThreads = "carried")
        void badVirtualThreads() { }
    }

    @Test
    void theCliSettingsAreAttributes() {
        Events events = run(CliSettings.class);
        events.assertStatistics(s -> s.started(7).succeeded(3).failed(4));
        for (var e : events.failed().list()) {
            String test = e.getTestDescriptor().getDisplayName();
            Throwable t = e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
            assertEquals("ExtensionConfigurationException", t.getClass().getSimpleName(), test + ": " + t);
            String expected = switch (test) {
                case "badJdkInternals()" -> "@JvsimTest: unknown jdkInternals mode 'some' (expected atomic or full)";
                case "badMount()" -> "@JvsimTest: bad --mount 'target/no-such-dir'";
                case "badVirtualThreads()" -> "@JvsimTest: virtualThreads: bound or continuations, not 'carried'";
                default -> "@JvsimTest: property 'novalue' is not key=value";
            };
            assertTrue(t.getMessage().startsWith(expected), test + ": " + t.getMessage());
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
        // the message is the headline; the whole text, as a stack trace prints it, has the trace
        assertTrue(t.getMessage().contains("uncaught-exception in thread \"main\": java.lang.AssertionError: lost update"), t.getMessage());
        String m = t.toString();
        assertTrue(m.startsWith("jvsim found a violation in jvsim.junit.JvsimExtensionTest$LostUpdate#twoThreadsIncrement (dpor search, "), m);
        assertTrue(m.contains("uncaught-exception in thread \"main\": java.lang.AssertionError: lost update"), m);
        // each step: thread, operation, location; both threads write the field
        assertTrue(m.contains("\"main\" write jvsim.junit.JvsimExtensionTest$LostUpdate.count at jvsim.junit.JvsimExtensionTest$LostUpdate.twoThreadsIncrement(JvsimExtensionTest.java:"), m);
        assertTrue(m.contains("\"Thread-0\" write jvsim.junit.JvsimExtensionTest$LostUpdate.count at "), m);
        assertTrue(m.contains("| count = 1"), m);
    }

    /**
     * Surefire prints a failure's stack trace (toString and frames) where the test fails and, in its
     * summary of failed tests, an AssertionError's whole message: the message is one line, the text
     * with the trace is printed once, and the host's frames (jvsim's and JUnit's) are left out.
     */
    @Test
    void theFailureIsPrintedOnceWithTheTestFrameworksStepsSummarized() {
        Throwable t = failure(run(CounterTest.class));
        String headline = t.getMessage();
        assertFalse(headline.contains("\n"), headline);
        assertTrue(headline.startsWith("jvsim found a violation in jvsim.junit.JvsimExtensionTest$CounterTest#twoThreadsIncrement (dpor search, "), headline);
        assertTrue(headline.endsWith(" s): uncaught-exception in thread \"main\": org.opentest4j.AssertionFailedError: count ==> expected: <2> but was: <1>"), headline);
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        String printed = w.toString();
        assertEquals(0, t.getStackTrace().length);
        assertEquals(1, printed.split("  trace \\(", -1).length - 1, printed);
        assertEquals(1, printed.split("  output of this execution:", -1).length - 1, printed);
        assertFalse(printed.contains("\n\tat "), "no host stack frames: " + printed);
        // JUnit building its failure (AssertionFailureBuilder, String.format, opentest4j) is a count by the test's line
        String trace = printed.substring(0, printed.indexOf("  output of this execution:"));
        assertTrue(trace.contains(" steps in test-framework code called from jvsim.junit.JvsimExtensionTest$CounterTest.twoThreadsIncrement(JvsimExtensionTest.java:"), trace);
        assertFalse(trace.contains(" at org.junit.") || trace.contains(" at org.opentest4j.") || trace.contains("called from org."), trace);
        assertTrue(trace.contains("steps inside the JDK and the test framework are summarized"), trace);
        // no report was asked for: the text says how to write one
        assertTrue(printed.contains("@JvsimTest(report = true, html = true), or -Djvsim.reportDir=target/jvsim"), printed);
    }

    /** Where the fixtures below write their reports (relative to the module, as a test's target/jvsim is). */
    static final String REPORTS = "target/jvsim-extension-test";

    @ExtendWith(FixtureOnly.class)
    static class Reported {
        @JvsimTest(report = true, html = true, reportDir = REPORTS)
        void lostUpdate() throws InterruptedException {
            new LostUpdate().twoThreadsIncrement();
        }

        @JvsimTest(report = true, reportDir = REPORTS)
        void passes() throws InterruptedException {
            new SynchronizedCounter().twoThreadsIncrement();
        }

        @JvsimTest(html = true, reportDir = REPORTS)
        void junitAssertion() throws InterruptedException {
            new CounterTest().twoThreadsIncrement();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    @Test
    void reportAndHtmlAttributesWriteTheFilesAndTheReportReplays() throws IOException {
        Path dir = Path.of(REPORTS);
        deleteTree(dir);
        Events events = run(Reported.class);
        events.assertStatistics(s -> s.started(3).failed(2).succeeded(1));
        Path json = dir.resolve("jvsim.junit.JvsimExtensionTest$Reported.lostUpdate.json");
        Path html = dir.resolve("jvsim.junit.JvsimExtensionTest$Reported.lostUpdate.html");
        String text = events.failed().stream().filter(e -> e.getTestDescriptor().getDisplayName().equals("lostUpdate()")).findFirst().orElseThrow()
                .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().toString();
        assertTrue(text.contains("\n  report: " + json + " (replay it: jvsim --replay=" + json + ")\n"), text);
        assertTrue(text.contains("\n  trace view: " + html + "\n"), text);
        jvsim.embed.ReportDocument report = jvsim.embed.JsonReport.read(Files.readString(json));
        assertEquals("violation", report.verdict());
        assertEquals("jvsim.junit.JvsimExtensionTest$Reported#lostUpdate", report.run().target());
        // the page shows the test's own source lines: src/test/java beside target/test-classes
        String page = Files.readString(html);
        assertTrue(page.contains("if (count != 2) throw new AssertionError(&quot;lost update&quot;);"), page);
        assertFalse(page.contains("id=\"sources-missing\""), page);
        // the report replays from the file alone
        jvsim.embed.Report again = jvsim.embed.Jvsim.replay(json).run();
        assertEquals(jvsim.embed.Verdict.VIOLATION, again.verdict());
        assertTrue(again.violations().get(0).message.contains("lost update"), again.toString());
        // the passing test wrote its report too, and no page it did not ask for
        assertEquals("no-violation", jvsim.embed.JsonReport.read(Files.readString(dir.resolve("jvsim.junit.JvsimExtensionTest$Reported.passes.json"))).verdict());
        assertFalse(Files.exists(dir.resolve("jvsim.junit.JvsimExtensionTest$Reported.passes.html")));
        // JUnit's steps: hidden with the JDK's, named as the test framework's, their sources not missed
        String junit = Files.readString(dir.resolve("jvsim.junit.JvsimExtensionTest$Reported.junitAssertion.html"));
        assertTrue(junit.contains("show steps inside the JDK and the test framework"), "the toggle");
        assertTrue(junit.contains("<div class=\"jdkloc\">in the test framework at org.junit.jupiter.api."), "a step inside JUnit");
        assertTrue(junit.contains("assertEquals(2, count, &quot;count&quot;);"), "the test's line, where it called JUnit");
        assertFalse(junit.contains("id=\"sources-missing\""), "JUnit's sources are not the program's");
    }

    @Test
    void theReportDirPropertyWritesBothFilesForEveryTest() throws IOException {
        Path dir = Path.of("target/jvsim-property-test");
        deleteTree(dir);
        run(SynchronizedCounter.class);
        assertFalse(Files.exists(dir), "off by default");
        System.setProperty(JvsimExtension.REPORT_DIR, dir.toString());
        try {
            run(SynchronizedCounter.class).assertStatistics(s -> s.succeeded(1));
        } finally {
            System.clearProperty(JvsimExtension.REPORT_DIR);
        }
        assertTrue(Files.exists(dir.resolve("jvsim.junit.JvsimExtensionTest$SynchronizedCounter.twoThreadsIncrement.json")));
        assertTrue(Files.exists(dir.resolve("jvsim.junit.JvsimExtensionTest$SynchronizedCounter.twoThreadsIncrement.html")));
    }

    @Test
    void aPassingTestPrintsOneLineWithItsExecutionsAndTime() {
        java.io.PrintStream saved = System.out;
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            run(SynchronizedCounter.class);
            run(Limited.class);
            // failing tests: a violation, and bad settings (OtherStrategies has both, and takes 10 s)
            run(CounterTest.class);
            run(BadSettings.class);
        } finally {
            System.setOut(saved);
        }
        List<String> lines = buffer.toString(java.nio.charset.StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("jvsim: ")).toList();
        assertEquals(2, lines.size(), "one line per passing test, none for a failing one: " + lines);
        assertTrue(lines.get(0).matches("jvsim: JvsimExtensionTest\\$SynchronizedCounter\\.twoThreadsIncrement: verified, \\d+ executions? in \\d+\\.\\d s"), lines.get(0));
        assertTrue(lines.get(1).matches("jvsim: JvsimExtensionTest\\$Limited\\.bounded: stopped by --max-executions after 1 execution, no violation found \\(dfs search, \\d+\\.\\d s\\)"), lines.get(1));
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
        // the failure's message is its one-line headline: the violation's kind, then the cycle with the objects its threads wait for
        assertTrue(m.contains("deadlock in thread \"main\": cycle of 2 threads: \"main\" waits for monitor of java.lang.Object@1 at jvsim.junit.JvsimExtensionTest$LockOrder.both(JvsimExtensionTest.java:"), m);
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
