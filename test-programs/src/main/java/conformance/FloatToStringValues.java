package conformance;

public class FloatToStringValues {
    public static void main(String[] args) {
        float[] vals = {0f, -0f, 1f, 0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1f / 3, 100f, 1e7f, 1e-3f, 1e-4f, 1e-5f, 1.0E10f, 3.4028235E38f,
                1.4E-45f, 1.17549435E-38f, 123.456f, (float) Math.PI, (float) Math.E, 16777216f, 16777217f, 0.5f, 33.333f, 9999999f, 1e8f,
                Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 2.5e-3f, 1234.5678f};
        for (float v : vals) {
            System.out.println(Float.toString(v) + " | " + (double) v + " | " + Float.toHexString(v) + " | " + Float.floatToIntBits(v));
        }
        String[] parse = {"1", "1.1", "-0.0", "3.4028236E38", "1e-46", "0x1.8p1", "NaN", "7.0f"};
        for (String s : parse) {
            System.out.println("parse '" + s + "' -> " + Float.parseFloat(s));
        }
        float f = 1;
        for (int i = 0; i < 25; i++) {
            f = f * 1.3f + 0.7f;
            System.out.println("seq " + i + " " + f);
        }
        System.out.println("concat " + 1.0f + 2.5f + " " + (1.0f + 2.5f));
    }
}
