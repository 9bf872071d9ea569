package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;

/** The jvsim command run in-process on small target programs compiled here. */
class CliTest {
    @TempDir
    static Path dir;
    static Path classes;

    /** Two threads lock two monitors in opposite orders: a deadlock under some schedules. */
    static final String LOCK_ORDER = "public class LockOrder { static final Object A = new Object(), B = new Object();"
            + " static void both(Object x, Object y) { synchronized (x) { synchronized (y) { } } }"
            + " public static void main(String[] a) throws Exception { Thread t = new Thread(() -> both(A, B)); t.start(); both(B, A); t.join(); } }";
    /** The same inversion, but main starts locking only after the thread has ended: predicted, never a deadlock. */
    static final String SEQUENTIAL = LOCK_ORDER.replace("LockOrder", "Sequential").replace("t.start(); both(B, A); t.join();", "t.start(); t.join(); both(B, A);");

    record Result(int status, String out, String err) {
        List<String> errLines() { return err.lines().toList(); }
    }

    @BeforeAll
    static void compileTargets() throws IOException {
        Map<String, String> sources = Map.ofEntries(Map.entry("LockOrder", LOCK_ORDER), Map.entry("Sequential", SEQUENTIAL),
                Map.entry("Hello", "public class Hello { public static void main(String[] a) {"
                        + " System.out.println(\"hello \" + String.join(\",\", a)); } }"),
                Map.entry("Exit3", "public class Exit3 { public static void main(String[] a) { System.out.println(\"bye\"); System.exit(3); } }"),
                Map.entry("Boom", "public class Boom { public static void main(String[] a) { throw new RuntimeException(\"boom\"); } }"),
                Map.entry("Props", "public class Props { public static void main(String[] a) { System.out.println(System.getProperty(\"k\")); } }"),
                Map.entry("Asserts", "public class Asserts { public static void main(String[] a) { assert a.length > 0 : \"no args\"; System.out.println(\"ok\"); } }"),
                Map.entry("Spin", "public class Spin { public static void main(String[] a) { long x = 0; while (true) x++; } }"),
                Map.entry("SpinUnlessWritten", "public class SpinUnlessWritten { static volatile int x, never; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> x = 1); t.start(); if (x == 0) while (never != 42) { } else System.out.println(\"written\"); t.join(); } }"),
                Map.entry("Methods", "public class Methods { static void check() { System.out.println(\"checked\"); }"
                        + " static int fails() { throw new IllegalStateException(\"bad\"); } void instance() { } }"),
                Map.entry("Counter", "public class Counter { int n = 41; Counter() { n++; }"
                        + " void show() { System.out.println(\"n=\" + n); }"
                        + " long racy() throws Exception { Thread t = new Thread(() -> n++); t.start(); n++; t.join();"
                        + " if (n != 44) throw new IllegalStateException(\"lost update: \" + n); return n; }"
                        + " class Inner { void go() { } } static class NoDefault { NoDefault(int x) { } void go() { } }"
                        + " private void hidden() { } }"),
                Map.entry("Sleeper", "public class Sleeper { static volatile boolean ready; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> { try { Thread.sleep(5); } catch (InterruptedException e) { }"
                        + " if (!ready) throw new IllegalStateException(\"slept too short\"); }); t.start(); ready = true; t.join(); } }"),
                Map.entry("Lost", "public class Lost { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t1 = new Thread(() -> { int v = x; x = v + 1; }); Thread t2 = new Thread(() -> { int v = x; x = v + 1; });"
                        + " t1.start(); t2.start(); t1.join(); t2.join(); assert x == 2 : \"lost update: x = \" + x; } }"),
                Map.entry("Worker", "public class Worker { public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> { throw new IllegalStateException(\"worker failed\"); }); t.start(); t.join();"
                        + " System.out.println(\"main done\"); } }"),
                Map.entry("Racy", "public class Racy { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> x++); t.start(); x++; t.join(); System.out.println(\"x=\" + x);"
                        + " assert x == 2 : \"lost update\"; } }"),
                Map.entry("Safe", "public class Safe { static int x; static synchronized void inc() { x++; }"
                        + " public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(Safe::inc); t.start(); inc(); t.join(); System.out.println(\"x=\" + x); } }"),
                Map.entry("ArgsRace", "public class ArgsRace { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> x++); t.start(); x++; t.join();"
                        + " if (x != 2) throw new IllegalStateException(\"lost update \" + a[0] + System.getProperty(\"k\")); } }"),
                Map.entry("Deadlock", "public class Deadlock { public static void main(String[] a) throws Exception { Object l = new Object();"
                        + " synchronized (l) { Thread t = new Thread(() -> { synchronized (l) { } }); t.start(); t.join(); } } }"));
        classes = Javac.compile(dir, sources);
    }

