package conformance;

public class VmExceptionsArith {
    static int zeroI() {
        return 0;
    }

    static long zeroL() {
        return 0L;
    }

    interface Op {
        Object run();
    }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("int div", () -> 10 / zeroI());
        attempt("int rem", () -> 10 % zeroI());
        attempt("long div", () -> 10L / zeroL());
        attempt("long rem", () -> 10L % zeroL());
        attempt("zero div zero", () -> 0 / zeroI());
        attempt("double div", () -> 10.0 / zeroI());
        attempt("double rem", () -> 10.0 % zeroI());
        attempt("float div", () -> 1f / zeroL());
        attempt("floorDiv", () -> Math.floorDiv(5, zeroI()));
        attempt("floorMod", () -> Math.floorMod(5L, zeroL()));
        attempt("divideUnsigned", () -> Integer.divideUnsigned(5, zeroI()));
        attempt("remainderUnsigned long", () -> Long.remainderUnsigned(5L, zeroL()));
        attempt("BigInteger divide", () -> java.math.BigInteger.TEN.divide(java.math.BigInteger.ZERO));
        attempt("BigInteger mod negative", () -> java.math.BigInteger.TEN.mod(java.math.BigInteger.valueOf(-3)));
        attempt("BigDecimal divide", () -> java.math.BigDecimal.ONE.divide(java.math.BigDecimal.ZERO));
        attempt("BigDecimal non-terminating", () -> java.math.BigDecimal.ONE.divide(java.math.BigDecimal.valueOf(3)));
        attempt("toIntExact", () -> Math.toIntExact(Long.MAX_VALUE));
        attempt("multiplyExact long", () -> Math.multiplyExact(Long.MAX_VALUE, 2L));
        attempt("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("decrementExact long", () -> Math.decrementExact(Long.MIN_VALUE));
        attempt("int compound div", () -> {
            int x = 100;
            x /= zeroI();
            return x;
        });
        attempt("char div", () -> 'a' / zeroI());
        attempt("byte rem", () -> (byte) 7 % (byte) zeroI());
        int count = 0;
        for (int i = -5; i <= 5; i++) {
            try {
                count += 100 / i;
            } catch (ArithmeticException e) {
                count += 1000;
            }
        }
        System.out.println("loop count " + count);
    }
}
