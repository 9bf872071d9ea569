package conformance;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalOps {
    public static void main(String[] args) {
        BigDecimal a = new BigDecimal("123.4500");
        System.out.println("a " + a + " scale " + a.scale() + " precision " + a.precision() + " unscaled " + a.unscaledValue() + " strip " + a.stripTrailingZeros() + " stripScale " + a.stripTrailingZeros().scale());
        System.out.println("equals vs compareTo " + a.equals(new BigDecimal("123.45")) + " " + a.compareTo(new BigDecimal("123.45")) + " hash " + a.hashCode() + " " + new BigDecimal("123.45").hashCode());
        System.out.println("new BigDecimal(0.1) " + new BigDecimal(0.1));
        System.out.println("valueOf(0.1) " + BigDecimal.valueOf(0.1) + " valueOf(long,scale) " + BigDecimal.valueOf(12345, 3) + " valueOf(100.0) " + BigDecimal.valueOf(100.0));
        System.out.println("add " + a.add(new BigDecimal("0.555")) + " sub " + a.subtract(BigDecimal.TEN) + " mul " + a.multiply(new BigDecimal("-2.5")) + " scale " + a.multiply(new BigDecimal("-2.5")).scale());
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) continue;
            StringBuilder sb = new StringBuilder(rm.name());
            for (String v : new String[]{"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"}) {
                sb.append(' ').append(new BigDecimal(v).setScale(0, rm));
            }
            System.out.println("round " + sb);
        }
        try {
            new BigDecimal("1.25").setScale(1, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY " + e.getMessage());
        }
        BigDecimal one = BigDecimal.ONE, three = new BigDecimal(3);
        System.out.println("divide mc " + one.divide(three, MathContext.DECIMAL32) + " " + one.divide(three, MathContext.DECIMAL64) + " " + one.divide(three, new MathContext(50, RoundingMode.HALF_EVEN)));
        System.out.println("divide scale " + one.divide(three, 5, RoundingMode.HALF_UP) + " " + new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("8")));
        System.out.println("divideToIntegralValue " + new BigDecimal("17.5").divideToIntegralValue(new BigDecimal("4")) + " remainder " + new BigDecimal("17.5").remainder(new BigDecimal("4")));
        BigDecimal big = new BigDecimal("1E+10");
        BigDecimal small = new BigDecimal("0.00000012300");
        System.out.println("toString " + big + " plain " + big.toPlainString() + " eng " + big.toEngineeringString() + " small " + small + " plain " + small.toPlainString() + " strip " + small.stripTrailingZeros());
        System.out.println("negative scale " + new BigDecimal("1.2E+5").scale() + " " + new BigDecimal("1200").stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros().toPlainString());
        System.out.println("round mc " + new BigDecimal("123.456789").round(new MathContext(4)) + " " + new BigDecimal("999.99").round(new MathContext(3, RoundingMode.HALF_UP)));
        System.out.println("pow " + new BigDecimal("1.1").pow(10) + " movePoint " + a.movePointLeft(4) + " " + a.movePointRight(6) + " scaleByPowerOfTen " + a.scaleByPowerOfTen(3));
        System.out.println("conversions " + a.intValue() + " " + a.longValue() + " " + a.doubleValue() + " " + new BigDecimal("1e400").doubleValue() + " toBigInteger " + new BigDecimal("-9.99").toBigInteger());
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact " + e.getMessage());
        }
        System.out.println("sqrt " + new BigDecimal(2).sqrt(new MathContext(30)) + " negate " + a.negate() + " abs " + a.negate().abs() + " signum " + a.negate().signum() + " ulp " + a.ulp());
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) sum = sum.add(new BigDecimal("0.1"));
        System.out.println("0.1*10 " + sum + " == 1 " + (sum.compareTo(BigDecimal.ONE) == 0) + " equals " + sum.equals(BigDecimal.ONE));
        BigDecimal compound = new BigDecimal("1000.00");
        for (int year = 0; year < 10; year++) compound = compound.multiply(new BigDecimal("1.05")).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("compound " + compound);
        System.out.println("min/max " + a.min(BigDecimal.TEN) + " " + a.max(BigDecimal.TEN) + " zero scale " + new BigDecimal("0.000").stripTrailingZeros() + " " + BigDecimal.ZERO.setScale(3));
    }
}