    static Result jvsim(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Cli.run(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Result runOnce(String... args) {
        List<String> all = new ArrayList<>(List.of("--search=none", "-cp", classes.toString()));
        all.addAll(List.of(args));
        return jvsim(all.toArray(new String[0]));
    }

    static void assertOneJvsimLine(Result r) {
        assertEquals(1, r.errLines().size(), r.err);
        assertTrue(r.err.startsWith("jvsim: "), r.err);
    }

    // ------------------------------------------------------------ usage errors

    @Test
    void unknownOptionIsAUsageError() {
        Result r = jvsim("--no-such-option", "Hello");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("--no-such-option"), r.err);
    }

    @Test
    void missingTargetIsAUsageError() {
        Result r = jvsim("--search=none");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.startsWith("jvsim: missing the target: jvsim [options] <target> [args...]"), r.err);
    }

    @Test
    void aMisspelledOptionGetsADidYouMean() {
        Result r = jvsim("--max-exections=5", "-cp", classes.toString(), "Hello");
        assertEquals(2, r.status);
        assertEquals(List.of("jvsim: unknown option '--max-exections=5'; did you mean '--max-executions=5'? (see jvsim --help)"), r.errLines());
        // a strategy's option too, and an option without a value
        assertTrue(jvsim("--search=icb", "--preemption=1", "Hello").err.contains("did you mean '--preemptions=1'?"));
        assertTrue(jvsim("--find-al", "Hello").err.contains("did you mean '--find-all'?"));
        // nothing near: no guess
        Result far = jvsim("--no-such-option", "Hello");
        assertFalse(far.err.contains("did you mean"), far.err);
    }

    @Test
    void editDistance() {
        assertEquals(1, Cli.editDistance("--max-exections", "--max-executions"));
        assertEquals(1, Cli.editDistance("--shcedule", "--schedule"), "a transposition is one edit");
        assertEquals(3, Cli.editDistance("abc", ""));
    }

    @Test
    void aMissingClassPathEntryIsNamed() {
        Path missing = dir.resolve("no-such-classes");
        for (String search : List.of("none", "dpor")) {
            Result r = jvsim("--search=" + search, "-cp", missing + java.io.File.pathSeparator + dir.resolve("corrupt-none"), "Hello");
            assertEquals(2, r.status, r.err);
            assertOneJvsimLine(r);
            assertEquals("jvsim: could not find or load main class Hello: class path entries '" + missing + "', '" + dir.resolve("corrupt-none") + "' do not exist",
                    r.err.strip());
        }
        Result one = jvsim("--search=none", "-cp", missing.toString(), "Hello");
        assertEquals("jvsim: could not find or load main class Hello: class path entry '" + missing + "' does not exist", one.err.strip());
        // entries that exist but do not hold the class: the message is java's
        Result there = jvsim("--search=none", "-cp", classes.toString(), "NoSuchClass");
        assertEquals("jvsim: could not find or load main class NoSuchClass", there.err.strip());
    }

