package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
        RunOutcome o = new RunOutcome(Verdict.VIOLATION, 1, List.of(v), new RunStats(1, 0, 0, 1234, 56), null);
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(o));
        assertEquals("violation", json.get("verdict"));
        List<Object> vs = (List<Object>) json.get("violations");
        Map<String, Object> v0 = (Map<String, Object>) vs.get(0);
        assertEquals("uncaught-exception", v0.get("kind"));
        assertEquals(v.message(), v0.get("message"));
        assertEquals("main", v0.get("thread"));
        assertEquals(v.trace(), v0.get("trace"));
        Map<String, Object> stats = (Map<String, Object>) json.get("stats");
        assertEquals(Map.of("executions", 1.0, "blocked", 0.0, "states", 0.0, "pruned", 0.0, "transitions", 0.0, "instructions", 1234.0, "elapsedMs", 56.0), stats);
    }

    @Test
    @SuppressWarnings("unchecked")
    void searchViolationsGiveTheirSizeAndWhatTheyWereShortenedFrom() {
        Violation v = new Violation("deadlock", "d", "main", null, List.of("a", "b", "c", "d"), List.of("main", "main.1", "main.1", "main"), "",
                new Violation.Size(9, 5), false);
        RunOutcome o = new RunOutcome(Verdict.VIOLATION, 1, List.of(v), new RunStats(2, 0, 0, 0, 0, 100, 5, 7, 0), null, "interrupt");
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(o));
        assertEquals("interrupt", json.get("stoppedBy"));
        Map<String, Object> v0 = (Map<String, Object>) ((List<Object>) json.get("violations")).get(0);
        assertEquals(4.0, v0.get("steps"));
        assertEquals(2.0, v0.get("contextSwitches"));
        assertEquals(Map.of("steps", 9.0, "contextSwitches", 5.0), v0.get("shortenedFrom"));
        assertEquals(7.0, ((Map<String, Object>) json.get("stats")).get("shorteningExecutions"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void errorReportCarriesItsReason() {
        Map<String, Object> json = (Map<String, Object>) MiniJson.parse(JsonReport.toJson(RunOutcome.error(4, "internal error: x")));
        assertEquals("error", json.get("verdict"));
        assertEquals("internal error: x", json.get("error"));
        assertEquals(List.of(), json.get("violations"));
    }
}
