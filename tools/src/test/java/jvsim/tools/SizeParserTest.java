package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class SizeParserTest {
    @Test
    void unitsAreBinaryMultiples() {
        assertEquals(512L << 20, SizeParser.parse("512m"));
        assertEquals(2L << 30, SizeParser.parse("2g"));
        assertEquals(2L << 30, SizeParser.parse("2G"));
        assertEquals(64L << 10, SizeParser.parse("64k"));
        assertEquals(1048576L, SizeParser.parse("1048576"));
    }

    @Test
    void rejectsNonSizes() {
        for (String bad : new String[] {"", "m", "12q", "-1m", "0", "1.5g", "99999999999999999999", "9000000000000t"})
            assertThrows(TypeConversionException.class, () -> SizeParser.parse(bad), bad);
    }
}
