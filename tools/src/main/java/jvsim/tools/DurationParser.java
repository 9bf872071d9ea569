package jvsim.tools;

import java.time.Duration;
import jvsim.embed.Durations;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses --max-time for picocli: "90" or "90s" (seconds), "500ms", "5m", "2h" ({@link Durations}). */
public final class DurationParser implements ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    public static Duration parse(String text) {
        try {
            return Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
