package jvsim.embed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON report read back for a replay (jvsim --replay=report.json, {@link Jvsim#replay(Path)}):
 * the schedule of its first violation that has one, how it explored java.util.concurrent, and what
 * ran ({@link Invocation}; null in a report of an older jvsim, which did not record it).
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
        Object json;
        try {
            json = Json.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadReport("replay trace " + file + " is not a jvsim JSON report: " + e.getMessage());
        }
        if (!(json instanceof Map<?, ?> report)) throw new BadReport("replay trace " + file + " is not a jvsim JSON report");
        List<String> schedule = null;
        if (report.get("violations") instanceof List<?> vs) {
            for (Object v : vs) {
                if (v instanceof Map<?, ?> m && m.get("schedule") instanceof List<?> l) {
                    schedule = strings(file, l, "schedule");
                    break;
                }
            }
        }
        if (schedule == null) throw new BadReport("replay trace " + file + " has no schedule (write one with --report while searching)");
        String jdk = report.get("search") instanceof Map<?, ?> search && "full".equals(search.get("jdkInternals")) ? "full" : "atomic";
        Invocation run = report.get("run") instanceof Map<?, ?> r ? invocation(file, r) : null;
        return new ReportFile(file, schedule, jdk, run);
    }

    private static Invocation invocation(Path file, Map<?, ?> r) {
        if (!(r.get("target") instanceof String target)) throw new BadReport("replay trace " + file + ": \"run\" has no target");
        Map<String, List<String>> listenerOptions = new LinkedHashMap<>();
        if (r.get("listenerOptions") instanceof Map<?, ?> o) o.forEach((k, v) -> listenerOptions.put(k.toString(), strings(file, v, "listenerOptions")));
        Map<String, String> properties = new LinkedHashMap<>();
        if (r.get("properties") instanceof Map<?, ?> p) p.forEach((k, v) -> properties.put(k.toString(), String.valueOf(v)));
        return new Invocation(target, strings(file, r.get("args"), "args"), strings(file, r.get("classpath"), "classpath"),
                r.get("sched") instanceof String s ? s : "shared", strings(file, r.get("listeners"), "listeners"), listenerOptions, properties,
                !Boolean.FALSE.equals(r.get("assertions")), strings(file, r.get("gates"), "gates"), strings(file, r.get("mounts"), "mounts"),
                r.get("maxHeap") instanceof Long h ? h : 512L << 20,
                // reports before 2026-11-29 counted them: 1 was in every wait (--spurious-wakeups had no value)
                r.get("spuriousWakeups") instanceof String w ? w : r.get("spuriousWakeups") instanceof Long n && n > 0 ? "all" : "none",
                r.get("earlyTimeouts") instanceof Long t ? (int) Math.max(0, Math.min(t, Integer.MAX_VALUE)) : 0,
                r.get("earlyTimeoutLimit") instanceof Long l && l >= 0 ? l : 1000L,
                r.get("jdkHome") instanceof String home ? home : null);
    }

    /** A list of strings (an absent one is empty). */
    private static List<String> strings(Path file, Object value, String name) {
        if (value == null) return List.of();
        if (!(value instanceof List<?> l)) throw new BadReport("replay trace " + file + ": \"" + name + "\" is not a list");
        List<String> out = new ArrayList<>(l.size());
        for (Object o : l) {
            if (!(o instanceof String s)) throw new BadReport("replay trace " + file + ": \"" + name + "\" holds a non-string");
            out.add(s);
        }
        return out;
    }
}
