package conformance;

public class ArithLongEdge {
    static long id(long x) { return x; }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE, min = Long.MIN_VALUE;
        System.out.println("max+1 " + (max + 1));
        System.out.println("min-1 " + (min - 1));
        System.out.println("min/-1 " + (min / id(-1)));
        System.out.println("min%-1 " + (min % id(-1)));
        System.out.println("abs(min) " + Math.abs(min));
        long[] as = {7, -7, 7, -7, 1L << 40, -(1L << 40) - 3, 99999999999L};
        long[] bs = {3, 3, -3, -3, 7, 7, -1000};
        for (int i = 0; i < as.length; i++) {
            long a = as[i], b = bs[i];
            System.out.println("a=" + a + " b=" + b + " div " + (a / b) + " rem " + (a % b)
                    + " floorDiv " + Math.floorDiv(a, b) + " floorMod " + Math.floorMod(a, b));
        }
        System.out.println("mul " + (123456789012L * 987654321098L));
        System.out.println("multiplyHigh " + Math.multiplyHigh(123456789012345L, 987654321098765L));
        System.out.println("int*int->long wrong " + (long) (100000 * 100000));
        System.out.println("int*int->long right " + (100000L * 100000));
        long v = 0x123456789ABCDEF0L;
        System.out.println("hi " + (int) (v >>> 32) + " lo " + (int) v);
        System.out.println("l2i " + (int) 4294967297L + " " + (short) 4294967297L + " " + (byte) 0x1FFL);
        long h = 1125899906842597L;
        for (int i = 0; i < 500; i++) {
            h = 31 * h + i;
        }
        System.out.println("hash " + h);
        System.out.println("cmp " + Long.compare(min, max) + " " + Long.signum(min));
        try {
            Math.addExact(max, 1L);
        } catch (ArithmeticException e) {
            System.out.println("addExact " + e.getMessage());
        }
        try {
            Math.multiplyExact(min, -1L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact " + e.getMessage());
        }
        System.out.println("xor " + (v ^ ~v) + " and " + (v & 0xFFFF0000FFFFL) + " or " + (v | 1L << 63));
        long mixed = 5 + 3L * Integer.MAX_VALUE;
        System.out.println("mixed " + mixed);
        long l = 10;
        l += 3.7;
        System.out.println("l+=3.7 " + l);
        l -= 0.5f;
        System.out.println("l-=0.5f " + l);
        int i = 7;
        i += 1L << 33;
        System.out.println("i+=1L<<33 " + i);
    }
}
