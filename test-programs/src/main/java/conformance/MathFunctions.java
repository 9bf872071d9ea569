package conformance;

public class MathFunctions {
    // Math.* transcendental functions may be JIT intrinsics that differ from StrictMath (fdlibm) in the
    // last ulp or two, so they are only checked to be within 2 ulps of StrictMath; StrictMath values are printed exactly.
    static String near(double math, double strict) {
        if (Double.isNaN(math) || Double.isNaN(strict)) return Double.isNaN(math) && Double.isNaN(strict) ? "ok(NaN)" : "MISMATCH " + math + " vs " + strict;
        if (math == strict) return "ok";
        return Math.abs(math - strict) <= 2 * Math.ulp(strict) ? "ok" : "MISMATCH " + math + " vs " + strict;
    }

    public static void main(String[] args) {
        double[] xs = {0.0, 0.5, 1.0, 2.0, 3.14159, 10.0, -1.5, 100.25, 1e-8};
        for (double x : xs) {
            System.out.println("x=" + x
                    + " sin " + near(Math.sin(x), StrictMath.sin(x))
                    + " cos " + near(Math.cos(x), StrictMath.cos(x))
                    + " tan " + near(Math.tan(x), StrictMath.tan(x))
                    + " exp " + near(Math.exp(x), StrictMath.exp(x))
                    + " log " + near(Math.log(x), StrictMath.log(x))
                    + " log10 " + near(Math.log10(x), StrictMath.log10(x))
                    + " pow " + near(Math.pow(x, 1.7), StrictMath.pow(x, 1.7))
                    + " sqrt " + Math.sqrt(x)
                    + " cbrt " + Math.cbrt(x)
                    + " atan " + near(Math.atan(x), StrictMath.atan(x))
                    + " sinh " + near(Math.sinh(x), StrictMath.sinh(x))
                    + " log1p " + near(Math.log1p(x), StrictMath.log1p(x))
                    + " expm1 " + near(Math.expm1(x), StrictMath.expm1(x)));
        }
        System.out.println("sqrt exact " + Math.sqrt(2) + " " + Math.sqrt(1e-300) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(Double.POSITIVE_INFINITY));
        System.out.println("pow special " + Math.pow(2, 10) + " " + Math.pow(-2, 3) + " " + Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0)
                + " " + Math.pow(-1, 0.5) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(2, -1) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println("log special " + Math.log(0) + " " + Math.log(-1) + " " + Math.log(1) + " " + StrictMath.log10(1000) + " exp " + Math.exp(Double.NEGATIVE_INFINITY) + " " + Math.exp(1000));
        System.out.println("trig special " + Math.sin(0.0) + " " + Math.sin(-0.0) + " " + Math.cos(0) + " " + Math.sin(Double.POSITIVE_INFINITY) + " " + Math.tan(-0.0));
        System.out.println("atan2 " + Math.atan2(1, 1) + " " + Math.atan2(-0.0, -1) + " " + Math.atan2(0.0, -1) + " " + Math.atan2(1, 0) + " " + Math.atan2(-1, -1));
        System.out.println("hypot " + Math.hypot(3, 4) + " " + Math.hypot(1e200, 1e200) + " " + Math.hypot(Double.NaN, Double.POSITIVE_INFINITY));
        System.out.println("cbrt exact " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(2));
        System.out.println("asin/acos " + Math.asin(0.5) + " " + Math.acos(0.5) + " " + Math.asin(2) + " " + Math.acos(1));
        System.out.println("fma " + Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10, -1) + " " + (0.1 * 10 - 1) + " " + Math.fma(1e308, 10, -1e308) + " " + Math.fma(2f, 3f, 0.5f) + " " + Math.fma(0.1f, 10f, -1f));
        System.out.println("toRadians " + Math.toRadians(180) + " toDegrees " + Math.toDegrees(Math.PI) + " " + Math.toDegrees(1));
        System.out.println("PI " + Math.PI + " E " + Math.E);
        System.out.println("abs " + Math.abs(-2.5) + " " + Math.abs(-7) + " " + Math.abs(-7L) + " " + Math.abs(-1.5f) + " " + Math.abs(Integer.MIN_VALUE));
        double acc = 0;
        for (int i = 1; i <= 200; i++) acc += Math.sqrt(i) / i;
        System.out.println("sqrt acc " + acc);
        double s = 0, st = 0;
        for (int i = 0; i < 100; i++) {
            s += Math.sin(i * 0.1) * Math.cos(i * 0.2);
            st += StrictMath.sin(i * 0.1) * StrictMath.cos(i * 0.2);
        }
        System.out.println("trig acc close " + (Math.abs(s - st) < 1e-12) + " strict " + st);
    }
}
