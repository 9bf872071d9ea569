package conformance;

public class StrictMathFunctions {
    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.5, 1.0, 2.0, 3.14159, 10.0, -1.5, 100.25, 1e-8, 700, 1e10};
        for (double x : xs) {
            System.out.println("x=" + x + " sin " + StrictMath.sin(x) + " cos " + StrictMath.cos(x) + " tan " + StrictMath.tan(x)
                    + " exp " + StrictMath.exp(x) + " log " + StrictMath.log(x) + " log10 " + StrictMath.log10(x)
                    + " sqrt " + StrictMath.sqrt(x) + " cbrt " + StrictMath.cbrt(x) + " atan " + StrictMath.atan(x)
                    + " cosh " + StrictMath.cosh(x) + " expm1 " + StrictMath.expm1(x) + " log1p " + StrictMath.log1p(x));
        }
        System.out.println("pow " + StrictMath.pow(2, 0.5) + " " + StrictMath.pow(1.0001, 10000) + " " + StrictMath.pow(3, 40) + " " + StrictMath.pow(-8, 1.0 / 3));
        System.out.println("atan2 " + StrictMath.atan2(1, 2) + " " + StrictMath.atan2(-3, -4));
        System.out.println("hypot " + StrictMath.hypot(1, 1) + " " + StrictMath.hypot(5, 12));
        System.out.println("asin " + StrictMath.asin(0.3) + " acos " + StrictMath.acos(-0.3));
        System.out.println("sinh " + StrictMath.sinh(1.5) + " tanh " + StrictMath.tanh(0.7));
        System.out.println("IEEEremainder " + StrictMath.IEEEremainder(10, 3));
        System.out.println("floor/ceil/rint " + StrictMath.floor(-1.5) + " " + StrictMath.ceil(-1.5) + " " + StrictMath.rint(2.5));
        double acc = 0;
        for (int i = 0; i < 300; i++) {
            acc += StrictMath.sin(i) * StrictMath.exp(-i / 100.0) + StrictMath.log(i + 1);
        }
        System.out.println("acc " + acc);
    }
}
