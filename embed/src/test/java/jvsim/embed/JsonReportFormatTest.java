package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.Activity;
import jvsim.search.RunningThread;
import jvsim.search.StoppedExecution;
import jvsim.search.Violation;
import jvsim.vm.Deadlock;
import jvsim.vm.ThreadReport;
import org.junit.jupiter.api.Test;

/**
 * The JSON report's text, field by field and in order, for a report with every part a run without
 * steps can have (a search's steps, schedule and shortening are checked on real searches in the
 * tools module's CliTest); and the same text read back into the report's records and written again.
 */
class JsonReportFormatTest {
    private static ThreadReport.Resource account(int n) {
        return new ThreadReport.Resource(ThreadReport.Kind.MONITOR, "bank.Bank$Account@" + n, "bank.Bank$Account", "bank.Bank.main(Bank.java:17)", 100 + n);
    }

    private static List<ThreadReport.StackFrame> frames(String... where) {
        return java.util.Arrays.stream(where).map(w -> new ThreadReport.StackFrame(w, w.startsWith("java."))).toList();
    }

    /** A report with every part: stop, step limit, stopped execution, a deadlock and a warning, every counter, coverage, run and search. */
    static Report everyPart() {
        ThreadReport alice = new ThreadReport("alice", 2, "BLOCKED", account(2), "bob", "bank.Bank.transfer(Bank.java:10)",
                frames("bank.Bank.transfer(Bank.java:10)", "java.lang.Thread.run(Thread.java:840)"), List.of(account(1)));
        ThreadReport bob = new ThreadReport("bob", 3, "BLOCKED", account(1), "alice", "bank.Bank.transfer(Bank.java:10)",
                frames("bank.Bank.transfer(Bank.java:10)"), List.of(account(2)));
        ThreadReport main = new ThreadReport("main", 1, "WAITING", new ThreadReport.Resource(ThreadReport.Kind.JOIN, "alice", null, null, 0), "alice",
                "bank.Bank.main(Bank.java:21)", frames("java.lang.Thread.join(Thread.java:1381)", "bank.Bank.main(Bank.java:21)"), List.of());
        Violation deadlock = new Violation(new Deadlock("alice", List.of(alice, bob), List.of(main)));
        Violation warning = new Violation(jvsim.vm.ViolationKind.POTENTIAL_DEADLOCK, "lock order \"x\"\tand\\y\u0001 \u2028 é \uD83D\uDE00 \uD800", "main", null, List.of(), "out\n", "",
                true);
        Violation race = new Violation(jvsim.vm.ViolationKind.DATA_RACE, "race on Counter.count", "Thread-0", "Counter.count", List.of(), null, null);
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("solverCalls", 12L);
        counters.put("solverMs", 345L);
        RunStats stats = new RunStats(12345, 2, 3, 4, 5, 100, 60_000, 7, 8, 1, counters, 31874, 120_000, 16_000, 32_000);
        ThreadReport spinner = new ThreadReport("main", 1, "RUNNABLE", null, null, "Spin.main(Spin.java:3)", frames("Spin.main(Spin.java:3)"), List.of());
        StoppedExecution stopped = new StoppedExecution(42, List.of(new RunningThread(spinner, new Activity(Activity.Kind.SPINNING, 41, List.of()))));
        Report r = new Report(Verdict.VIOLATION, 1, List.of(deadlock, race, warning), stats, "stopped by --max-time", "max-time",
                new Report.StepLimit(1, "spinner", List.of("Spin.spin(Spin.java:4)"), new Activity(Activity.Kind.POLLING, 250, List.of("Spin.stop"))))
                .withStoppedExecution(stopped)
                .withCoverage(new Coverage(2, List.of("main begin at A.main(A.java:3) (bci 0)", "t begin at A.run(A.java:9) (bci 0)"), 2, 3, 1,
                        List.of(new Coverage.ExecutionCoverage(2, 1, 1, 2, 1, 3), new Coverage.ExecutionCoverage(2, 2, 1, 2, 2, 3))));
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("k", "v");
        properties.put("a", "b c");
        Invocation run = new Invocation("demo.Racy", List.of("x", "y"), List.of("/tmp/classes", "/tmp/lib.jar"), "shared", List.of("imunit"),
                Map.of("imunit", List.of("a->b")), properties, true, List.of("demo.Gate"), List.of("/tmp/data:ro"), 536870912L, "program", 1, 1000L,
                "/usr/lib/jvm/jdk-25", "continuations", "wait");
        SearchDescription search = new SearchDescription("pct", Map.of("depth", "3"), 7L, "full", "capp:method:some", List.of("A.run()V:9", "A#count"));
        return r.of(search, null, null, run);
    }

