package jvsim.tools;

import static jvsim.tools.CliPrograms.hasLine;
import static jvsim.tools.CliPrograms.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the CLI says of a program that hangs (issue 38): a run stopped by a limit names each thread
 * still running with its stack and what it was doing, an execution cut at --max-steps is a limit
 * (never "no violation"), and a deadlock names its cycle, the objects its threads wait for, and
 * the threads blocked behind it.
 */
class HangsCliTest {
    @RegisterExtension
    static final CliPrograms programs = new CliPrograms()
            .program("SpinForever",
                    "public class SpinForever {",
                    "    public static void main(String[] args) {",
                    "        while (true) { }",
                    "    }",
                    "}")
            .program("CountForever",
                    "public class CountForever {",
                    "    public static void main(String[] args) {",
                    "        long n = 0;",
                    "        while (true) n++;",
                    "    }",
                    "}")
            .program("CountAndWait",
                    "public class CountAndWait {",
                    "    static volatile boolean stop;",
                    "    public static void main(String[] args) throws Exception {",
                    "        Object lock = new Object();",
                    "        Thread spinner = new Thread(() -> { long n = 0; while (!stop) { n++; Thread.onSpinWait(); } }, \"spinner\");",
                    "        Thread waiter = new Thread(() -> { synchronized (lock) { try { while (true) lock.wait(); } catch (InterruptedException e) { } } }, \"waiter\");",
                    "        spinner.start();",
                    "        waiter.start();",
                    "        spinner.join();",
                    "    }",
                    "}")
            .program("SpinAndWait",
                    "public class SpinAndWait {",
                    "    static volatile boolean stop;",
                    "    public static void main(String[] args) throws Exception {",
                    "        Object lock = new Object();",
                    "        Thread spinner = new Thread(() -> { while (!stop) Thread.onSpinWait(); }, \"spinner\");",
                    "        Thread waiter = new Thread(() -> { synchronized (lock) { try { while (true) lock.wait(); } catch (InterruptedException e) { } } }, \"waiter\");",
                    "        spinner.start();",
                    "        waiter.start();",
                    "        spinner.join();",
                    "    }",
                    "}")
            .program("bank.Bank",
                    "package bank;",
                    "",
                    "public class Bank {",
                    "    static class Account {",
                    "        int balance;",
                    "        Account(int b) { balance = b; }",
                    "    }",
                    "    static void transfer(Account from, Account to, int amount) {",
                    "        synchronized (from) {",
                    "            synchronized (to) {",
                    "                from.balance -= amount;",
                    "                to.balance += amount;",
                    "            }",
                    "        }",
                    "    }",
                    "    public static void main(String[] args) throws Exception {",
                    "        Account a = new Account(100), b = new Account(100);",
                    "        Thread t1 = new Thread(() -> transfer(a, b, 10), \"alice\");",
                    "        Thread t2 = new Thread(() -> transfer(b, a, 20), \"bob\");",
                    "        t1.start(); t2.start();",
                    "        t1.join(); t2.join();",
                    "        System.out.println(a.balance + b.balance);",
                    "    }",
                    "}");

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Object o) { return (List<Map<String, Object>>) o; }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) { return (Map<String, Object>) o; }

    // ------------------------------------------------------------ stopped by a limit

    /** One thread counting forever in a local: the stop names it, where it spins, and that it touches nothing shared. */
    @Test
    void aSearchStoppedByMaxTimeNamesTheSpinningThreadAndItsStack() throws IOException {
        Path report = programs.file("spin.json");
        CliTest.Result r = programs.run("CountForever", "--max-time=2s", "--report=" + report);
        assertEquals(3, r.status(), r.err());
        List<String> lines = r.errLines();
        assertTrue(lines.get(0).matches("jvsim: the execution running when the run stopped \\(\\d+ steps so far\\) had 1 thread still running:"), r.err());
        assertTrue(lines.get(1).startsWith("  \"main\" RUNNABLE at CountForever.main(CountForever.java:4): spinning with no shared access (each of its last "), r.err());
        assertEquals("      at CountForever.main(CountForever.java:4)", lines.get(2));
        assertEquals("jvsim: stopped by --max-time after 0 executions, no violation found", lines.get(lines.size() - 1));
        Map<String, Object> json = json(report);
        assertEquals("limit", json.get("verdict"));
        assertEquals("max-time", json.get("stoppedBy"));
        Map<String, Object> stopped = map(json.get("stoppedExecution"));
        assertTrue(((Number) stopped.get("steps")).longValue() > 1, stopped.toString());
        Map<String, Object> main = list(stopped.get("threads")).get(0);
        assertEquals("main", main.get("thread"));
        assertEquals("RUNNABLE", main.get("state"));
        assertEquals("spinning", main.get("activity"));
        assertEquals(List.of("CountForever.main(CountForever.java:4)"), main.get("stack"));
    }

    /** Threads that spin on a flag, wait for a notification and join: each said as what it is. */
    @Test
    void eachThreadStillRunningSaysWhatItWasDoing() throws IOException {
        Path report = programs.file("spin-and-wait.json");
        // no execution ends before the stop: the spinner (counting, so no mere wait) reaches no step bound
        CliTest.Result r = programs.run("CountAndWait", "--max-time=2s", "--max-steps=1000000000", "--report=" + report);
        assertEquals(3, r.status(), r.err());
        String err = r.err();
        assertTrue(err.contains(" had 3 threads still running:\n"), err);
        assertTrue(err.contains("  \"main\" WAITING at CountAndWait.main(CountAndWait.java:9): joins \"spinner\"\n"
                + "      at java.lang.Thread.join("), err);
        assertTrue(err.contains("  \"spinner\" RUNNABLE at CountAndWait.lambda$main$0(CountAndWait.java:5): spinning on CountAndWait.stop (its last "), err);
        assertTrue(err.contains("  \"waiter\" WAITING at CountAndWait.lambda$main$1(CountAndWait.java:6): waits for a notification on java.lang.Object@1"
                + " (allocated at CountAndWait.main(CountAndWait.java:4))\n      at java.lang.Object.wait("), err);
        List<Map<String, Object>> threads = list(map(json(report).get("stoppedExecution")).get("threads"));
        assertEquals(List.of("main", "spinner", "waiter"), threads.stream().map(t -> t.get("thread")).toList());
        assertEquals(List.of("waiting", "polling", "waiting"), threads.stream().map(t -> t.get("activity")).toList());
        assertEquals(Map.of("kind", "notify", "name", "java.lang.Object@1", "class", "java.lang.Object", "allocatedAt", "CountAndWait.main(CountAndWait.java:4)"),
                threads.get(2).get("waitsFor"));
        assertEquals(List.of("CountAndWait.stop"), threads.get(1).get("reads"));
    }

    /** Without a search too: the run stopped by --max-time names the thread that was running and its stack. */
    @Test
    void aRunWithoutSearchStoppedByMaxTimeNamesTheThreads() throws IOException {
        Path report = programs.file("once.json");
        CliTest.Result r = programs.run("SpinForever", "--search=none", "--max-time=1s", "--report=" + report);
        assertEquals(3, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: the execution running when the run stopped had 1 thread still running:", lines.get(0));
        assertEquals("  \"main\" RUNNABLE at SpinForever.main(SpinForever.java:3): runnable", lines.get(1));
        assertEquals("      at SpinForever.main(SpinForever.java:3)", lines.get(2));
        assertTrue(lines.get(3).startsWith("jvsim: stopped by --max-time after "), r.err());
        assertEquals("main", list(map(json(report).get("stoppedExecution")).get("threads")).get(0).get("thread"));
    }

    /** The progress line shows while the first execution runs, before any execution ended. */
    @Test
    void theProgressLineShowsDuringTheFirstExecution() {
        CliTest.Result r = programs.run("CountForever", "--progress", "--max-time=5s");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.err().matches("(?s).*\rjvsim: 0 executions, .*, execution 1 running for \\d+\\.\\d s \\(\\d+ steps\\).*"), r.err());
        // erased before the results
        assertTrue(r.err().contains("\r\033[Kjvsim: the execution running when the run stopped"), r.err());
    }

    // ------------------------------------------------------------ --max-steps

    /** A spin cut at --max-steps: a limit (status 3) that names the thread, its line and what it did; never "no violation". */
    @Test
    void anExecutionCutAtMaxStepsIsALimitNamingTheThread() throws IOException {
        Path report = programs.file("cut.json");
        CliTest.Result r = programs.run("CountForever", "--max-steps=20", "--report=" + report);
        assertEquals(3, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: 1 of 1 execution ran past --max-steps and was cut there (possibly non-terminating: thread \"main\" at CountForever.main(CountForever.java:4),"
                + " spinning with no shared access); no violation found, but a cut execution is not explored to its end", lines.get(0));
        assertEquals("    at CountForever.main(CountForever.java:4)", lines.get(1));
        assertFalse(r.err().contains("no violation;"), r.err());
        Map<String, Object> json = json(report);
        assertEquals("limit", json.get("verdict"));
        assertEquals(lines.get(0).substring("jvsim: ".length()), json.get("error"));
        Map<String, Object> limit = map(json.get("stepLimit"));
        assertEquals("main", limit.get("thread"));
        assertEquals("spinning", limit.get("activity"));
        assertEquals(19L, limit.get("activitySteps"), "every step after the first one was a preempted spin");
    }

    // ------------------------------------------------------------ provably non-terminating

    /** `while (true) { }`: not a limit but a non-termination (status 1), its loop named, whatever --max-steps says. */
    @Test
    void aLoopThatChangesNothingIsANonTermination() throws IOException {
        Path report = programs.file("forever.json");
        CliTest.Result r = programs.run("SpinForever", "--max-steps=20", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: non-termination in thread \"main\": spins forever at SpinForever.main(SpinForever.java:3):"
                + " each round of its loop reads nothing another thread writes and changes nothing", lines.get(0));
        assertEquals("      at SpinForever.main(SpinForever.java:3)", lines.get(1));
        assertTrue(lines.get(lines.size() - 1).startsWith("jvsim: 1 violation: non-termination of \"main\" at SpinForever.main(SpinForever.java:3); exit status 1, 1 execution, "),
                r.err());
        Map<String, Object> json = json(report);
        assertEquals("violation", json.get("verdict"));
        Map<String, Object> v = list(json.get("violations")).get(0);
        assertEquals("non-termination", v.get("kind"));
        assertEquals("main", v.get("thread"));
        Map<String, Object> n = map(v.get("nonTermination"));
        assertEquals("SpinForever.main(SpinForever.java:3)", n.get("at"));
        assertEquals(List.of(), n.get("waitsFor"));
    }

    /**
     * A spinner on a flag nothing sets, a waiter no one notifies, main joining the spinner: a
     * non-termination naming the spinner's loop and the flag, then the threads that cannot run;
     * the report replays to it.
     */
    @Test
    void aSpinNoThreadCanEndIsANonTerminationNamingWhatItWaitsFor() throws IOException {
        Path report = programs.file("livelock.json");
        CliTest.Result r = programs.run("SpinAndWait", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: non-termination in thread \"spinner\": spins forever at SpinAndWait.lambda$main$0(SpinAndWait.java:5), waiting for a write to"
                + " SpinAndWait.stop that no thread can make: each round of its loop reads it and changes nothing", lines.get(0));
        assertTrue(hasLine(lines, "  \"main\" WAITING at SpinAndWait\\.main\\(SpinAndWait\\.java:9\\): joins \"spinner\""), r.err());
        assertTrue(hasLine(lines, "  \"waiter\" WAITING at SpinAndWait\\.lambda\\$main\\$1\\(SpinAndWait\\.java:6\\): waits for a notification on .*"), r.err());
        Map<String, Object> n = map(list(json(report).get("violations")).get(0).get("nonTermination"));
        assertEquals("spinner", n.get("thread"));
        assertEquals(List.of("SpinAndWait.stop"), n.get("waitsFor"));
        assertEquals(List.of("main", "waiter"), list(n.get("others")).stream().map(t -> t.get("thread")).toList());
        CliTest.Result replay = programs.run("SpinAndWait", "--replay=" + report);
        assertEquals(1, replay.status(), replay.err());
        assertEquals(lines.get(0), replay.errLines().get(0));
    }

    // ------------------------------------------------------------ deadlocks

    /**
     * Two transfers lock two accounts in opposite orders while main joins the first: the headline
     * is the cycle (not main), with each account by its number and where it was allocated; main is
     * blocked behind it; the trace says which account each acquisition took; no repeated words.
     */
    @Test
    void theDefaultDeadlockReportNamesTheCycleAndTheObjects() throws IOException {
        Path report = programs.file("bank.json");
        CliTest.Result r = programs.run("bank.Bank", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: deadlock: cycle of 2 threads: \"alice\" waits for bank.Bank$Account@2, held by \"bob\"; \"bob\" waits for bank.Bank$Account@1, held by \"alice\";"
                + " both allocated at bank.Bank.main(Bank.java:17); blocked behind it: \"main\" (joins \"alice\")", lines.get(0));
        assertEquals("  \"alice\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@2 (allocated at bank.Bank.main(Bank.java:17)), held by \"bob\";"
                + " holds bank.Bank$Account@1", lines.get(1));
        assertEquals("  \"bob\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@1 (allocated at bank.Bank.main(Bank.java:17)), held by \"alice\";"
                + " holds bank.Bank$Account@2", lines.get(2));
        assertEquals("  blocked behind the cycle: \"main\" WAITING at bank.Bank.main(Bank.java:21): joins \"alice\"", lines.get(3));
        assertTrue(hasLine(lines, "\\s+\\d+  \"alice\" acquire bank\\.Bank\\$Account@1 at bank\\.Bank\\.transfer\\(Bank\\.java:9\\)"), r.err());
        assertTrue(hasLine(lines, "\\s+\\d+  \"bob\" acquire bank\\.Bank\\$Account@2 at bank\\.Bank\\.transfer\\(Bank\\.java:9\\)"), r.err());
        String summary = lines.get(lines.size() - 1);
        assertTrue(summary.startsWith("jvsim: 1 violation: deadlock of \"alice\" and \"bob\" (1 more thread blocked behind them); exit status 1, "), summary);
        assertFalse(r.err().contains("deadlock deadlock") || r.err().contains("deadlock: deadlock"), r.err());

        // the JSON report: the same deadlock, typed
        Map<String, Object> v = list(json(report).get("violations")).get(0);
        assertEquals("deadlock", v.get("kind"));
        assertEquals("alice", v.get("thread"));
        assertEquals(lines.get(0).substring("jvsim: deadlock: ".length()), v.get("message"));
        Map<String, Object> d = map(v.get("deadlock"));
        List<Map<String, Object>> cycle = list(d.get("cycle"));
        assertEquals(List.of("alice", "bob"), cycle.stream().map(t -> t.get("thread")).toList());
        Map<String, Object> alice = cycle.get(0);
        assertEquals("BLOCKED", alice.get("state"));
        assertEquals("bank.Bank.transfer(Bank.java:10)", alice.get("at"));
        assertEquals(Map.of("kind", "monitor", "name", "bank.Bank$Account@2", "class", "bank.Bank$Account", "allocatedAt", "bank.Bank.main(Bank.java:17)"), alice.get("waitsFor"));
        assertEquals("bob", alice.get("heldBy"));
        assertEquals(List.of("bank.Bank$Account@1"), list(alice.get("holds")).stream().map(h -> h.get("name")).toList());
        assertEquals("bank.Bank.transfer(Bank.java:10)", ((List<?>) alice.get("stack")).get(0));
        Map<String, Object> main = list(d.get("blocked")).get(0);
        assertEquals("main", main.get("thread"));
        assertEquals(true, main.get("behindCycle"));
        assertEquals(Map.of("kind", "join", "name", "alice"), main.get("waitsFor"));
        // the trace of the JSON report names the accounts too
        assertTrue(((List<?>) v.get("trace")).contains("\"alice\" acquire bank.Bank$Account@1 at bank.Bank.transfer(Bank.java:9)"), v.get("trace").toString());
    }

    /** With the deadlock listener: its cycle with where each lock was taken, and no warning predicting the cycle that happened. */
    @Test
    void theDeadlockListenerReportsTheCycleOnceAndNoPredictionOfIt() throws IOException {
        Path report = programs.file("bank-listener.json");
        CliTest.Result r = programs.run("bank.Bank", "--listener=deadlock", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        assertEquals("jvsim: deadlock: cycle of 2 threads: \"alice\" waits for monitor of bank.Bank$Account@2 at bank.Bank.transfer(Bank.java:10), held by \"bob\""
                + " (locked at bank.Bank.transfer(Bank.java:9)), allocated at bank.Bank.main(Bank.java:17); \"bob\" waits for monitor of bank.Bank$Account@1"
                + " at bank.Bank.transfer(Bank.java:10), held by \"alice\" (locked at bank.Bank.transfer(Bank.java:9)), allocated at bank.Bank.main(Bank.java:17)", lines.get(0));
        assertTrue(hasLine(lines, "\\s+\\d+  \"bob\" acquire bank\\.Bank\\$Account@2 at bank\\.Bank\\.transfer\\(Bank\\.java:9\\)"), r.err());
        assertFalse(r.err().contains("potential-deadlock"), r.err());
        assertTrue(lines.get(lines.size() - 1).startsWith("jvsim: 1 violation: deadlock of \"alice\" and \"bob\" (1 more thread blocked behind them); exit status 1, "), r.err());
        List<Map<String, Object>> vs = list(json(report).get("violations"));
        assertEquals(1, vs.size(), vs.toString());
        assertEquals(List.of("alice", "bob"), list(map(vs.get(0).get("deadlock")).get("cycle")).stream().map(t -> t.get("thread")).toList());
    }
}
