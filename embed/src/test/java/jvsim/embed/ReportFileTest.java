package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report read back for a replay: the reports of this jvsim, of older ones (members they lack or
 * wrote otherwise), and files that are no report, each refused in one line naming the file.
 */
class ReportFileTest {
    @TempDir
    Path dir;

    private ReportFile read(String json) throws IOException {
        return ReportFile.read(Files.writeString(dir.resolve("r.json"), json));
    }

    private String refused(String json) throws IOException {
        ReportFile.BadReport e = assertThrows(ReportFile.BadReport.class, () -> read(json));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().contains(dir.resolve("r.json").toString()), e.getMessage());
        return e.getMessage();
    }

    /** A report of this jvsim: what it ran, read back as written. */
    @Test
    void aReportReadsBackWhatRan() throws IOException {
        Report r = JsonReportFormatTest.everyPart();
        ReportFile f = read(r.toJson().replace("\"trace\": []}", "\"trace\": [], \"schedule\": [\"main\", \"main=3\", \"main.2\"]}"));
        assertEquals(List.of("main", "main=3", "main.2"), f.schedule());
        assertEquals("full", f.jdkInternals());
        assertEquals(r.invocation(), f.invocation());
    }

    /** A report of an older jvsim, before "run" and "search": only the schedule (explored with the default, atomic). */
    @Test
    void aReportWithoutRunOrSearchHasNoInvocation() throws IOException {
        ReportFile f = read("{\"verdict\": \"violation\", \"violations\": [{\"kind\": \"x\", \"trace\": []}, {\"kind\": \"y\", \"schedule\": [\"main\"]}],"
                + " \"stats\": {\"executions\": 1}, \"unknown\": {\"a\": [1]}}");
        assertEquals(List.of("main"), f.schedule());
        assertEquals("atomic", f.jdkInternals());
        assertNull(f.invocation());
        assertEquals("atomic", read("{\"violations\": [{\"schedule\": []}], \"search\": {\"strategy\": \"dpor\"}}").jdkInternals());
    }

    /**
     * "run" of an older jvsim: members it lacked take their value from before they were recorded
     * (shared, assertions on, 512 MB, no early timeouts up to 1 s, no spurious wake-ups); a count of
     * spurious wake-ups (reports before 2026-11-29) is all of them when above 0.
     */
    @Test
    void anOlderRunTakesTheDefaultsOfItsTime() throws IOException {
        Invocation bare = read("{\"violations\": [{\"schedule\": [\"main\"]}], \"run\": {\"target\": \"A\"}}").invocation();
        assertEquals(new Invocation("A", List.of(), List.of(), "shared", List.of(), Map.of(), Map.of(), true, List.of(), List.of(), 512L << 20, "none",
                0, 1000L, null, "bound", "run"), bare);
        String run = "{\"violations\": [{\"schedule\": [\"main\"]}], \"run\": {\"target\": \"A\", \"args\": [\"x\"], \"classpath\": [\"/c\"],"
                + " \"sched\": \"all\", \"listeners\": [\"race\"], \"properties\": {\"k\": \"v\"}, \"assertions\": false, \"gates\": [], \"maxHeap\": 1024,"
                + " \"spuriousWakeups\": %s%s}}";
        Invocation counted = read(String.format(run, "1", "")).invocation();
        assertEquals(new Invocation("A", List.of("x"), List.of("/c"), "all", List.of("race"), Map.of(), Map.of("k", "v"), false, List.of(), List.of(), 1024,
                "all", 0, 1000L, null, "bound", "run"), counted);
        assertEquals("none", read(String.format(run, "0", "")).invocation().spuriousWakeups());
        assertEquals("wait", read(String.format(run, "1", ", \"spinLoops\": \"wait\"")).invocation().spinLoops());
        assertEquals("program", read(String.format(run, "\"program\"", "")).invocation().spuriousWakeups());
        Invocation bounds = read(String.format(run, "1", ", \"earlyTimeouts\": 99999999999, \"earlyTimeoutLimit\": -5")).invocation();
        assertEquals(Integer.MAX_VALUE, bounds.earlyTimeouts());
        assertEquals(1000L, bounds.earlyTimeoutLimitMs());
    }

    @Test
    void whatIsNoReportIsRefusedInOneLine() throws IOException {
        assertTrue(refused("{\"violations\": [").contains("is not a jvsim JSON report"));
        assertTrue(refused("[1, 2]").contains("is not a jvsim JSON report"));
        assertTrue(refused("{\"violations\": []} x").contains("is not a jvsim JSON report"));
        assertTrue(refused("{\"violations\": [], \"violations\": []}").contains("is not a jvsim JSON report"));
        assertTrue(refused("{\"violations\": []}").contains("has no schedule"));
        assertTrue(refused("{}").contains("has no schedule"));
        assertTrue(refused("{\"violations\": [{\"schedule\": [\"main\", 3]}]}").contains("\"violations[0].schedule[1]\" is not what a jvsim report has there"));
        String ok = "{\"violations\": [{\"schedule\": [\"main\"]}], \"run\": ";
        assertTrue(refused(ok + "{\"args\": []}}").contains("\"run\" has no target"));
        assertTrue(refused(ok + "{\"target\": \"A\", \"args\": \"x\"}}").contains("\"run.args\" is not what a jvsim report has there"));
        assertTrue(refused(ok + "{\"target\": \"A\", \"args\": [true]}}").contains("\"run.args[0]\""));
        assertTrue(refused(ok + "{\"target\": \"A\", \"spuriousWakeups\": []}}").contains("\"run.spuriousWakeups\""));
        ReportFile.BadReport missing = assertThrows(ReportFile.BadReport.class, () -> ReportFile.read(dir.resolve("missing.json")));
        assertTrue(missing.getMessage().startsWith("cannot read replay trace "), missing.getMessage());
    }
}
