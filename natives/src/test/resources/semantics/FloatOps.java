/**
 * Float and double arithmetic, comparisons and conversions on NaN, infinities, signed zeros,
 * subnormals and the limits of int and long; operands come from arrays so javac cannot fold them.
 */
public class FloatOps {
    static final float[] F = {0f, -0f, 1f, -1f, 0.5f, -2.5f, 3.4028235e38f, -3.4028235e38f, 1.4e-45f, 1.17549435e-38f,
        Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 2.14748365e9f, -2.14748365e9f, 9.223372e18f, 16777217f};
    static final double[] D = {0d, -0d, 1d, -1d, 0.5d, -2.5d, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, 2.2250738585072014E-308,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5d, -2147483648.5d, 9.223372036854775807E18, -9.3e18, 0.1d};

    /** The raw bits show what toString cannot: the sign of zero and the NaN payload. */
    static String bits(float f) { return Integer.toHexString(Float.floatToRawIntBits(f)); }
    static String bits(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }

    public static void main(String[] args) {
        for (float a : F) {
            for (float b : F) {
                System.out.println("f " + bits(a) + " " + bits(b) + ": " + bits(a + b) + " " + bits(a - b) + " " + bits(a * b) + " " + bits(a / b)
                        + " " + bits(a % b) + " " + (a < b) + (a <= b) + (a > b) + (a >= b) + (a == b) + (a != b));
            }
            System.out.println("f " + a + ": neg " + bits(-a) + " f2i " + (int) a + " f2l " + (long) a + " f2d " + (double) a
                    + " f2i2b " + (byte) (int) a + " f2c " + (int) (char) a);
        }
        for (double a : D) {
            for (double b : D) {
                System.out.println("d " + bits(a) + " " + bits(b) + ": " + bits(a + b) + " " + bits(a - b) + " " + bits(a * b) + " " + bits(a / b)
                        + " " + bits(a % b) + " " + (a < b) + (a <= b) + (a > b) + (a >= b) + (a == b) + (a != b));
            }
            System.out.println("d " + a + ": neg " + bits(-a) + " d2i " + (int) a + " d2l " + (long) a + " d2f " + (float) a
                    + " d2f bits " + bits((float) a) + " d2s " + (short) a);
        }
        long[] ls = {Long.MAX_VALUE, Long.MIN_VALUE, (1L << 53) + 1, (1L << 24) + 1, -1L};
        for (long l : ls) System.out.println("l " + l + ": l2f " + (float) l + " l2d " + (double) l);
        int[] is = {Integer.MAX_VALUE, Integer.MIN_VALUE, (1 << 24) + 1, -((1 << 24) + 3)};
        for (int i : is) System.out.println("i " + i + ": i2f " + (float) i + " i2d " + (double) i);
        float z = F[0];
        z = -z;
        System.out.println("neg zero " + z + " " + (1 / z) + " " + (z == 0f) + " " + Float.compare(z, 0f));
        float nan = Float.intBitsToFloat(0x7fc00001);
        System.out.println("nan payload through fadd " + bits(nan + 1f) + " through f2d " + bits((double) nan));
    }
}
