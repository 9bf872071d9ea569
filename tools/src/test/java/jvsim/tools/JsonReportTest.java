package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.embed.JsonReport;
import jvsim.embed.Report;
import jvsim.embed.RunStats;
import jvsim.embed.Verdict;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;

/**
 * The JSON report of a run without search, written from the report model; a search's violations
 * (steps, schedule, shortenedFrom) are checked on real searches in CliTest.
 */
class JsonReportTest {
    @Test
    void escapesStrings() {
        String nasty = "q\" b\\ n\n r\r t\t c\u0001 u\u2028 é \uD83D\uDE00";
        assertEquals("\"q\\\" b\\\\ n\\n r\\r t\\t c\\u0001 u\\u2028 é \uD83D\uDE00\"", JsonReport.quote(nasty));
        assertEquals(nasty, MiniJson.parse(JsonReport.quote(nasty)));
        assertEquals("null", JsonReport.quote(null));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportIsValidJsonWithAllFields() {
        Violation v = new Violation("uncaught-exception", "java.lang.RuntimeException: \"x\"\nsecond line", "main",
                List.of("at A.main(A.java:3)", "... 1 more"));
        Report o = new Report(Verdict.VIOLATION, 1, List.of(v), new RunStats(1, 0, 0, 1234, 56), null);
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(o));
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
        assertEquals(Map.of("executions", 1.0, "blocked", 0.0, "states", 0.0, "pruned", 0.0, "transitions", 0.0, "instructions", 1234.0, "elapsedMs", 56.0), stats);
    }

    @Test
    @SuppressWarnings("unchecked")
    void stoppedByAndShorteningExecutionsAreWritten() {
        Violation v = new Violation("deadlock", "d", "main", List.of("\"main\" BLOCKED"));
        Report o = new Report(Verdict.VIOLATION, 1, List.of(v), new RunStats(2, 0, 0, 0, 0, 100, 5, 7, 0, 0, Map.of()), null, "interrupt");
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(o));
        assertEquals("interrupt", json.get("stoppedBy"));
        assertEquals(7.0, ((Map<String, Object>) json.get("stats")).get("shorteningExecutions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theEstimateOfTheSearchsSizeIsWrittenWhenThereIsOne() {
        RunStats s = new RunStats(12345, 0, 0, 0, 0, 100, 60_000, 0, 0, 0, Map.of(), 31874, 120_000);
        Report o = new Report(Verdict.LIMIT, 3, List.of(), s, "stopped by --max-time", "max-time");
        Map<String, Object> stats = (Map<String, Object>) ((Map<String, Object>) MiniJson.parse(JsonReport.toJson(o))).get("stats");
        assertEquals(31874.0, stats.get("estimatedExecutions"));
        assertEquals(0.3873, stats.get("estimatedDone"));
        assertEquals(120000.0, stats.get("estimatedRemainingMs"));
        assertEquals("~38% of ~32,000 estimated, ~2 min left", RunStats.estimate(12345, 31874, 120_000, true));
        assertEquals("~38% of ~32,000 estimated, ~2 min more", RunStats.estimate(12345, 31874, 120_000, false));
        assertEquals("<1% of ~1,000,000 estimated, ~3 h left", RunStats.estimate(10, 999_999, 3 * 3_600_000, true));
        assertEquals("~90% of ~10 estimated, <1 s left", RunStats.estimate(9, 10, 80, true));
        assertEquals("~50% of ~2 estimated", RunStats.estimate(1, 2, 0, true));
        // none made, or nothing left: nothing to say
        assertEquals("", RunStats.estimate(5, 0, 0, true));
        assertEquals("", RunStats.estimate(5, 5, 0, true));
        Map<String, Object> none = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(new Report(Verdict.NO_VIOLATION, 0, List.of(),
                new RunStats(3, 0, 0, 0, 0, 1, 1, 0, 0, 0, Map.of()), null)));
        assertEquals(false, ((Map<String, Object>) none.get("stats")).containsKey("estimatedExecutions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void errorReportCarriesItsReason() {
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(Report.error(4, "internal error: x")));
        assertEquals("error", json.get("verdict"));
        assertEquals("internal error: x", json.get("error"));
        assertEquals(List.of(), json.get("violations"));
    }
}
