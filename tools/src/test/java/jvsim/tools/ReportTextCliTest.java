package jvsim.tools;

import static jvsim.tools.CliPrograms.hasLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the CLI's reports say about deadlocks and about a trace's first step (issue 19's report defects). */
class ReportTextCliTest {
    @RegisterExtension
    static final CliPrograms programs = new CliPrograms()
            .program("Locks",
                    "public class Locks {",
                    "    static Object first, second;",
                    "    public static void main(String[] args) throws Exception {",
                    "        first = new Object();",
                    "        second = new StringBuilder();",
                    "        Thread t = new Thread(() -> { synchronized (second) { synchronized (first) { } } }, \"backwards\");",
                    "        t.start();",
                    "        synchronized (first) {",
                    "            synchronized (second) { }",
                    "        }",
                    "        t.join();",
                    "    }",
                    "}")
            .program("Plain",
                    "public class Plain {",
                    "    public static void main(String[] args) {",
                    "        throw new IllegalStateException(\"no static initializer\");",
                    "    }",
                    "}")
            .program("Join",
                    "public class Join {",
                    "    public static void main(String[] args) throws Exception {",
                    "        Object lock = new Object();",
                    "        synchronized (lock) {",
                    "            Thread t = new Thread(() -> { synchronized (lock) { } }, \"blocked\");",
                    "            t.start();",
                    "            t.join();",
                    "        }",
                    "    }",
                    "}")
            .program("Handoff",
                    "import java.util.concurrent.locks.*;",
                    "public class Handoff {",
                    "    static final Object lock = new Object();",
                    "    static boolean ready;",
                    "    static final ReentrantLock rl = new ReentrantLock();",
                    "    public static void main(String[] args) throws Exception {",
                    "        Thread t = new Thread(() -> {",
                    "            synchronized (lock) {",
                    "                ready = true;",
                    "                lock.notify();",
                    "            }",
                    "            LockSupport.park();",
                    "        }, \"notifier\");",
                    "        t.start();",
                    "        synchronized (lock) {",
                    "            while (!ready) lock.wait();",
                    "        }",
                    "        LockSupport.unpark(t);",
                    "        rl.lock();",
                    "        rl.unlock();",
                    "        t.join();",
                    "        throw new RuntimeException(\"end\");",
                    "    }",
                    "}")
            .program("Spin",
                    "public class Spin {",
                    "    static volatile boolean stop;",
                    "    static void spin() {",
                    "        long n = 0; while (!stop) { n++; Thread.onSpinWait(); }",
                    "    }",
                    "    public static void main(String[] args) throws Exception {",
                    "        Thread t = new Thread(Spin::spin, \"spinner\");",
                    "        t.start();",
                    "        t.join();",
                    "    }",
                    "}")
            .program("Asserting", "public class Asserting {", "    public static void main(String[] args) {", "        assert args.length > 5 : \"few\";", "    }", "}");

    @Test
    void theDefaultDeadlockReportNamesTheObjectsTheirHoldersAndTheBlockedLinesAndNoSystemThread() throws IOException {
        Path report = programs.file("locks.json");
        CliTest.Result r = programs.run("Locks", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        // the headline: the cycle, each object by its class and number, where it was allocated and who holds it
        assertEquals("jvsim: deadlock: cycle of 2 threads: \"main\" waits for java.lang.StringBuilder@1 (allocated at Locks.main(Locks.java:5)), held by \"backwards\";"
                + " \"backwards\" waits for java.lang.Object@1 (allocated at Locks.main(Locks.java:4)), held by \"main\"", lines.get(0));
        // then each thread: where it waits, and what it holds
        assertEquals("  \"main\" BLOCKED at Locks.main(Locks.java:9): waits for java.lang.StringBuilder@1 (allocated at Locks.main(Locks.java:5)), held by \"backwards\"; holds java.lang.Object@1", lines.get(1));
        assertEquals("  \"backwards\" BLOCKED at Locks.lambda$main$0(Locks.java:6): waits for java.lang.Object@1 (allocated at Locks.main(Locks.java:4)), held by \"main\"; holds java.lang.StringBuilder@1", lines.get(2));
        // the trace names the objects as the headline does
        assertTrue(hasLine(lines, "\\s+\\d+  \"main\" acquire java\\.lang\\.Object@1 at Locks\\.main\\(Locks\\.java:8\\)"), r.err());
        assertTrue(hasLine(lines, "\\s+\\d+  \"backwards\" acquire java\\.lang\\.StringBuilder@1 at Locks\\.lambda\\$main\\$0\\(Locks\\.java:6\\)"), r.err());
        assertTrue(lines.get(lines.size() - 1).startsWith("jvsim: 1 violation: deadlock of \"main\" and \"backwards\"; exit status 1"), r.err());
        // only the two threads of the deadlock: not the JDK's own threads
        for (String system : List.of("Reference Handler", "Finalizer", "Signal Dispatcher", "Common-Cleaner")) {
            assertFalse(r.err().contains(system), r.err());
            assertFalse(Files.readString(report).contains(system), system);
        }
    }

    @Test
    void theDeadlockListenerNamesWhereEachObjectWasAllocated() {
        CliTest.Result r = programs.run("Locks", "--listener=deadlock");
        assertEquals(1, r.status(), r.err());
        String message = r.errLines().get(0);
        assertTrue(message.contains("\"main\" waits for monitor of java.lang.StringBuilder@1 at Locks.main(Locks.java:9), held by \"backwards\" (locked at Locks.lambda$main$0(Locks.java:6)), allocated at Locks.main(Locks.java:5)"), message);
        assertTrue(message.contains("\"backwards\" waits for monitor of java.lang.Object@1 at Locks.lambda$main$0(Locks.java:6), held by \"main\" (locked at Locks.main(Locks.java:8)), allocated at Locks.main(Locks.java:4)"), message);
        // the cycle happened: no lock-order warning for the same two locks
        assertFalse(r.err().contains("potential-deadlock"), r.err());
    }

    @Test
    void withoutASearchTheDeadlockedThreadsAreListedWithTheirLinesAndNoSystemThread() {
        CliTest.Result r = programs.run("Join", "--search=none");
        assertEquals(1, r.status(), r.err());
        // main holds the lock the thread it joins waits for: both are the cycle
        assertTrue(r.err().startsWith("jvsim: deadlock: cycle of 2 threads: \"main\" joins \"blocked\"; \"blocked\" waits for java.lang.Object@1 (allocated at Join.main(Join.java:3)), held by \"main\"\n"), r.err());
        assertTrue(r.err().contains("\"blocked\" BLOCKED at Join.lambda$main$0(Join.java:5): waits for java.lang.Object@1 (allocated at Join.main(Join.java:3)), held by \"main\""), r.err());
        assertTrue(r.err().contains("\"main\" WAITING at Join.main(Join.java:7): joins \"blocked\"; holds java.lang.Object@1"), r.err());
        assertTrue(r.err().contains("at Join.main(Join.java:7)"), r.err());
        assertFalse(r.err().contains("Reference Handler"), r.err());
    }

    @Test
    void synchronizationTheProgramAskedForIsAStepOfItsOwnInTheTrace() throws IOException {
        Path report = programs.file("handoff.json");
        CliTest.Result r = programs.run("Handoff", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        String step = "\\s+\\d+  ";
        List<String> lines = r.errLines();
        for (String expected : List.of(
                step + "\"main\" start notifier at java\\.lang\\.Thread\\.start\\(.*\\) called from Handoff\\.main\\(Handoff\\.java:14\\)",
                step + "\"main\" wait java\\.lang\\.Object at java\\.lang\\.Object\\.wait\\(.*\\) called from Handoff\\.main\\(Handoff\\.java:16\\)",
                // a thread begins where its code is, the lambda it was given (Thread.run only calls it)
                step + "\"notifier\" begin at Handoff\\.lambda\\$main\\$0\\(Handoff\\.java:8\\)",
                // notify is no scheduling point: a line of its own within the step it ran in
                "\\s+\"notifier\" notify java\\.lang\\.Object, waking \"main\" at Handoff\\.lambda\\$main\\$0\\(Handoff\\.java:10\\)",
                // the re-acquisition that ends the wait
                step + "\"main\" acquire java\\.lang\\.Object at java\\.lang\\.Object\\.wait\\(.*\\) called from Handoff\\.main\\(Handoff\\.java:16\\)",
                step + "\"main\" unpark permit of notifier at .* called from Handoff\\.main\\(Handoff\\.java:18\\)",
                step + "\"main\" ReentrantLock\\.lock\\(\\): .* called from Handoff\\.main\\(Handoff\\.java:19\\)",
                step + "\"main\" ReentrantLock\\.unlock\\(\\): .* called from Handoff\\.main\\(Handoff\\.java:20\\)",
                step + "\"notifier\" park permit of notifier at .* called from Handoff\\.lambda\\$main\\$0\\(Handoff\\.java:12\\)",
                step + "\"main\" join end of notifier at .* called from Handoff\\.main\\(Handoff\\.java:21\\)"))
            assertTrue(hasLine(lines, expected), expected + " in\n" + r.err());
        // the JSON trace keeps one entry per step: the notify is in its step's entry
        String json = Files.readString(report);
        assertTrue(json.contains("write Handoff.ready at Handoff.lambda$main$0(Handoff.java:9); then notify java.lang.Object, waking \\\"main\\\" at Handoff.lambda$main$0(Handoff.java:10)\""), json);
    }

    @Test
    void aRunPastMaxStepsNamesTheLoopingThreadAndItsStack() throws IOException {
        Path report = programs.file("spin.json");
        CliTest.Result r = programs.run("Spin", "--max-steps=300", "--report=" + report);
        // the execution is cut there and counted; the search goes on (here there is no other), but
        // what the cut execution would have done is unexplored: a limit, never "no violation"
        assertEquals(3, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: 1 of 1 execution ran past --max-steps and was cut there (possibly non-terminating: thread \"spinner\" at Spin.spin(Spin.java:4),"
                + " spinning on Spin.stop); no violation found, but a cut execution is not explored to its end", lines.get(0));
        assertEquals("    at Spin.spin(Spin.java:4)", lines.get(1));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("    at java.lang.Thread.run(")), r.err());
        String json = Files.readString(report);
        assertTrue(json.contains("\"verdict\": \"limit\""), json);
        assertTrue(json.contains("\"stepLimit\": {\"executions\": 1, \"thread\": \"spinner\", \"stack\": [\"Spin.spin(Spin.java:4)\""), json);
    }

    @Test
    void theFirstStepIsMainsBeginningInMainItselfWhenTheClassHasNoStaticInitializer() throws IOException {
        Path report = programs.file("plain.json");
        CliTest.Result r = programs.run("Plain", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        String first = r.errLines().get(2).strip();
        assertEquals("1  \"main\" begin at Plain.main(Plain.java:3)", first, r.err());
        assertTrue(Files.readString(report).contains("\"trace\": [\"\\\"main\\\" begin at Plain.main(Plain.java:3)\""), Files.readString(report));
        assertFalse(r.err().contains("resume java.lang.Thread"), r.err());
        assertFalse(r.err().contains("<clinit>"), r.err());
        // javac gives a class with an assert statement a static initializer, on the class's line: the step says so
        CliTest.Result a = programs.run("Asserting");
        assertEquals(1, a.status(), a.err());
        assertEquals("1  \"main\" begin (static initializer of Asserting) at Asserting.<clinit>(Asserting.java:1)", a.errLines().get(2).strip(), a.err());
    }
}
