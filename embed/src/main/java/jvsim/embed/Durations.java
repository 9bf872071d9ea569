package jvsim.embed;

import java.time.Duration;
import java.util.Locale;

/** Wall-clock limits as the CLI's --max-time and @JvsimTest(maxTime) write them: "90" or "90s" (seconds), "500ms", "5m", "2h". */
public final class Durations {
    private Durations() { }

    /** The duration; IllegalArgumentException with a one-line reason for anything else. */
    public static Duration parse(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        String unit;
        if (s.endsWith("ms")) unit = "ms";
        else if (s.endsWith("s") || s.endsWith("m") || s.endsWith("h")) unit = s.substring(s.length() - 1);
        else unit = "s";
        String digits = s.endsWith(unit) ? s.substring(0, s.length() - unit.length()) : s;
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit) || digits.length() > 12)
            throw new IllegalArgumentException("'" + text + "' is not a duration (examples: 30s, 500ms, 5m, 2h)");
        long n = Long.parseLong(digits);
        if (n <= 0) throw new IllegalArgumentException("'" + text + "' must be greater than zero");
        switch (unit) {
            case "ms": return Duration.ofMillis(n);
            case "s": return Duration.ofSeconds(n);
            case "m": return Duration.ofMinutes(n);
            default: return Duration.ofHours(n);
        }
    }
}
