package jvsim.embed;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A JSON report read back for a replay (jvsim --replay=report.json, {@link Jvsim#replay(Path)}):
 * the schedule of its first violation that has one, how it explored java.util.concurrent, and what
 * ran ({@link Invocation}; null in a report of an older jvsim, which did not record it). Only these
 * members are read, into the report's records ({@link ReportDocument}): a report of an older jvsim
 * may differ elsewhere.
 */
public record ReportFile(Path file, List<String> schedule, String jdkInternals, Invocation invocation) {

    /** A report that cannot be read or replayed, with a one-line reason naming the file. */
    public static final class BadReport extends RuntimeException {
        BadReport(String message) { super(message); }
    }

    /** Reads the report; BadReport when it cannot be read, is not a JSON report or has no schedule to replay. */
    public static ReportFile read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new BadReport("cannot read replay trace " + file + ": " + e.getMessage());
        }
        JsonNode report;
        try {
            report = JsonReport.mapper().readTree(text);
        } catch (JacksonException e) {
            throw new BadReport("replay trace " + file + " is not a jvsim JSON report: " + firstLine(e.getOriginalMessage()));
        }
        if (report == null || !report.isObject()) throw new BadReport("replay trace " + file + " is not a jvsim JSON report");
        List<String> schedule = null;
        JsonNode violations = report.path("violations");
        for (int i = 0; i < violations.size() && schedule == null; i++) {
            JsonNode v = violations.get(i);
            if (v.path("schedule").isArray()) {
                JsonNode only = JsonReport.mapper().createObjectNode().set("schedule", v.get("schedule"));
                schedule = convert(file, only, "violations[" + i + "]", ReportDocument.Violation.class).schedule();
            }
        }
        if (schedule == null) throw new BadReport("replay trace " + file + " has no schedule (write one with --report while searching)");
        String jdk = report.path("search").path("jdkInternals").asText().equals("full") ? "full" : "atomic";
        Invocation run = null;
        if (report.path("run").isObject()) {
            run = convert(file, report.path("run"), "run", ReportDocument.Run.class).invocation();
            if (run == null) throw new BadReport("replay trace " + file + ": \"run\" has no target");
        }
        return new ReportFile(file, schedule, jdk, run);
    }

    /** The object as a record of that type; BadReport naming the member that is not what a report has there. */
    private static <T> T convert(Path file, JsonNode object, String where, Class<T> type) {
        try {
            return JsonReport.mapper().treeToValue(object, type);
        } catch (JacksonException | IllegalArgumentException e) {
            StringBuilder path = new StringBuilder(where);
            if (e instanceof DatabindException d) {
                List<JsonMappingException.Reference> refs = d instanceof JsonMappingException m ? m.getPath() : List.of();
                for (JsonMappingException.Reference r : refs)
                    path.append(r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]");
            }
            String reason = e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
            throw new BadReport("replay trace " + file + ": \"" + path + "\" is not what a jvsim report has there: " + firstLine(reason));
        }
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int n = s.indexOf('\n');
        return n < 0 ? s : s.substring(0, n);
    }
}
