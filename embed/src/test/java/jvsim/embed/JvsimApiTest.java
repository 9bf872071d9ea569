package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedding API on small programs compiled here. */
class JvsimApiTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compileTargets() throws IOException {
        classes = Javac.compile(dir, Map.of(
                "Racy", "public class Racy { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> x++); t.start(); x++; t.join(); System.out.println(\"x=\" + x);"
                        + " if (x != 2) throw new AssertionError(\"lost update\"); } }",
                "Safe", "public class Safe { static int x; static synchronized void inc() { x++; }"
                        + " public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(Safe::inc); t.start(); inc(); t.join(); } }",
                "Args", "public class Args { public static void main(String[] a) {"
                        + " if (a.length == 2 && a[1].equals(System.getProperty(\"k\"))) throw new IllegalStateException(a[0]); } }",
                "Methods", "public class Methods { static void fails() { throw new IllegalStateException(\"bad\"); } }",
                "Sequential", "public class Sequential { static final Object A = new Object(), B = new Object();"
                        + " static void both(Object x, Object y) { synchronized (x) { synchronized (y) { } } }"
                        + " public static void main(String[] a) throws Exception { Thread t = new Thread(() -> both(A, B)); t.start(); t.join(); both(B, A); } }",
                "Far", "public class Far { static int x, padA, padB; public static void main(String[] a) throws Exception {"
                        + " Thread w = new Thread(() -> { x = 1; for (int i = 0; i < 1000; i++) padA++; });"
                        + " Thread r = new Thread(() -> { for (int i = 0; i < 1000; i++) padB++; if (x != 1) throw new IllegalStateException(\"x \" + x); });"
                        + " w.start(); r.start(); w.join(); r.join(); } }",
                "Reads", "public class Reads { public static void main(String[] a) throws Exception {"
                        + " if (!java.nio.file.Files.readString(java.nio.file.Path.of(a[0])).equals(\"hi\")) throw new IllegalStateException(\"read\"); } }",
                "LastWriter", "public class LastWriter { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> x = 1); t.start(); x = 2; t.join(); throw new RuntimeException(\"x=\" + x); } }"));
    }

    static Jvsim target(String name) {
        return Jvsim.target(name).classpath(classes);
    }

    /** jdk(home): a folder that is no JDK is refused at once; the host's home runs as the default and the report's run records it. */
    @Test
    void theClassLibraryIsChosenAndRecorded(@TempDir Path notAJdk) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> target("Safe").jdk(notAJdk));
        assertTrue(e.getMessage().contains("is not a JDK"), e.getMessage());
        assertNull(target("Safe").run().invocation().jdkHome());
        Path host = Path.of(System.getProperty("java.home"));
        Report r = target("Safe").jdk(host).run();
        assertTrue(r.violations().isEmpty(), r.violations().toString());
        assertEquals(host.toAbsolutePath().normalize().toString(), r.invocation().jdkHome());
    }

    @Test
    void deadlockListenerWarnsOfALockOrderInversion() {
        Report r = target("Sequential").listener("deadlock").run();
        assertEquals(Verdict.WARNING, r.verdict(), r.toString());
        assertEquals(1, r.violations().size(), r.violations().toString());
        Violation w = r.violations().get(0);
        assertTrue(w.warning);
        assertEquals(jvsim.vm.ViolationKind.POTENTIAL_DEADLOCK, w.kind);
        assertEquals("main", w.thread);
        assertTrue(w.message.contains("\"Thread-0\" locks them in the opposite order"), w.message);
        assertTrue(ViolationText.format(w).startsWith("warning: potential-deadlock in thread \"main\""), ViolationText.format(w));
        assertEquals(Verdict.NO_VIOLATION, target("Sequential").run().verdict());
    }

    @Test
    void findsTheLostUpdateWithItsTraceOutputAndSchedule() {
        Report r = target("Racy").run();
        assertEquals(Verdict.VIOLATION, r.verdict(), r.toString());
        assertNull(r.limit());
        Violation v = r.violations().get(0);
        assertEquals(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION, v.kind);
        assertEquals("java.lang.AssertionError: lost update", v.message);
        assertEquals("main", v.thread);
        assertEquals(List.of("main", "java.lang.AssertionError", "lost update"), List.of(v.uncaught.thread(), v.uncaught.exceptionClass(), v.uncaught.message()));
        assertEquals("x=1\n", v.stdout);
        assertTrue(v.stderr.contains("AssertionError: lost update"), v.stderr);
        assertEquals(v.trace.size(), v.schedule().size());
        List<String> writes = v.trace.stream().filter(s -> s.operation().equals("write Racy.x")).map(s -> s.threadName).toList();
        assertEquals(2, writes.size(), v.trace.toString());
        assertTrue(v.trace.stream().anyMatch(s -> !s.inJdk() && s.location().startsWith("Racy.")), v.trace.toString());
        assertTrue(ViolationText.format(v).contains("write Racy.x at Racy.") && ViolationText.format(v).contains("| x=1"), ViolationText.format(v));
        assertTrue(r.stats().executions() >= 1 && r.stats().transitions() >= v.trace.size() && r.stats().instructions() > 0, r.stats().toString());
    }

    @Test
    void counterexampleIsShortenedUnlessTurnedOffAndReplays() {
        Violation raw = target("Racy").search("random").seed(3).maxExecutions(50).shorten(false).run().violations().get(0);
        assertNull(raw.shortenedFrom);
        Report shortened = target("Racy").search("random").seed(3).maxExecutions(50).run();
        Violation v = shortened.violations().get(0);
        assertEquals(raw.message, v.message);
        assertTrue(v.contextSwitches() <= raw.contextSwitches(), v.contextSwitches() + " > " + raw.contextSwitches());
        if (v.shortenedFrom != null) assertEquals(raw.contextSwitches(), v.shortenedFrom.contextSwitches());
        else assertEquals(raw.schedule(), v.schedule());
        Violation again = Jvsim.replay(shortened).run().violations().get(0);
        assertEquals(v.schedule(), again.schedule());
        assertEquals(v.message, again.message);
    }

    private static String withoutTime(String json) {
        return json.replaceAll("\"elapsedMs\": \\d+", "\"elapsedMs\": 0");
    }

    @Test
    void replayRerunsTheViolatingExecution() {
        Report found = target("Racy").run();
        Report again = Jvsim.replay(found).run();
        assertEquals(Verdict.VIOLATION, again.verdict());
        assertEquals(1, again.stats().executions());
        assertEquals("x=1\n", again.replayOutput());
        assertEquals(found.violations().get(0).message, again.violations().get(0).message);
        assertEquals(found.violations().get(0).schedule(), again.violations().get(0).schedule());
        // the same schedule given by hand
        Report byHand = target("Racy").replay(found.violations().get(0).schedule()).run();
        assertEquals(found.violations().get(0).traceLines(), byHand.violations().get(0).traceLines());
    }

    /** report(Path) writes the JSON report with what ran; replay(Path) re-runs its violation from the file alone. */
    @Test
    void aReportFileRecordsWhatRanAndReplays() throws IOException {
        Path file = dir.resolve("args.json");
        Report found = target("Args").args("hello", "v").property("k", "v").sched("all").report(file).run();
        assertEquals(Verdict.VIOLATION, found.verdict());
        String json = java.nio.file.Files.readString(file);
        assertEquals(found.toJson().replaceAll("\"elapsedMs\": \\d+", ""), json.replaceAll("\"elapsedMs\": \\d+", ""));
        Invocation run = found.invocation();
        assertEquals("Args", run.target());
        assertEquals(List.of("hello", "v"), run.args());
        assertEquals(List.of(classes.toAbsolutePath().toString()), run.classpath());
        assertEquals(Map.of("k", "v"), run.properties());
        assertEquals("all", run.sched());
        assertTrue(json.contains("\"run\": {\"target\": \"Args\", \"args\": [\"hello\", \"v\"]"), json);

        Report again = Jvsim.replay(file).run();
        assertEquals(Verdict.VIOLATION, again.verdict());
        assertEquals("java.lang.IllegalStateException: hello", again.violations().get(0).message);
        assertEquals(found.violations().get(0).schedule(), again.violations().get(0).schedule());
        assertEquals("replay", again.search().strategy());

        Path none = java.nio.file.Files.writeString(dir.resolve("none.json"), "{\"violations\": []}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Jvsim.replay(none));
        assertTrue(e.getMessage().contains("has no schedule"), e.getMessage());
    }

    /** A class not found: the message names the class path entries that do not exist, or the default ".". */
    @Test
    void aClassNotFoundSaysWhatToDo() {
        Path missing = dir.resolve("no-such-dir");
        JvsimException e = assertThrows(JvsimException.class, () -> Jvsim.target("Racy").classpath(missing).run());
        assertEquals("could not find or load main class Racy: class path entry '" + missing + "' does not exist", e.getMessage());
        JvsimException d = assertThrows(JvsimException.class, () -> Jvsim.target("Racy").run());
        assertTrue(d.getMessage().startsWith("could not find or load main class Racy in the default class path '.'") && d.getMessage().contains("classpath(...)"), d.getMessage());
    }

    @Test
    void correctProgramHasNoViolation() {
        Report r = target("Safe").search("dfs").run();
        assertEquals(Verdict.NO_VIOLATION, r.verdict(), r.toString());
        assertTrue(r.violations().isEmpty());
        // stateful dfs: the interleavings converge, so the runs beyond the first end at visited states
        assertTrue(r.stats().executions() + r.stats().pruned() > 1, r.toString());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.replay(r));
    }

    @Test
    void argumentsAndPropertiesReachTheTarget() {
        Report r = target("Args").args("hello", "v").property("k", "v").run();
        assertEquals("java.lang.IllegalStateException: hello", r.violations().get(0).message);
        assertEquals(Verdict.NO_VIOLATION, target("Args").args("hello", "v").property("k", "other").run().verdict());
    }

    @Test
    void staticMethodTarget() {
        Report r = target("Methods#fails").run();
        assertEquals("java.lang.IllegalStateException: bad", r.violations().get(0).message);
        assertThrows(IllegalArgumentException.class, () -> target("Methods#fails").args("x").run());
    }

    @Test
    void findAllReportsEachDistinctViolation() {
        assertEquals(1, target("LastWriter").run().violations().size());
        Set<String> all = target("LastWriter").findAll(true).run().violations().stream().map(v -> v.message).collect(Collectors.toSet());
        assertEquals(Set.of("java.lang.RuntimeException: x=1", "java.lang.RuntimeException: x=2"), all);
    }

    @Test
    void executionLimitGivesVerdictLimit() {
        Report r = target("Safe").search("dfs").maxExecutions(1).run();
        assertEquals(Verdict.LIMIT, r.verdict());
        assertEquals(1, r.stats().executions());
        assertTrue(r.limit().contains("max-executions"), r.limit());
        assertTrue(r.toJson().contains("\"verdict\": \"limit\""), r.toJson());
    }

    /**
     * A causal search that ran to its end but left questions unasked (here a write and a read
     * about 4,000 events apart, windows of 200) has not shown there is no violation: verdict LIMIT,
     * exit status 3, saying what it left.
     */
    @Test
    void causalSearchThatLeftQuestionsUnaskedGivesVerdictLimit() {
        Report r = target("Far").search("causal").option("window", 200).run();
        assertEquals(Verdict.LIMIT, r.verdict());
        assertEquals(3, r.exitStatus());
        assertNull(r.stoppedBy());
        assertTrue(r.limit().contains("not exhaustive") && r.limit().contains("windows apart"), r.limit());
        assertTrue(r.stats().strategy().get("farUnasked") >= 1, r.toJson());
        assertEquals(Verdict.NO_VIOLATION, target("Safe").search("causal").run().verdict());
    }

    @Test
    void randomSearchIsReproducibleForASeed() {
        Report a = target("LastWriter").search("random").seed(3).maxExecutions(5).findAll(true).run();
        Report b = target("LastWriter").search("random").seed(3).maxExecutions(5).findAll(true).run();
        assertEquals(withoutTime(a.toJson()), withoutTime(b.toJson()));
    }

    /**
     * virtualThreads: bound by default, recorded in the report's run and replayed from the file; a
     * bad name is refused at once; continuations on a class library before JDK 21 in one line when
     * run. (Continuations recorded and replayed: VirtualThreadsCliTest, on JDK 25's class library.)
     */
    @Test
    void virtualThreadsAreRecordedAndReplayed() throws IOException {
        Path file = dir.resolve("bound.json");
        Report found = target("Racy").virtualThreads("bound").report(file).run();
        assertEquals("bound", found.invocation().virtualThreads());
        assertTrue(java.nio.file.Files.readString(file).contains("\"virtualThreads\": \"bound\""));
        assertEquals("bound", Jvsim.replay(file).run().invocation().virtualThreads());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> target("Racy").virtualThreads("carried"));
        assertEquals("virtualThreads: bound or continuations, not 'carried'", e.getMessage());
        if (Runtime.version().feature() < 21) {
            JvsimException old = assertThrows(JvsimException.class, () -> target("Racy").virtualThreads("continuations").run());
            assertTrue(old.getMessage().contains("--virtual-threads=continuations needs the class library of JDK 21 or later"), old.getMessage());
        }
    }

    @Test
    void badInputIsReported() {
        JvsimException e = assertThrows(JvsimException.class, () -> target("NoSuchClass").run());
        assertTrue(e.getMessage().contains("NoSuchClass"), e.getMessage());
        assertThrows(JvsimException.class, () -> target("Racy").replay(List.of("main.7")).run());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Racy.class"));
        assertThrows(IllegalArgumentException.class, () -> target("Racy").search("bogus"));
        assertThrows(IllegalArgumentException.class, () -> target("Racy").sched("most"));
        assertFalse(target("Racy").toString().isEmpty());
    }

    /** The CLI's --max-states, --max-depth and --mount, through the same settings: the stateful search stops, the mounted file is read and recorded. */
    @Test
    void statesDepthAndMountsAsTheCliHasThem(@TempDir Path host) throws IOException {
        Report states = target("Safe").search("dfs").maxStates(1).run();
        assertEquals(Verdict.LIMIT, states.verdict(), states.toString());
        assertEquals("max-states", states.stoppedBy());
        Report depth = target("Safe").search("dfs").maxDepth(1).run();
        assertEquals(Verdict.LIMIT, depth.verdict(), depth.toString());
        assertEquals("max-depth", depth.stoppedBy());
        assertEquals(Verdict.NO_VIOLATION, target("Safe").search("dfs").run().verdict());
        assertThrows(IllegalArgumentException.class, () -> target("Safe").maxStates(0));
        assertThrows(IllegalArgumentException.class, () -> target("Safe").maxDepth(0));

        Path file = host.resolve("f.txt");
        java.nio.file.Files.writeString(file, "hi");
        Report sandboxed = target("Reads").args(file.toString()).run();
        assertEquals(Verdict.VIOLATION, sandboxed.verdict(), "without the mount the sandbox refuses: " + sandboxed);
        Report mounted = target("Reads").args(file.toString()).mount(host.toString()).run();
        assertEquals(Verdict.NO_VIOLATION, mounted.verdict(), mounted.toString());
        assertEquals(List.of(host.toAbsolutePath().normalize() + ":ro"), mounted.invocation().mounts());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> target("Reads").mount(host.resolve("none").toString()));
        assertTrue(e.getMessage().contains("is not a directory"), e.getMessage());
    }
}
