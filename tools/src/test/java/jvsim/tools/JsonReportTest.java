package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.embed.JsonReport;
import jvsim.embed.Report;
import jvsim.embed.RunStats;
import jvsim.embed.SearchRun;
import jvsim.embed.Verdict;
import jvsim.search.Activity;
import jvsim.search.RunningThread;
import jvsim.search.SearchResult;
import jvsim.search.StoppedExecution;
import jvsim.search.Violation;
import jvsim.vm.Deadlock;
import jvsim.vm.ThreadReport;
import org.junit.jupiter.api.Test;

/**
 * The JSON report of a run without search, written from the report model; a search's violations
 * (steps, schedule, shortenedFrom) are checked on real searches in CliTest.
 */
class JsonReportTest {
    /** Strings are escaped as JSON has it, and the line separators and surrogates besides; read back, each is what was written. */
    @Test
    @SuppressWarnings("unchecked")
    void escapesStrings() {
        String nasty = "q\" b\\ n\n r\r t\t c\u0001 u\u2028 é \uD83D\uDE00 lone \uDC00";
        Report o = new Report(Verdict.VIOLATION, 1, List.of(new Violation(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION, nasty, "main", List.of())), RunStats.NONE, null);
        String text = JsonReport.toJson(o);
        assertTrue(text.contains("\"message\": \"q\\\" b\\\\ n\\n r\\r t\\t c\\u0001 u\\u2028 é \\ud83d\\ude00 lone \\udc00\""), text);
        Map<String, Object> v0 = (Map<String, Object>) ((List<Object>) ((Map<String, Object>) JsonTree.parse(text)).get("violations")).get(0);
        assertEquals(nasty, v0.get("message"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportIsValidJsonWithAllFields() {
        Violation v = new Violation(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION, "java.lang.RuntimeException: \"x\"\nsecond line", "main",
                List.of("at A.main(A.java:3)", "... 1 more"));
        Report o = new Report(Verdict.VIOLATION, 1, List.of(v), new RunStats(1, 0, 0, 1234, 56), null);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(o));
        assertEquals("violation", json.get("verdict"));
        List<Object> vs = (List<Object>) json.get("violations");
        Map<String, Object> v0 = (Map<String, Object>) vs.get(0);
        assertEquals("uncaught-exception", v0.get("kind"));
        assertEquals(v.message, v0.get("message"));
        assertEquals("main", v0.get("thread"));
        assertEquals(v.stack, v0.get("trace"));
        // a run without search has no schedule to replay, and its output passed through
        assertEquals(Set.of("kind", "message", "thread", "trace"), v0.keySet());
        Map<String, Object> stats = (Map<String, Object>) json.get("stats");
        assertEquals(Map.of("executions", 1L, "blocked", 0L, "states", 0L, "pruned", 0L, "transitions", 0L, "instructions", 1234L, "elapsedMs", 56L), stats);
    }

    @Test
    @SuppressWarnings("unchecked")
    void stoppedByAndShorteningExecutionsAreWritten() {
        Violation v = new Violation(jvsim.vm.ViolationKind.DEADLOCK, "d", "main", List.of("\"main\" BLOCKED"));
        Report o = new Report(Verdict.VIOLATION, 1, List.of(v), new RunStats(2, 0, 0, 0, 0, 100, 5, 7, 0, 0, Map.of()), null, "interrupt");
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(o));
        assertEquals("interrupt", json.get("stoppedBy"));
        assertEquals(7L, ((Map<String, Object>) json.get("stats")).get("shorteningExecutions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theEstimateOfTheSearchsSizeIsWrittenWhenThereIsOne() {
        RunStats s = new RunStats(12345, 0, 0, 0, 0, 100, 60_000, 0, 0, 0, Map.of(), 31874, 120_000);
        Report o = new Report(Verdict.LIMIT, 3, List.of(), s, "stopped by --max-time", "max-time");
        Map<String, Object> stats = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(JsonReport.toJson(o))).get("stats");
        assertEquals(31874L, stats.get("estimatedExecutions"));
        assertEquals(0.3873, stats.get("estimatedDone"));
        assertEquals(120000L, stats.get("estimatedRemainingMs"));
        assertEquals("~38% of ~32,000 estimated, ~2 min left", RunStats.estimate(12345, 31874, 120_000, true));
        assertEquals("~38% of ~32,000 estimated, ~2 min more", RunStats.estimate(12345, 31874, 120_000, false));
        assertEquals("<1% of ~1,000,000 estimated, ~3 h left", RunStats.estimate(10, 999_999, 3 * 3_600_000, true));
        assertEquals("~90% of ~10 estimated, <1 s left", RunStats.estimate(9, 10, 80, true));
        assertEquals("~50% of ~2 estimated", RunStats.estimate(1, 2, 0, true));
        // not settled (the range over the last half of the executions more than a factor of 2 wide, or not known yet): no fraction, no time
        assertEquals("estimate not settled: ~6,400 to ~37,000 over the last half", RunStats.estimate(1594, 20_000, 6_321, 36_999, 360_000, true));
        assertEquals("estimate not settled yet: ~1,600 so far", RunStats.estimate(10, 1_525, 0, 0, 1_000, false));
        assertEquals("~38% of ~32,000 estimated, ~2 min left", RunStats.estimate(12345, 31874, 16_000, 32_000, 120_000, true));
        assertEquals(true, stats.get("estimateSettled"));
        RunStats unsettled = new RunStats(1594, 0, 0, 0, 0, 100, 40_000, 0, 0, 0, Map.of(), 20_000, 360_000, 6_321, 36_999);
        Map<String, Object> u = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(JsonReport.toJson(
                new Report(Verdict.LIMIT, 3, List.of(), unsettled, "stopped by --max-time", "max-time")))).get("stats");
        assertEquals(false, u.get("estimateSettled"));
        assertEquals(6321L, u.get("estimateLow"));
        assertEquals(36999L, u.get("estimateHigh"));
        // none made, or nothing left: nothing to say
        assertEquals("", RunStats.estimate(5, 0, 0, true));
        assertEquals("", RunStats.estimate(5, 5, 0, true));
        Map<String, Object> none = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(new Report(Verdict.NO_VIOLATION, 0, List.of(),
                new RunStats(3, 0, 0, 0, 0, 1, 1, 0, 0, 0, Map.of()), null)));
        assertEquals(false, ((Map<String, Object>) none.get("stats")).containsKey("estimatedExecutions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void errorReportCarriesItsReason() {
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(Report.error(4, "internal error: x")));
        assertEquals("error", json.get("verdict"));
        assertEquals("internal error: x", json.get("error"));
        assertEquals(List.of(), json.get("violations"));
    }

    private static ThreadReport.Resource account(int n) {
        return new ThreadReport.Resource(ThreadReport.Kind.MONITOR, "bank.Bank$Account@" + n, "bank.Bank$Account", "bank.Bank.main(Bank.java:17)", 100 + n);
    }

    private static List<ThreadReport.StackFrame> frames(String... where) {
        return java.util.Arrays.stream(where).map(w -> new ThreadReport.StackFrame(w, w.startsWith("java."))).toList();
    }

    /** The deadlock of two transfers with main joining: built as the VM builds it, written typed, its message made from it. */
    static Deadlock bankDeadlock() {
        ThreadReport alice = new ThreadReport("alice", 2, "BLOCKED", account(2), "bob", "bank.Bank.transfer(Bank.java:10)",
                frames("bank.Bank.transfer(Bank.java:10)", "bank.Bank.lambda$main$0(Bank.java:18)", "java.lang.Thread.run(Thread.java:840)"), List.of(account(1)));
        ThreadReport bob = new ThreadReport("bob", 3, "BLOCKED", account(1), "alice", "bank.Bank.transfer(Bank.java:10)",
                frames("bank.Bank.transfer(Bank.java:10)"), List.of(account(2)));
        ThreadReport main = new ThreadReport("main", 1, "WAITING", new ThreadReport.Resource(ThreadReport.Kind.JOIN, "alice", null, null, 0), "alice",
                "bank.Bank.main(Bank.java:21)", frames("java.lang.Thread.join(Thread.java:1381)", "java.lang.Thread.join(Thread.java:1430)", "bank.Bank.main(Bank.java:21)"), List.of());
        return new Deadlock("alice", List.of(alice, bob), List.of(main));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aDeadlockIsWrittenTyped() {
        Violation v = new Violation(bankDeadlock());
        assertEquals("cycle of 2 threads: \"alice\" waits for bank.Bank$Account@2, held by \"bob\"; \"bob\" waits for bank.Bank$Account@1, held by \"alice\";"
                + " both allocated at bank.Bank.main(Bank.java:17); blocked behind it: \"main\" (joins \"alice\")", v.message);
        Report o = new Report(Verdict.VIOLATION, 1, List.of(v), new RunStats(1, 0, 0, 10, 5), null);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(o));
        Map<String, Object> v0 = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals("deadlock", v0.get("kind"));
        assertEquals("alice", v0.get("thread"));
        assertEquals(v.message, v0.get("message"));
        Map<String, Object> d = (Map<String, Object>) v0.get("deadlock");
        assertEquals(List.of(
                Map.of("thread", "alice", "state", "BLOCKED", "at", "bank.Bank.transfer(Bank.java:10)",
                        "waitsFor", Map.of("kind", "monitor", "name", "bank.Bank$Account@2", "class", "bank.Bank$Account", "allocatedAt", "bank.Bank.main(Bank.java:17)"),
                        "heldBy", "bob",
                        "holds", List.of(Map.of("kind", "monitor", "name", "bank.Bank$Account@1", "class", "bank.Bank$Account", "allocatedAt", "bank.Bank.main(Bank.java:17)")),
                        "stack", List.of("bank.Bank.transfer(Bank.java:10)", "bank.Bank.lambda$main$0(Bank.java:18)", "java.lang.Thread.run(Thread.java:840)")),
                Map.of("thread", "bob", "state", "BLOCKED", "at", "bank.Bank.transfer(Bank.java:10)",
                        "waitsFor", Map.of("kind", "monitor", "name", "bank.Bank$Account@1", "class", "bank.Bank$Account", "allocatedAt", "bank.Bank.main(Bank.java:17)"),
                        "heldBy", "alice",
                        "holds", List.of(Map.of("kind", "monitor", "name", "bank.Bank$Account@2", "class", "bank.Bank$Account", "allocatedAt", "bank.Bank.main(Bank.java:17)")),
                        "stack", List.of("bank.Bank.transfer(Bank.java:10)"))), d.get("cycle"));
        assertEquals(List.of(Map.of("thread", "main", "state", "WAITING", "at", "bank.Bank.main(Bank.java:21)", "waitsFor", Map.of("kind", "join", "name", "alice"),
                "heldBy", "alice", "behindCycle", true,
                "stack", List.of("java.lang.Thread.join(Thread.java:1381)", "java.lang.Thread.join(Thread.java:1430)", "bank.Bank.main(Bank.java:21)"))), d.get("blocked"));
        // without a search, the trace is each thread and its frames, runs of JDK frames summarized
        assertEquals(List.of(
                "\"alice\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@2 (allocated at bank.Bank.main(Bank.java:17)), held by \"bob\"; holds bank.Bank$Account@1",
                "    at bank.Bank.transfer(Bank.java:10)", "    at bank.Bank.lambda$main$0(Bank.java:18)", "    at java.lang.Thread.run(Thread.java:840)",
                "\"bob\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@1 (allocated at bank.Bank.main(Bank.java:17)), held by \"alice\"; holds bank.Bank$Account@2",
                "    at bank.Bank.transfer(Bank.java:10)",
                "\"main\" WAITING at bank.Bank.main(Bank.java:21): joins \"alice\"",
                "    at java.lang.Thread.join(Thread.java:1381) and 1 more frame in the JDK", "    at bank.Bank.main(Bank.java:21)"), v0.get("trace"));
        assertEquals("deadlock of \"alice\" and \"bob\" (1 more thread blocked behind them)", jvsim.embed.ViolationText.summary(v));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theThreadsOfAStoppedExecutionAreWrittenWithWhatTheyDid() {
        ThreadReport spinner = new ThreadReport("main", 1, "RUNNABLE", null, null, "Spin.main(Spin.java:3)", frames("Spin.main(Spin.java:3)"), List.of());
        StoppedExecution stopped = new StoppedExecution(42, List.of(new RunningThread(spinner, new Activity(Activity.Kind.SPINNING, 41, List.of()))));
        Report o = new Report(Verdict.LIMIT, 3, List.of(), new RunStats(0, 0, 0, 10, 5), "stopped by --max-time after 0 executions, no violation found", "max-time")
                .withStoppedExecution(stopped);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(o));
        assertEquals(Map.of("steps", 42L, "threads", List.of(Map.of("thread", "main", "state", "RUNNABLE", "at", "Spin.main(Spin.java:3)",
                "activity", "spinning", "activitySteps", 41L, "stack", List.of("Spin.main(Spin.java:3)")))), json.get("stoppedExecution"));
        assertEquals("the execution running when the run stopped (42 steps so far) had 1 thread still running:\n"
                + "  \"main\" RUNNABLE at Spin.main(Spin.java:3): spinning with no shared access (each of its last 41 steps ran over a million instructions without a visible operation)\n"
                + "      at Spin.main(Spin.java:3)\n", jvsim.embed.ViolationText.stopped(stopped));
    }

    /** Executions cut at --max-steps and nothing else: the verdict is limit (exit status 3), the error names the cut thread. */
    @Test
    @SuppressWarnings("unchecked")
    void aSearchWithACutExecutionIsALimit() {
        SearchResult r = new SearchResult();
        r.executions = 2;
        r.stepLimited = 1;
        r.stepLimitThread = "spinner";
        r.stepLimitStack = List.of("Spin.spin(Spin.java:4)", "java.lang.Thread.run(Thread.java:840)");
        r.stepLimitActivity = new Activity(Activity.Kind.POLLING, 250, List.of("Spin.stop"));
        Report o = SearchRun.outcome(r);
        assertEquals(Verdict.LIMIT, o.verdict());
        assertEquals(3, o.exitStatus());
        assertEquals("1 of 2 executions ran past --max-steps and was cut there (possibly non-terminating: thread \"spinner\" at Spin.spin(Spin.java:4), spinning on Spin.stop);"
                + " no violation found, but a cut execution is not explored to its end", o.error());
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(JsonReport.toJson(o));
        assertEquals("limit", json.get("verdict"));
        assertEquals(o.error(), json.get("error"));
        assertEquals(null, json.get("stoppedBy"));
        Map<String, Object> limit = (Map<String, Object>) json.get("stepLimit");
        assertEquals(Map.of("executions", 1L, "thread", "spinner", "stack", r.stepLimitStack, "activity", "polling", "activitySteps", 250L, "reads", List.of("Spin.stop")), limit);
        // a violation found besides is the verdict
        r.violations.add(new Violation(jvsim.vm.ViolationKind.UNCAUGHT_EXCEPTION, "java.lang.AssertionError", "main", List.of("at A.main(A.java:3)")));
        assertEquals(Verdict.VIOLATION, SearchRun.outcome(r).verdict());
        assertTrue(SearchRun.outcome(r).stepLimit() != null);
    }
}
