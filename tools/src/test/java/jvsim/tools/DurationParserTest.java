package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class DurationParserTest {
    @Test
    void parsesUnits() {
        assertEquals(Duration.ofSeconds(90), DurationParser.parse("90"));
        assertEquals(Duration.ofSeconds(30), DurationParser.parse("30s"));
        assertEquals(Duration.ofMillis(500), DurationParser.parse("500ms"));
        assertEquals(Duration.ofMinutes(5), DurationParser.parse("5m"));
        assertEquals(Duration.ofHours(2), DurationParser.parse("2h"));
    }

    @Test
    void rejectsNonDurations() {
        for (String bad : new String[] {"", "s", "0", "-3s", "1.5s", "10d", "ms"})
            assertThrows(TypeConversionException.class, () -> DurationParser.parse(bad), bad);
    }
}