    /** Without -cp the class path is ".": a class not there is an error that says so and how to give one. */
    @Test
    void withoutAClassPathTheErrorNamesTheDefault() {
        Result r = jvsim("--search=none", "Hello");
        assertEquals(2, r.status, r.err);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("could not find or load main class Hello in the default class path '.' (the current directory)")
                && r.err.contains("-cp <dir-or-jar>"), r.err);
    }

    @Test
    void optionsAfterTheTargetAreWarnedOfAndPassedOn() {
        Result r = runOnce("Hello", "--search=dfs", "x", "-Dk=v");
        assertEquals(0, r.status, r.err);
        assertEquals("hello --search=dfs,x,-Dk=v" + System.lineSeparator(), r.out);
        assertEquals("jvsim: warning: '--search=dfs', '-Dk=v' come after the target Hello and are passed to the program; put jvsim's options before the target"
                + " (or '--' before it to pass them on without this warning)", r.errLines().get(0));
        // "--" before the target: they are meant for the program
        Result meant = runOnce("--", "Hello", "--search=dfs");
        assertEquals("hello --search=dfs" + System.lineSeparator(), meant.out);
        assertFalse(meant.err.contains("warning"), meant.err);
        // arguments that are no jvsim options
        assertFalse(runOnce("Hello", "--verbose", "-x").err.contains("warning"));
    }

    @Test
    void missingClassIsAUsageErrorNamingTheClass() {
        Result r = runOnce("NoSuchClass");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("NoSuchClass"), r.err);
    }

    @Test
    void classWithoutMainIsAUsageError() {
        Result r = runOnce("Methods");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("main"), r.err);
    }

    @Test
    void corruptClassFileIsAUsageError() throws IOException {
        Path cp = Files.createDirectories(dir.resolve("corrupt"));
        Files.write(cp.resolve("X.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, 0x12, 0x34, 0x56, 0x00, 0x7F, 0x01, 0x02});
        Result r = jvsim("--search=none", "-cp", cp.toString(), "X");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("X"), r.err);
    }

    @Test
    void corruptJarOnTheClassPathIsAUsageError() throws IOException {
        Path jar = Files.write(dir.resolve("broken.jar"), new byte[] {1, 2, 3});
        Result r = jvsim("--search=none", "-cp", classes + java.io.File.pathSeparator + jar, "Hello");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("broken.jar"), r.err);
    }

    @Test
    void tooNewClassFileIsAUsageErrorMentioningTheVersion() throws IOException {
        Path cp = Files.createDirectories(dir.resolve("java18"));
        byte[] b = Files.readAllBytes(classes.resolve("Hello.class"));
        b[6] = 0;
        b[7] = 62;  // major version 62 = Java 18
        Files.write(cp.resolve("Hello.class"), b);
        Result r = jvsim("--search=none", "-cp", cp.toString(), "Hello");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("62") && r.err.contains("version"), r.err);
    }

    @Test
    void malformedOptionValuesAreUsageErrors() {
        for (String[] args : new String[][] {{"--max-heap=12q", "Hello"}, {"--max-time=soon", "Hello"},
                {"--max-executions=0", "Hello"}, {"--listener=races", "Hello"}, {"--replay=" + dir.resolve("none.trace"), "Hello"},
                {"Hello.class"}}) {
            Result r = runOnce(args);
            assertEquals(2, r.status, String.join(" ", args));
            assertOneJvsimLine(r);
        }
    }

    // ------------------------------------------------------------ searches

    @Test
    @SuppressWarnings("unchecked")
    void defaultSearchFindsTheLostUpdateAndItsReportReplays() throws IOException {
        Path report = dir.resolve("racy.json");
        Result r = jvsim("--report=" + report, "-cp", classes.toString(), "Racy");
        assertEquals(1, r.status, r.err);
        assertTrue(r.err.contains("jvsim: uncaught-exception in thread \"main\": java.lang.AssertionError: lost update"), r.err);
        assertTrue(r.err.contains("| x=1"), r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("violation", json.get("verdict"));
        Map<String, Object> v = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals("uncaught-exception", v.get("kind"));
        assertEquals("java.lang.AssertionError: lost update", v.get("message"));
        List<Object> schedule = (List<Object>) v.get("schedule");
        assertTrue(schedule.stream().anyMatch(t -> t.toString().startsWith("main.")), schedule.toString());
        assertEquals("x=1\n", v.get("output"));

        Result replay = jvsim("--replay=" + report, "-cp", classes.toString(), "Racy");
        assertEquals(1, replay.status, replay.err);
        assertEquals("x=1\n", replay.out);
        assertTrue(replay.err.contains("Exception in thread \"main\" java.lang.AssertionError: lost update"), replay.err);
    }

    @Test
    void everySearchFindsTheLostUpdateOrNothingInTheSafeProgram() {
        for (String search : List.of("dpor", "dfs")) {
            assertEquals(1, jvsim("--search=" + search, "-cp", classes.toString(), "Racy").status, search);
            Result safe = jvsim("--search=" + search, "-cp", classes.toString(), "Safe");
            assertEquals(0, safe.status, search + ": " + safe.err);
            assertTrue(safe.err.contains("no violation"), safe.err);
        }
    }

    @Test
    void randomSearchIsReproducibleForASeed() {
        Result a = jvsim("--search=random", "--seed=7", "--max-executions=20", "-cp", classes.toString(), "Racy");
        Result b = jvsim("--search=random", "--seed=7", "--max-executions=20", "-cp", classes.toString(), "Racy");
        assertEquals(a.status, b.status);
        assertEquals(a.err.replaceAll("\\d+ ms", ""), b.err.replaceAll("\\d+ ms", ""));
    }

    @Test
    void searchReportsADeadlock() {
        Result r = jvsim("-cp", classes.toString(), "Deadlock");
        assertEquals(1, r.status, r.err);
        // the cycle in the headline: main holds the lock and joins the thread waiting for it
        assertTrue(r.errLines().get(0).startsWith("jvsim: deadlock: cycle of 2 threads: \"main\" joins \"Thread-0\"; \"Thread-0\" waits for java.lang.Object@1 (allocated at Deadlock.main(Deadlock.java:1)), held by \"main\""), r.err);
    }

    @Test
    void raceListenerReportsTheRacyField() {
        Result r = jvsim("--listener=race", "-cp", classes.toString(), "Racy");
        assertEquals(1, r.status, r.err);
        assertTrue(r.err.contains("jvsim: data-race in thread"), r.err);
        assertTrue(r.err.contains("data race on Racy.x"), r.err);
        Result safe = jvsim("--listener=race", "-cp", classes.toString(), "Safe");
        assertEquals(0, safe.status, safe.err);
    }

    @Test
    @SuppressWarnings("unchecked")
    void deadlockListenerReportsTheCycle() throws IOException {
        Path report = dir.resolve("cycle.json");
        Result r = jvsim("--listener=deadlock", "--report=" + report, "-cp", classes.toString(), "LockOrder");
        assertEquals(1, r.status, r.err);
        assertTrue(r.err.contains("jvsim: deadlock: cycle of 2 threads: \"main\" waits for monitor of java.lang.Object@1 at LockOrder.both(LockOrder.java:1), held by \"Thread-0\""), r.err);
        // the cycle happened: no warning predicts it besides
        assertFalse(r.err.contains("potential-deadlock"), r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("violation", json.get("verdict"));
        Map<String, Object> v = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals("deadlock", v.get("kind"));
        assertEquals(null, v.get("warning"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void predictedDeadlockIsAWarningWithStatus0() throws IOException {
        Path report = dir.resolve("predicted.json");
        Result r = jvsim("--listener=deadlock", "--report=" + report, "-cp", classes.toString(), "Sequential");
        assertEquals(0, r.status, r.err);
        assertTrue(r.err.contains("jvsim: warning: potential-deadlock in thread \"main\": lock-order inversion: \"main\" locks monitor of java.lang.Object at Sequential.both(Sequential.java:1)"), r.err);
        assertTrue(r.err.contains("jvsim: no violation, 1 warning; exit status 0"), r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("warning", json.get("verdict"));
        List<Object> vs = (List<Object>) json.get("violations");
        assertEquals(1, vs.size(), vs.toString());
        Map<String, Object> v = (Map<String, Object>) vs.get(0);
        assertEquals("potential-deadlock", v.get("kind"));
        assertEquals(true, v.get("warning"));
        assertTrue(v.get("message").toString().contains("\"Thread-0\" locks them in the opposite order"), v.toString());
    }

    @Test
    void listenerErrorsAreUsageErrors() {
        for (String[] args : new String[][]{{"--listener=bogus"}, {"--listener=race", "--sched=sync"}, {"--listener=race", "--search=none"}}) {
            List<String> all = new ArrayList<>(List.of(args));
            all.addAll(List.of("-cp", classes.toString(), "Hello"));
            Result r = jvsim(all.toArray(new String[0]));
            assertEquals(2, r.status, String.join(" ", args));
            assertOneJvsimLine(r);
        }
    }

    @Test
    void unknownSearchOrSchedIsAUsageError() {
        Result r = jvsim("--search=bogus", "-cp", classes.toString(), "Hello");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        Result s = jvsim("--sched=bogus", "-cp", classes.toString(), "Hello");
        assertEquals(2, s.status);
        assertOneJvsimLine(s);
    }

    /**
     * Early timeouts (by default once per thread): a sleep may end while main still runs (found, and
     * the report's replay alone repeats it, the setting recorded in "run"); with --early-timeouts=0,
     * or for a wait longer than --early-timeout-limit, it ends only when no thread can run; a
     * negative value is a usage error.
     */
    @Test
    @SuppressWarnings("unchecked")
    void earlyTimeoutsFindASleepThatEndsTooSoonAndTravelWithTheReport() throws IOException {
        assertEquals(0, jvsim("-q", "--early-timeouts=0", "-cp", classes.toString(), "Sleeper").status);
        assertEquals(0, jvsim("-q", "--early-timeout-limit=4", "-cp", classes.toString(), "Sleeper").status);
        Path report = dir.resolve("sleeper.json");
        Result found = jvsim("--report=" + report, "-cp", classes.toString(), "Sleeper");
        assertEquals(1, found.status, found.err);
        assertTrue(found.err.contains("slept too short") && found.err.contains("timeout"), found.err);
        Map<String, Object> run = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(Files.readString(report))).get("run");
        assertEquals(1L, ((Number) run.get("earlyTimeouts")).longValue());
        assertEquals(1000L, ((Number) run.get("earlyTimeoutLimit")).longValue());
        Result replay = jvsim("--replay=" + report);
        assertEquals(1, replay.status, replay.err);
        assertTrue(replay.err.contains("slept too short"), replay.err);
        for (String bad : new String[] {"--early-timeouts=-1", "--early-timeout-limit=-5"}) {
            Result r = jvsim(bad, "-cp", classes.toString(), "Sleeper");
            assertEquals(2, r.status, bad);
            assertOneJvsimLine(r);
        }
    }

    /** A report records what ran: --replay=<report> alone re-runs it, from any directory. */
    @Test
    @SuppressWarnings("unchecked")
    void aReportAloneReplaysWithItsTargetClassPathArgumentsAndProperties() throws IOException {
        Path report = dir.resolve("args-race.json");
        Result found = jvsim("--report=" + report, "-Dk=v", "-cp", classes.toString(), "ArgsRace", "hello");
        assertEquals(1, found.status, found.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        Map<String, Object> run = (Map<String, Object>) json.get("run");
        assertEquals("ArgsRace", run.get("target"));
        assertEquals(List.of("hello"), run.get("args"));
        assertEquals(List.of(classes.toAbsolutePath().toString()), run.get("classpath"));
        assertEquals(Map.of("k", "v"), run.get("properties"));
        assertEquals("shared", run.get("sched"));

        Result replay = jvsim("--replay=" + report);
        assertEquals(1, replay.status, replay.err);
        assertTrue(replay.err.contains("java.lang.IllegalStateException: lost update hellov"), replay.err);
        // what the command line gives wins over the report
        Result other = jvsim("--replay=" + report, "-Dk=w");
        assertTrue(other.err.contains("lost update hellow"), other.err);
        // the recorded arguments are the program's: no warning that they look like jvsim's options
        Path dashed = dir.resolve("args-race-dashed.json");
        assertEquals(1, jvsim("-q", "--report=" + dashed, "-cp", classes.toString(), "ArgsRace", "--seed=1").status);
        Result again = jvsim("--replay=" + dashed);
        assertTrue(again.err.contains("lost update --seed=1null") && !again.err.contains("warning"), again.err);
    }

    @Test
    void aReportThatDoesNotRecordItsTargetNeedsOne() throws IOException {
        Path old = Files.writeString(dir.resolve("old.json"), "{\"verdict\": \"violation\", \"violations\": [{\"kind\": \"x\", \"schedule\": [\"main\"]}]}");
        Result r = jvsim("--replay=" + old);
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("does not record its target and class path") && r.err.contains("-cp <path> <target>"), r.err);
        Result bad = jvsim("--replay=" + Files.writeString(dir.resolve("notjson.json"), "{\"violations\": ["));
        assertEquals(2, bad.status);
        assertOneJvsimLine(bad);
        assertTrue(bad.err.contains("is not a jvsim JSON report"), bad.err);
    }

    @Test
    void replayOfAFileWithoutScheduleIsAnInputError() throws IOException {
        Path trace = Files.writeString(dir.resolve("some.trace"), "{}");
        Result r = jvsim("--replay=" + trace, "-cp", classes.toString(), "Hello");
        assertEquals(2, r.status);
        assertOneJvsimLine(r);
    }

    @Test
    void instanceMethodTargetRunsOnANewInstance() {
        Result r = runOnce("-q", "Counter#show");
        assertEquals(0, r.status, r.err);
        assertEquals("n=42" + System.lineSeparator(), r.out);
        assertEquals(0, runOnce("-q", "Methods#instance").status);
    }

    @Test
    void searchOfAnInstanceMethodTargetFindsItsLostUpdate() {
        Result r = jvsim("-cp", classes.toString(), "Counter#racy");
        assertEquals(1, r.status, r.err);
        assertTrue(r.err.contains("jvsim: uncaught-exception in thread \"main\": java.lang.IllegalStateException: lost update: 43"), r.err);
    }

    @Test
    void instanceMethodTargetsThatCannotBeConstructedAreInputErrors() {
        for (String target : List.of("Counter$Inner#go", "Counter$NoDefault#go", "Counter#hidden")) {
            for (String search : List.of("none", "dpor")) {
                Result r = jvsim("--search=" + search, "-cp", classes.toString(), target);
                assertEquals(2, r.status, target + " " + search + ": " + r.err);
                assertOneJvsimLine(r);
                assertTrue(r.err.contains("cannot run instance method " + target), r.err);
            }
        }
        assertTrue(runOnce("Counter$Inner#go").err.contains("non-static inner class"));
        assertTrue(runOnce("Counter$NoDefault#go").err.contains("no public or package-private constructor without parameters"));
    }

    // ------------------------------------------------- counterexample shortening

    @Test
    @SuppressWarnings("unchecked")
    void counterexampleIsShortenedToFewestSwitchesAndReplaysExactly() throws IOException {
        // a random walk that finds the lost update with needless context switches
        Path raw = dir.resolve("lost-raw.json");
        Result unshortened = jvsim("--search=random", "--seed=3", "--max-executions=50", "--no-shorten", "--report=" + raw, "-cp", classes.toString(), "Lost");
        assertEquals(1, unshortened.status, unshortened.err);
        Map<String, Object> rawV = firstViolation(raw);
        assertFalse(rawV.containsKey("shortenedFrom"), rawV.toString());
        long rawSwitches = (Long) rawV.get("contextSwitches");
        assertTrue(rawSwitches > 4, "premise: the random walk switches needlessly: " + rawSwitches);

        Path report = dir.resolve("lost.json");
        Result r = jvsim("--search=random", "--seed=3", "--max-executions=50", "--report=" + report, "-cp", classes.toString(), "Lost");
        assertEquals(1, r.status, r.err);
        Map<String, Object> v = firstViolation(report);
        assertEquals(rawV.get("message"), v.get("message"));
        // main -> t1 (read) -> t2 (read, write) -> t1 (write) -> main: no lost update with fewer
        assertEquals(4L, v.get("contextSwitches"));
        assertEquals(Map.of("steps", rawV.get("steps"), "contextSwitches", rawSwitches), v.get("shortenedFrom"));
        assertEquals((long) ((List<Object>) v.get("schedule")).size(), v.get("steps"));
        assertTrue(r.err.contains("4 context switches, shortened from "), r.err);
        Map<String, Object> stats = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(Files.readString(report))).get("stats");
        assertTrue((Long) stats.get("shorteningExecutions") > 0, stats.toString());

        // the shortened execution replays step for step
        Path replayed = dir.resolve("lost-replayed.json");
        Result replay = jvsim("--replay=" + report, "--report=" + replayed, "-cp", classes.toString(), "Lost");
        assertEquals(1, replay.status, replay.err);
        Map<String, Object> again = firstViolation(replayed);
        assertEquals(v.get("message"), again.get("message"));
        assertEquals(v.get("schedule"), again.get("schedule"));
        assertEquals(v.get("trace"), again.get("trace"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> firstViolation(Path report) throws IOException {
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        return (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
    }

    // ------------------------------------------------------------ progress

    @Test
    void progressLineIsDrawnOnRequestAndErasedBeforeTheResults() {
        // the line is redrawn at most every 250 ms: 2,000 random walks take about 2 s (the 251 executions of the
        // stateless DFS once used here can end before the first redraw since the interpreter got faster)
        Result r = jvsim("--progress", "--find-all", "--search=random", "--seed=1", "--max-executions=2000", "-cp", classes.toString(), "Lost");
        assertEquals(1, r.status, r.err);
        int line = r.err.indexOf("\rjvsim: ");
        assertTrue(line >= 0 && r.err.contains(" executions/s, "), r.err);
        int erased = r.err.lastIndexOf("\r\033[K");
        assertTrue(erased > line && r.err.indexOf("jvsim: uncaught-exception") > erased, r.err);
        assertFalse(jvsim("--search=dfs", "-cp", classes.toString(), "Lost").err.contains("\r"), "no terminal, no --progress");
        assertFalse(jvsim("--progress", "-q", "--search=dfs", "-cp", classes.toString(), "Lost").err.contains("\r"), "-q silences it");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSearchALimitStoppedSaysHowFarItCameByItsEstimate() throws IOException {
        Path report = dir.resolve("estimate.json");
        Result r = jvsim("--probes=0", "--max-executions=1", "--report=" + report, "-cp", classes.toString(), "Safe");
        assertEquals(3, r.status, r.err);
        // one execution is too few to say the estimate has settled: no fraction, no time
        assertTrue(r.err.matches("(?s).*stopped by --max-executions after 1 execution \\(estimate not settled yet: ~\\d+ so far\\), no violation found.*"), r.err);
        Map<String, Object> stats = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(Files.readString(report))).get("stats");
        assertTrue((Long) stats.get("estimatedExecutions") >= 2 && (Double) stats.get("estimatedDone") <= 0.5, stats.toString());
        assertEquals(false, stats.get("estimateSettled"), stats.toString());
        // a search that ran to its end: the estimate is the count
        assertEquals(0, jvsim("--report=" + report, "-cp", classes.toString(), "Safe").status);
        stats = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(Files.readString(report))).get("stats");
        assertEquals(stats.get("executions"), stats.get("estimatedExecutions"), stats.toString());
        assertEquals(1.0, stats.get("estimatedDone"));
        assertEquals(0L, stats.get("estimatedRemainingMs"));
        assertEquals(true, stats.get("estimateSettled"));
    }

    // ------------------------------------------------------ --search=none

    @Test
    void runsTargetAndPassesOutputAndArgumentsThrough() {
        Result r = runOnce("-q", "Hello", "a", "-q", "--search=dpor");
        assertEquals(0, r.status, r.err);
        assertEquals("hello a,-q,--search=dpor" + System.lineSeparator(), r.out);
        assertEquals("", r.err);
    }

    @Test
    void summaryLineUnlessQuiet() {
        Result r = runOnce("Hello");
        assertEquals(0, r.status, r.err);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("no violation"), r.err);
    }

    @Test
    void exitStatusOfTargetIsReturned() {
        Result r = runOnce("-q", "Exit3");
        assertEquals(3, r.status, r.err);
        assertEquals("bye" + System.lineSeparator(), r.out);
    }

    @Test
    @SuppressWarnings("unchecked")
    void uncaughtExceptionInAnotherThreadIsReportedWithTheTargetsOwnStatus() throws IOException {
        Path report = dir.resolve("worker.json");
        Result r = runOnce("--report=" + report, "Worker");
        assertEquals(0, r.status, r.err);
        assertEquals("main done" + System.lineSeparator(), r.out);
        assertTrue(r.err.startsWith("Exception in thread \"Thread-0\" java.lang.IllegalStateException: worker failed"), r.err);
        assertTrue(r.errLines().get(r.errLines().size() - 1).startsWith("jvsim: 1 violation: uncaught-exception"), r.err);
        Map<String, Object> v = firstViolation(report);
        assertEquals("Thread-0", v.get("thread"));
        assertEquals("java.lang.IllegalStateException: worker failed", v.get("message"));
        assertTrue(((List<Object>) v.get("trace")).get(0).toString().startsWith("at Worker.lambda$main$0(Worker.java"), v.toString());
    }

    @Test
    void uncaughtExceptionInMainGivesStatus1AndJavaStyleTrace() {
        Result r = runOnce("-q", "Boom");
        assertEquals(1, r.status);
        assertTrue(r.err.contains("Exception in thread \"main\" java.lang.RuntimeException: boom"), r.err);
        assertTrue(r.err.contains("at Boom.main(Boom.java"), r.err);
    }

    @Test
    void systemPropertiesReachTheTarget() {
        Result r = runOnce("-q", "-Dk=v=1", "Props");
        assertEquals(0, r.status, r.err);
        assertEquals("v=1" + System.lineSeparator(), r.out);
    }

    @Test
    void assertionsAreEnabledByDefaultAndCanBeDisabled() {
        Result on = runOnce("-q", "Asserts");
        assertEquals(1, on.status);
        assertTrue(on.err.contains("java.lang.AssertionError: no args"), on.err);
        Result off = runOnce("-q", "-ea", "-da", "Asserts");
        assertEquals(0, off.status, off.err);
        assertEquals("ok" + System.lineSeparator(), off.out);
    }

    @Test
    void staticMethodTarget() {
        Result ok = runOnce("-q", "Methods#check");
        assertEquals(0, ok.status, ok.err);
        assertEquals("checked" + System.lineSeparator(), ok.out);
        Result fails = runOnce("-q", "Methods#fails");
        assertEquals(1, fails.status);
        assertTrue(fails.err.contains("java.lang.IllegalStateException: bad"), fails.err);
    }

    @Test
    void maxTimeStopsARunawayTarget() {
        Result r = runOnce("-q", "--max-time=300ms", "Spin");
        assertEquals(3, r.status, r.err);
        assertOneJvsimLine(r);
        assertTrue(r.err.contains("--max-time"), r.err);
    }

    /**
     * An execution past --max-steps is cut and counted; the search goes on, but a cut execution was
     * not explored to its end: the verdict is limit (status 3), never "no violation". Without
     * probes, so that the count is the exhaustive search's alone.
     */
    @Test
    @SuppressWarnings("unchecked")
    void maxStepsCutsOneExecutionAndTheSearchGoesOn() throws IOException {
        Path report = dir.resolve("steps.json");
        // each round of its loop a step (--spin-loops=run): as a wait its loop is a non-termination
        Result r = jvsim("--max-steps=300", "--probes=0", "--spin-loops=run", "--report=" + report, "-cp", classes.toString(), "SpinUnlessWritten");
        assertEquals(3, r.status, r.err);
        assertTrue(r.errLines().get(0).startsWith("jvsim: 1 of 2 executions ran past --max-steps and was cut there (possibly non-terminating: thread \"main\" at SpinUnlessWritten.main(SpinUnlessWritten.java:1), spinning on SpinUnlessWritten.never)"), r.err);
        assertFalse(r.err.contains("no violation;"), r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("limit", json.get("verdict"));
        assertEquals(null, json.get("stoppedBy"), "the search itself ran to its end");
        Map<String, Object> stats = (Map<String, Object>) json.get("stats");
        assertEquals(1L, ((Number) stats.get("stepLimited")).longValue(), stats.toString());
        Map<String, Object> limit = (Map<String, Object>) json.get("stepLimit");
        assertEquals("main", limit.get("thread"));
        assertEquals("polling", limit.get("activity"));
        assertEquals(List.of("SpinUnlessWritten.never"), limit.get("reads"));
    }

    /** Also while a search runs the target's beginning alone, before it ever branches. */
    @Test
    void maxTimeStopsASearchOfARunawayTarget() {
        Result r = jvsim("-q", "-cp", classes.toString(), "--max-time=300ms", "Spin");
        assertEquals(3, r.status, r.err);
        assertTrue(r.err.contains("--max-time"), r.err);
    }

    @Test
    void helpAndVersion() {
        Result help = jvsim("--help");
        assertEquals(0, help.status);
        assertTrue(help.out.contains("--search") && help.out.contains("Exit status"), help.out);
        Result version = jvsim("--version");
        assertEquals(0, version.status);
        // the version and the commit Maven filtered in (a hash, maybe -dirty; "unknown" outside a git clone)
        assertTrue(version.out.matches("jvsim \\d[^ ]* \\(commit ([0-9a-f]{7,}(-dirty)?|unknown), host Java [^ ]+\\)\\R"), version.out);
    }

    // ------------------------------------------------------------ --report

    @Test
    @SuppressWarnings("unchecked")
    void reportOfACleanRun() throws IOException {
        Path report = dir.resolve("clean.json");
        Result r = runOnce("-q", "--report=" + report, "Hello");
        assertEquals(0, r.status, r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("no-violation", json.get("verdict"));
        assertEquals(List.of(), json.get("violations"));
        Map<String, Object> stats = (Map<String, Object>) json.get("stats");
        assertEquals(1L, stats.get("executions"));
        assertTrue((Long) stats.get("instructions") > 0, stats.toString());
        assertTrue(stats.containsKey("elapsedMs") && stats.containsKey("states") && stats.containsKey("transitions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportOfAnUncaughtException() throws IOException {
        Path report = dir.resolve("boom.json");
        assertEquals(1, runOnce("-q", "--report=" + report, "Boom").status);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("violation", json.get("verdict"));
        Map<String, Object> v = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals("uncaught-exception", v.get("kind"));
        assertEquals("java.lang.RuntimeException: boom", v.get("message"));
        assertEquals("main", v.get("thread"));
        assertTrue(((List<Object>) v.get("trace")).get(0).toString().startsWith("at Boom.main("), v.toString());
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportOfADeadlock() throws IOException {
        Path report = dir.resolve("deadlock.json");
        Result r = runOnce("-q", "--report=" + report, "Deadlock");
        assertEquals(1, r.status, r.err);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("violation", json.get("verdict"));
        Map<String, Object> v = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals("deadlock", v.get("kind"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportOfAnErrorAndOfALimit() throws IOException {
        Path report = dir.resolve("error.json");
        assertEquals(2, runOnce("--report=" + report, "Counter$Inner#go").status);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("error", json.get("verdict"));
        assertTrue(json.get("error").toString().contains("instance method"));

        Path limit = dir.resolve("limit.json");
        assertEquals(3, runOnce("--max-time=200ms", "--report=" + limit, "Spin").status);
        Map<String, Object> limited = (Map<String, Object>) JsonTree.parse(Files.readString(limit));
        assertEquals("limit", limited.get("verdict"));
        assertEquals("max-time", limited.get("stoppedBy"));
    }

    @Test
    void unwritableReportIsAUsageError() {
        Result r = runOnce("-q", "--report=" + dir.resolve("no/such/dir/r.json"), "Hello");
        assertEquals(2, r.status);
        assertTrue(r.errLines().get(r.errLines().size() - 1).startsWith("jvsim: cannot write report"), r.err);
    }

    /** The report's path is checked before the search: one line, exit 2, and the target never runs. */
    @Test
    void unwritableReportIsFoundBeforeTheSearch() {
        Result r = jvsim("--report=" + dir.resolve("no/such/dir/r.json"), "-cp", classes.toString(), "Racy");
        assertEquals(2, r.status, r.err);
        assertOneJvsimLine(r);
        assertTrue(r.err.startsWith("jvsim: cannot write report ") && r.err.contains("no directory"), r.err);
        Result d = jvsim("--report=" + dir, "-cp", classes.toString(), "Racy");
        assertEquals(2, d.status, d.err);
        assertTrue(d.err.contains("it is a directory"), d.err);
    }

    /** With no violation the first execution's output is shown, as java would print it. */
    @Test
    void aSearchWithoutViolationShowsTheFirstExecutionsOutput() {
        Result r = jvsim("-cp", classes.toString(), "Hello");
        assertEquals(0, r.status, r.err);
        assertTrue(!r.out.isEmpty() && r.out.equals(runOnce("Hello").out), r.out);
    }

    @Test
    void summariesCountExecutionsInWords() {
        Result one = jvsim("--search=random", "--max-executions=1", "-cp", classes.toString(), "Hello");
        assertTrue(one.err.contains(" 1 execution,"), one.err);
        assertTrue(!one.err.contains("1 executions") && !one.err.contains("execution(s)"), one.err);
    }
}
