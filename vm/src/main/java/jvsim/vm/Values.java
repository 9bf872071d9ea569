package jvsim.vm;

/**
 * How primitive values sit in the long-typed slots of frames, fields and statics: int-like values
 * sign-extended, floats as their raw int bits, doubles as raw long bits.
 */
public final class Values {
    private Values() {}

    public static long constantBits(Object c) {
        if (c instanceof Integer) return (Integer) c;
        if (c instanceof Long) return (Long) c;
        if (c instanceof Float) return Float.floatToRawIntBits((Float) c);
        if (c instanceof Double) return Double.doubleToRawLongBits((Double) c);
        throw new IllegalArgumentException(String.valueOf(c));
    }

    public static long ofFloat(float f) { return Float.floatToRawIntBits(f); }
    public static long ofDouble(double d) { return Double.doubleToRawLongBits(d); }
    public static float toFloat(long bits) { return Float.intBitsToFloat((int) bits); }
    public static double toDouble(long bits) { return Double.longBitsToDouble(bits); }

    /** Normalizes a slot value for a field of the given kind (narrowing ints as putfield does). */
    public static long narrow(char kind, long v) {
        switch (kind) {
            case 'Z': return v & 1;
            case 'B': return (byte) v;
            case 'C': return (char) v;
            case 'S': return (short) v;
            case 'I': case 'F': return (int) v;
            default: return v;
        }
    }
}
