package conformance;

public class FloatDoubleEdge {
    static double d(double x) { return x; }
    static float f(float x) { return x; }

    public static void main(String[] args) {
        double nan = Double.NaN, pinf = Double.POSITIVE_INFINITY, ninf = Double.NEGATIVE_INFINITY;
        System.out.println("nan==nan " + (nan == nan) + " nan!=nan " + (nan != nan) + " nan<1 " + (nan < 1) + " nan>1 " + (nan > 1) + " nan>=nan " + (nan >= nan));
        System.out.println("isNaN " + Double.isNaN(nan) + " equals " + Double.valueOf(nan).equals(nan) + " compare " + Double.compare(nan, pinf));
        System.out.println("0.0==-0.0 " + (0.0 == -0.0) + " equals " + Double.valueOf(0.0).equals(-0.0) + " compare " + Double.compare(0.0, -0.0));
        System.out.println("1/0.0 " + (1 / d(0.0)) + " 1/-0.0 " + (1 / d(-0.0)) + " 0/0.0 " + (0 / d(0.0)));
        System.out.println("inf-inf " + (pinf - pinf) + " inf*0 " + (pinf * 0) + " inf+1 " + (pinf + 1) + " -inf " + ninf);
        System.out.println("-0.0 " + (-0.0) + " 0.0*-1 " + (0.0 * -1) + " -0.0+0.0 " + (d(-0.0) + 0.0) + " -0.0-0.0 " + (d(-0.0) - 0.0));
        System.out.println("min(-0,0) " + Math.min(-0.0, 0.0) + " max(-0,0) " + Math.max(-0.0, 0.0) + " min nan " + Math.min(nan, 1.0));
        System.out.println("abs(-0.0) " + Math.abs(-0.0) + " signum " + Math.signum(-0.0) + " " + Math.signum(-5.5) + " copySign " + Math.copySign(3.0, -0.0));
        double[] casts = {nan, pinf, ninf, 1e10, -1e10, 1e19, -1e19, 3.99, -3.99, 0.5, -0.5, 2147483647.5, -2147483648.7, 9.223372036854776E18};
        for (double v : casts) {
            System.out.println("cast " + v + " -> int " + (int) v + " long " + (long) v + " short " + (short) v + " byte " + (byte) v + " char " + (int) (char) v + " float " + (float) v);
        }
        float[] fcasts = {Float.NaN, Float.POSITIVE_INFINITY, 3.5e9f, -3.5e9f, 1.9999999f, 16777217f, 0.1f};
        for (float v : fcasts) {
            System.out.println("fcast " + v + " -> int " + (int) v + " long " + (long) v + " double " + (double) v);
        }
        System.out.println("int->float " + (float) 16777217 + " " + (float) Integer.MAX_VALUE + " long->double " + (double) Long.MAX_VALUE + " " + (double) 9007199254740993L);
        System.out.println("long->float " + (float) 123456789012345L);
        System.out.println("0.1+0.2 " + (0.1 + 0.2) + " ==0.3 " + (0.1 + 0.2 == 0.3));
        System.out.println("0.1f+0.2f " + (0.1f + 0.2f) + " float div " + (f(1f) / 3f) + " double div " + (d(1) / 3));
        System.out.println("fmod " + (5.5 % 2) + " " + (-5.5 % 2) + " " + (5.5 % -2) + " " + (5.0 % 0.0) + " " + (pinf % 2) + " " + (2 % pinf));
        System.out.println("IEEEremainder " + Math.IEEEremainder(5.5, 2) + " " + Math.IEEEremainder(-7, 4));
        System.out.println("MIN/MAX " + Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.MIN_NORMAL + " " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " " + Float.MIN_NORMAL);
        System.out.println("overflow " + (Double.MAX_VALUE * 2) + " underflow " + (Double.MIN_VALUE / 2) + " " + (Float.MAX_VALUE * 2f));
        System.out.println("bits " + Double.doubleToLongBits(1.0) + " " + Long.toHexString(Double.doubleToLongBits(-2.5)) + " " + Double.doubleToLongBits(nan) + " " + Integer.toHexString(Float.floatToIntBits(1.5f)));
        System.out.println("raw nan " + Long.toHexString(Double.doubleToRawLongBits(Double.longBitsToDouble(0x7ff8000000000001L))) + " canonical " + Long.toHexString(Double.doubleToLongBits(Double.longBitsToDouble(0x7ff8000000000001L))));
        System.out.println("fromBits " + Double.longBitsToDouble(0x3ff8000000000000L) + " " + Float.intBitsToFloat(0x40490fdb));
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1e300) + " " + Math.ulp(1.0f) + " " + Math.ulp(0.0));
        System.out.println("nextUp " + Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextUp(-0.0) + " " + Math.nextAfter(1.0f, 2.0) + " " + Math.nextUp(Double.MAX_VALUE));
        System.out.println("getExponent " + Math.getExponent(1024.0) + " " + Math.getExponent(0.1f) + " scalb " + Math.scalb(1.5, 10) + " " + Math.scalb(1.0, -1075));
        System.out.println("isInfinite " + Double.isInfinite(ninf) + " isFinite " + Double.isFinite(1e308) + " " + Float.isFinite(Float.NaN));
        System.out.println("hashCode " + Double.hashCode(1.5) + " " + Double.hashCode(-0.0) + " " + Float.hashCode(2.5f) + " " + Double.valueOf(nan).hashCode());
        System.out.println("sum " + Double.sum(0.1, 0.7) + " max " + Double.max(nan, 1) + " fmin " + Float.min(-0.0f, 0.0f));
        float acc = 0;
        for (int i = 0; i < 1000; i++) acc += 0.1f;
        double dacc = 0;
        for (int i = 0; i < 1000; i++) dacc += 0.1;
        System.out.println("acc " + acc + " dacc " + dacc);
        double prod = 1;
        for (int i = 1; i <= 170; i++) prod *= i;
        System.out.println("170! " + prod + " 171! " + (prod * 171));
        System.out.println("compareTo " + Double.valueOf(1.0).compareTo(2.0) + " " + Float.compare(Float.NaN, Float.NaN) + " " + Float.compare(-0.0f, 0.0f));
        System.out.println("float compare ops " + (0.1f == 0.1) + " " + ((double) 0.1f) + " " + (0.5f == 0.5));
    }
}
