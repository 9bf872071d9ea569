package jvsim.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the schedule of the first violation from a jvsim JSON report, for --replay. */
final class ReplayTrace {
    private ReplayTrace() {}

    static final class BadTrace extends RuntimeException {
        BadTrace(String m) { super(m); }
    }

    /** The report's exploration of java.util.concurrent ("atomic" or "full"; "atomic" when it says none). */
    static String jdkInternals(Path report) {
        try {
            String text = Files.readString(report, StandardCharsets.UTF_8);
            return java.util.regex.Pattern.compile("\"jdkInternals\"\\s*:\\s*\"full\"").matcher(text).find() ? "full" : "atomic";
        } catch (IOException e) {
            throw new BadTrace("cannot read replay trace " + report + ": " + e.getMessage());
        }
    }

    static List<String> schedule(Path report) {
        String text;
        try {
            text = Files.readString(report, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadTrace("cannot read replay trace " + report + ": " + e.getMessage());
        }
        int at = text.indexOf("\"schedule\"");
        if (at < 0) throw new BadTrace("replay trace " + report + " has no schedule (write one with --report while searching)");
        int i = text.indexOf('[', at);
        if (i < 0) throw new BadTrace("replay trace " + report + ": malformed schedule");
        List<String> out = new ArrayList<>();
        i++;
        while (true) {
            while (i < text.length() && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == ',')) i++;
            if (i >= text.length()) throw new BadTrace("replay trace " + report + ": malformed schedule");
            char c = text.charAt(i);
            if (c == ']') return out;
            if (c != '"') throw new BadTrace("replay trace " + report + ": malformed schedule");
            StringBuilder b = new StringBuilder();
            i++;
            while (i < text.length() && text.charAt(i) != '"') {
                if (text.charAt(i) == '\\' && i + 1 < text.length()) i++;
                b.append(text.charAt(i++));
            }
            i++;
            out.add(b.toString());
        }
    }
}
