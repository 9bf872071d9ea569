package jvsim.tools;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses sizes like the java launcher's -Xmx: "512m", "2g", "64k", "1048576" (bytes). */
public final class SizeParser implements ITypeConverter<Long> {

    @Override
    public Long convert(String value) {
        return parse(value);
    }

    /** The size in bytes; throws TypeConversionException with a one-line reason. */
    public static long parse(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        if (s.isEmpty()) throw bad(text);
        int shift = 0;
        char unit = s.charAt(s.length() - 1);
        if (!Character.isDigit(unit)) {
            switch (unit) {
                case 'k': shift = 10; break;
                case 'm': shift = 20; break;
                case 'g': shift = 30; break;
                case 't': shift = 40; break;
                default: throw bad(text);
            }
            s = s.substring(0, s.length() - 1);
        }
        if (s.isEmpty() || !s.chars().allMatch(Character::isDigit)) throw bad(text);
        long n;
        try {
            n = Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw bad(text);
        }
        if (n <= 0) throw new TypeConversionException("'" + text + "' must be greater than zero");
        if (n > (Long.MAX_VALUE >> shift)) throw new TypeConversionException("'" + text + "' is too large");
        return n << shift;
    }

    private static TypeConversionException bad(String text) {
        return new TypeConversionException("'" + text + "' is not a size (examples: 512m, 2g, 65536k)");
    }
}
