package conformance;

public class DoubleToStringValues {
    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1e7, 1e-3, 1e-4, 1e-5, 0.001, 1234567.0,
                12345678.9, 1e20, 1e21, 1e22, 1e23, 2e23, 1.0E-300, 4.9e-324, 1.7976931348623157E308, 123.456, 3.141592653589793,
                2.718281828459045, 9007199254740992.0, 9007199254740993.0, 0.5, 0.25, 0.125, 1e16, 1.2345e-7, 5e-10, 299792458.0,
                6.02214076e23, 1.602176634e-19, 100.5, 1e6, 9999999.0, 10000000.0, 0.00001234, 123e10, 2.5e-3, Math.PI * 1e10,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.0E-3, 1.0E23 * 10, 8.41E21, 5.0E-324 * 3};
        for (double v : vals) {
            System.out.println(Double.toString(v) + " | " + String.valueOf(v) + " | " + Double.toHexString(v));
        }
        String[] parse = {"1", "1.5", "-0", "1e3", "1E-3", ".5", "5.", "0x1p3", "Infinity", "-Infinity", "NaN", "  42.0  ", "1.7976931348623159E308", "4.9e-325", "0.1f", "2d", "123456789012345678901234567890"};
        for (String s : parse) {
            System.out.println("parse '" + s + "' -> " + Double.parseDouble(s));
        }
        double x = 1;
        for (int i = 0; i < 30; i++) {
            x = x * 1.7 + 0.3;
            System.out.println("seq " + i + " " + x);
        }
    }
}
