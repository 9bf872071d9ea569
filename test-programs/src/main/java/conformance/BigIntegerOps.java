package conformance;

import java.math.BigInteger;

public class BigIntegerOps {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("50! " + f + " bitLength " + f.bitLength() + " bitCount " + f.bitCount() + " lowestSetBit " + f.getLowestSetBit());
        BigInteger two = BigInteger.TWO;
        BigInteger p = two.pow(127).subtract(BigInteger.ONE);
        System.out.println("2^127-1 " + p + " probablePrime " + p.isProbablePrime(20) + " hex " + p.toString(16));
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210");
        System.out.println("add " + a.add(b) + " sub " + a.subtract(b) + " mul " + a.multiply(b));
        System.out.println("div " + b.divide(a) + " rem " + b.remainder(a) + " mod " + b.mod(a) + " divRem " + java.util.Arrays.toString(b.divideAndRemainder(a)));
        System.out.println("gcd " + a.gcd(b) + " gcd(12,18) " + BigInteger.valueOf(12).gcd(BigInteger.valueOf(18)) + " abs " + b.abs() + " negate " + a.negate() + " signum " + b.signum());
        System.out.println("modPow " + BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)) + " " + a.modPow(b.abs(), BigInteger.valueOf(1000000007)));
        System.out.println("modInverse " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " " + a.modInverse(BigInteger.valueOf(1000000007)));
        System.out.println("radix " + a.toString(2).length() + " " + a.toString(36) + " " + b.toString(7) + " parse " + new BigInteger("-zz", 36) + " " + new BigInteger("ff", 16));
        System.out.println("bitLength neg " + BigInteger.valueOf(-1).bitLength() + " " + BigInteger.valueOf(-128).bitLength() + " " + BigInteger.valueOf(128).bitLength() + " " + BigInteger.ZERO.bitLength());
        System.out.println("shift " + a.shiftLeft(10) + " " + b.shiftRight(10) + " " + BigInteger.valueOf(-1).shiftRight(100) + " " + BigInteger.valueOf(-5).shiftRight(1));
        System.out.println("bits " + BigInteger.valueOf(-6).and(BigInteger.valueOf(13)) + " " + BigInteger.valueOf(-6).or(BigInteger.valueOf(13)) + " " + BigInteger.valueOf(-6).xor(BigInteger.valueOf(13)) + " " + BigInteger.valueOf(-6).not() + " " + BigInteger.valueOf(6).andNot(BigInteger.valueOf(3)));
        System.out.println("testBit " + BigInteger.valueOf(-6).testBit(0) + " " + BigInteger.valueOf(-6).testBit(100) + " setBit " + BigInteger.ZERO.setBit(70) + " flipBit " + BigInteger.valueOf(7).flipBit(1) + " clearBit " + BigInteger.valueOf(-1).clearBit(3));
        System.out.println("toByteArray " + java.util.Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + java.util.Arrays.toString(BigInteger.valueOf(255).toByteArray()) + " from bytes " + new BigInteger(new byte[]{(byte) 0xFF, 0x00}) + " " + new BigInteger(1, new byte[]{(byte) 0xFF, 0x00}));
        System.out.println("longValue " + a.longValue() + " intValue " + a.intValue() + " doubleValue " + a.doubleValue() + " floatValue " + b.floatValue());
        try {
            a.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact " + e.getMessage());
        }
        System.out.println("compareTo " + a.compareTo(b) + " equals " + a.equals(new BigInteger("123456789012345678901234567890")) + " hash " + a.hashCode() + " " + b.hashCode() + " min " + a.min(b) + " max " + a.max(b));
        System.out.println("sqrt " + a.sqrt() + " " + BigInteger.valueOf(99).sqrt() + " nextProbablePrime " + BigInteger.valueOf(1000).nextProbablePrime());
        BigInteger fib1 = BigInteger.ZERO, fib2 = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = fib1.add(fib2);
            fib1 = fib2;
            fib2 = t;
        }
        System.out.println("fib300 " + fib1);
        System.out.println("valueOf cache " + (BigInteger.valueOf(5) == BigInteger.valueOf(5)) + " constants " + BigInteger.ZERO + BigInteger.ONE + BigInteger.TWO + BigInteger.TEN);
        System.out.println("pow0 " + b.pow(0) + " neg pow " + BigInteger.valueOf(-3).pow(5) + " big pow digits " + BigInteger.valueOf(7).pow(200).toString().length());
        BigInteger x = BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE);
        System.out.println("beyond long " + x + " " + x.longValue() + " " + x.negate().longValueExact());
    }
}