    /** The text, as the hand-written report of 2026-11-29 had it but for the coverage's members (now on its line) and characters beyond U+FFFF (now escaped). */
    private static final String EVERY_PART = """
                {
                  "verdict": "violation",
                  "error": "stopped by --max-time",
                  "stoppedBy": "max-time",
                  "stepLimit": {"executions": 1, "thread": "spinner", "stack": ["Spin.spin(Spin.java:4)"], "activity": "polling", "activitySteps": 250, "reads": ["Spin.stop"]},
                  "stoppedExecution": {"steps": 42, "threads": [{"thread": "main", "state": "RUNNABLE", "at": "Spin.main(Spin.java:3)", "activity": "spinning", "activitySteps": 41, "stack": ["Spin.main(Spin.java:3)"]}]},
                  "violations": [
                    {"kind": "deadlock", "message": "cycle of 2 threads: \\"alice\\" waits for bank.Bank$Account@2, held by \\"bob\\"; \\"bob\\" waits for bank.Bank$Account@1, held by \\"alice\\"; both allocated at bank.Bank.main(Bank.java:17); blocked behind it: \\"main\\" (joins \\"alice\\")", "thread": "alice", "deadlock": {"cycle": [{"thread": "alice", "state": "BLOCKED", "at": "bank.Bank.transfer(Bank.java:10)", "waitsFor": {"kind": "monitor", "name": "bank.Bank$Account@2", "class": "bank.Bank$Account", "allocatedAt": "bank.Bank.main(Bank.java:17)"}, "heldBy": "bob", "holds": [{"kind": "monitor", "name": "bank.Bank$Account@1", "class": "bank.Bank$Account", "allocatedAt": "bank.Bank.main(Bank.java:17)"}], "stack": ["bank.Bank.transfer(Bank.java:10)", "java.lang.Thread.run(Thread.java:840)"]}, {"thread": "bob", "state": "BLOCKED", "at": "bank.Bank.transfer(Bank.java:10)", "waitsFor": {"kind": "monitor", "name": "bank.Bank$Account@1", "class": "bank.Bank$Account", "allocatedAt": "bank.Bank.main(Bank.java:17)"}, "heldBy": "alice", "holds": [{"kind": "monitor", "name": "bank.Bank$Account@2", "class": "bank.Bank$Account", "allocatedAt": "bank.Bank.main(Bank.java:17)"}], "stack": ["bank.Bank.transfer(Bank.java:10)"]}], "blocked": [{"thread": "main", "state": "WAITING", "at": "bank.Bank.main(Bank.java:21)", "waitsFor": {"kind": "join", "name": "alice"}, "heldBy": "alice", "behindCycle": true, "stack": ["java.lang.Thread.join(Thread.java:1381)", "bank.Bank.main(Bank.java:21)"]}]}, "trace": ["\\"alice\\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@2 (allocated at bank.Bank.main(Bank.java:17)), held by \\"bob\\"; holds bank.Bank$Account@1", "    at bank.Bank.transfer(Bank.java:10)", "    at java.lang.Thread.run(Thread.java:840)", "\\"bob\\" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@1 (allocated at bank.Bank.main(Bank.java:17)), held by \\"alice\\"; holds bank.Bank$Account@2", "    at bank.Bank.transfer(Bank.java:10)", "\\"main\\" WAITING at bank.Bank.main(Bank.java:21): joins \\"alice\\"", "    at java.lang.Thread.join(Thread.java:1381)", "    at bank.Bank.main(Bank.java:21)"]},
                    {"kind": "data-race", "message": "race on Counter.count", "thread": "Thread-0", "field": "Counter.count", "trace": []},
                    {"kind": "potential-deadlock", "message": "lock order \\"x\\"\\tand\\\\y\\u0001 \\u2028 é \\ud83d\\ude00 \\ud800", "thread": "main", "warning": true, "trace": [], "output": "out\\n"}
                  ],
                  "stats": {"executions": 12345, "blocked": 2, "states": 3, "pruned": 4, "transitions": 5, "instructions": 100, "elapsedMs": 60000, "shorteningExecutions": 7, "probes": 8, "stepLimited": 1, "estimatedExecutions": 31874, "estimatedDone": 0.3873, "estimatedRemainingMs": 120000, "estimateSettled": true, "estimateLow": 16000, "estimateHigh": 32000, "solverCalls": 12, "solverMs": 345},
                  "coverage": {"t": 2, "blocksFound": 2, "covered": 2, "possible": 3, "ratio": 0.666667, "leftOut": 1, "blocks": ["main begin at A.main(A.java:3) (bci 0)", "t begin at A.run(A.java:9) (bci 0)"], "executionColumns": ["blocks", "sequences", "added", "blocksFound", "covered", "possible"], "executions": [[2, 1, 1, 2, 1, 3], [2, 2, 1, 2, 2, 3]]},
                  "run": {"target": "demo.Racy", "args": ["x", "y"], "classpath": ["/tmp/classes", "/tmp/lib.jar"], "sched": "shared", "listeners": ["imunit"], "listenerOptions": {"imunit": ["a->b"]}, "properties": {"k": "v", "a": "b c"}, "assertions": true, "gates": ["demo.Gate"], "mounts": ["/tmp/data:ro"], "maxHeap": 536870912, "spuriousWakeups": "program", "earlyTimeouts": 1, "earlyTimeoutLimit": 1000, "jdkHome": "/usr/lib/jvm/jdk-25", "virtualThreads": "continuations", "spinLoops": "wait"},
                  "search": {"strategy": "pct", "parameters": {"depth": "3"}, "seed": 7, "jdkInternals": "full", "prioritize": "capp:method:some", "impacted": ["A.run()V:9", "A#count"]}
                }
                """;

