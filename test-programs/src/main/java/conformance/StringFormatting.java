package conformance;

import java.util.Locale;

public class StringFormatting {
    static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    public static void main(String[] args) {
        System.out.println(f("[%d] [%5d] [%-5d] [%05d] [%+d] [%,d] [%(d]", 42, 42, 42, 42, 42, 1234567, -5));
        System.out.println(f("[%x] [%X] [%08X] [%o] [%#x] [%#o]", 255, 255, 48879, 8, 255, 8));
        System.out.println(f("[%x] [%x]", -1, -1L));
        System.out.println(f("[%5.2f] [%.3f] [%10.4f] [%-10.1f] [%f] [%.0f] [%.0f]", 3.14159, Math.PI, Math.E, 2.25, 1.0 / 3, 2.5, 3.5));
        System.out.println(f("[%e] [%.2e] [%E] [%g] [%.3g] [%a]", 12345.678, 0.000123, 1e100, 0.0001, 123456.0, 1.0));
        System.out.println(f("[%s] [%10s] [%-10s] [%.2s] [%S]", "hi", "hi", "hi", "hello", "up"));
        System.out.println(f("[%b] [%b] [%b] [%B]", true, null, "x", false));
        System.out.println(f("[%c] [%c] [%C]", 'x', 65, 'q'));
        System.out.println(f("a%nb").replace("\n", "<LF>").replace("\r", "<CR>"));
        System.out.println(f("[%%] [%2$s %1$s] [%<s]", "first", "second"));
        System.out.println(f("[%,.2f] [%,d] [%,d]", 1234567.891, Long.MAX_VALUE, -1000));
        System.out.println(f("[%h] [%s] [%s]", "hi", null, 1.5f));
        System.out.println(f("[%d] [%d] [%d] [%d]", (byte) -1, (short) 300, 5L, new java.math.BigInteger("123456789012345678901234567890")));
        System.out.println(f("[%.3f] [%.10f] [%f]", new java.math.BigDecimal("1.23456"), 0.1, Double.NaN));
        System.out.println(f("[%f] [%e] [%.1f]", Double.POSITIVE_INFINITY, -0.0, -0.05));
        System.out.println(f("[%08.3f] [%+.2f] [% d]", -3.14159, 2.0, 42));
        System.out.println(f("%.3f", Math.PI));
        System.out.println(f("[%10.3e] [%-12.2e]", 6.02214076e23, 1.6e-19));
        System.out.println(f("[%s] [%s]", new int[0].length, java.util.List.of(1, 2)));
        System.out.println(f("[%x] [%X]", (byte) -1, 0xCAFEBABEL));
        try {
            f("%d", "notanumber");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println("IFCE " + e.getMessage());
        }
        try {
            f("%s %s", "one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MFAE " + e.getMessage());
        }
        try {
            f("%q", 1);
        } catch (java.util.UnknownFormatConversionException e) {
            System.out.println("UFCE " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        java.util.Formatter fm = new java.util.Formatter(sb, Locale.ROOT);
        for (int i = 0; i < 5; i++) {
            fm.format("%3d|%-6s|%6.2f%n", i, "r" + i, i * 1.1);
        }
        System.out.print(sb.toString().replace("\r", ""));
        System.out.println("toString radix " + Integer.toString(255, 2) + " " + Integer.toString(-255, 36) + " " + Long.toBinaryString(5L) + " " + Long.toHexString(-2L));
    }
}