    private static final String ERROR = """
                {
                  "verdict": "error",
                  "error": "internal error: x",
                  "violations": [],
                  "stats": {"executions": 0, "blocked": 0, "states": 0, "pruned": 0, "transitions": 0, "instructions": 0, "elapsedMs": 0}
                }
                """;

    @Test
    void everyMemberInItsPlace() {
        assertEquals(EVERY_PART, everyPart().toJson());
        assertEquals(ERROR, Report.error(4, "internal error: x").toJson());
    }

    /** Read into the records and written again, the text is the same; the strings are what was written, a lone surrogate too. */
    @Test
    void readBackIntoTheSameRecords() throws Exception {
        for (String text : List.of(EVERY_PART, ERROR)) {
            ReportDocument d = JsonReport.read(text);
            assertEquals(text, JsonReport.toJson(d));
            assertEquals(ReportDocument.of(text.equals(ERROR) ? Report.error(4, "internal error: x") : everyPart(),
                    text.equals(ERROR) ? null : everyPart().search()), d);
        }
        ReportDocument d = JsonReport.read(EVERY_PART);
        assertEquals("lock order \"x\"\tand\\y\u0001 \u2028 é \uD83D\uDE00 \uD800", d.violations().get(2).message());
        assertEquals(Long.valueOf(12), d.stats().strategy().get("solverCalls"));
        assertEquals(new java.math.BigDecimal("0.666667"), d.coverage().ratio());
    }

    /** A ratio of nothing possible is written as null; a whole fraction done with its four decimals. */
    @Test
    void noRatioIsNullAndDecimalsAreKept() throws Exception {
        Report r = Report.error(4, "x").withCoverage(new Coverage(2, List.of("b"), 0, 0, 0, List.of()));
        assertEquals(true, r.toJson().contains("\"coverage\": {\"t\": 2, \"blocksFound\": 1, \"covered\": 0, \"possible\": 0, \"ratio\": null, \"blocks\": [\"b\"]"));
        assertEquals(null, JsonReport.read(r.toJson()).coverage().ratio());
        RunStats done = new RunStats(10, 0, 0, 0, 0, 1, 1, 0, 0, 0, Map.of(), 10, 0);
        String json = new Report(Verdict.NO_VIOLATION, 0, List.of(), done, null).toJson();
        assertEquals(true, json.contains("\"estimatedDone\": 1.0000,"), json);
    }
}
