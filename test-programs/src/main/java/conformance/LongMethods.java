package conformance;

public class LongMethods {
    public static void main(String[] args) {
        long[] vals = {0L, 1L, -1L, 255L, 1L << 40, 0x123456789ABCDEFL, Long.MAX_VALUE, Long.MIN_VALUE, -9876543210L};
        for (long v : vals) {
            System.out.println(v + ": bitCount=" + Long.bitCount(v)
                    + " rev=" + Long.reverse(v)
                    + " revBytes=" + Long.reverseBytes(v)
                    + " hob=" + Long.highestOneBit(v)
                    + " lob=" + Long.lowestOneBit(v)
                    + " nlz=" + Long.numberOfLeadingZeros(v)
                    + " ntz=" + Long.numberOfTrailingZeros(v)
                    + " hex=" + Long.toHexString(v)
                    + " oct=" + Long.toOctalString(v)
                    + " rotl7=" + Long.rotateLeft(v, 7)
                    + " uns=" + Long.toUnsignedString(v)
                    + " r36=" + Long.toString(v, 36)
                    + " hash=" + Long.hashCode(v));
            System.out.println("  bin=" + Long.toBinaryString(v));
        }
        System.out.println("parse " + Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println("parseUnsigned " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.parseUnsignedLong("ffffffffffffffff", 16));
        System.out.println("compareUnsigned " + Long.compareUnsigned(-1L, 1L) + " " + Long.compareUnsigned(1L, -1L));
        System.out.println("divideUnsigned " + Long.divideUnsigned(-1L, 3L) + " " + Long.divideUnsigned(-1000L, 7L) + " " + Long.divideUnsigned(100L, 7L));
        System.out.println("remainderUnsigned " + Long.remainderUnsigned(-1L, 3L) + " " + Long.remainderUnsigned(-1000L, 7L));
        System.out.println("decode " + Long.decode("0x7F") + " " + Long.decode("-#10") + " " + Long.decode("017"));
        System.out.println("MAX/MIN/SIZE " + Long.MAX_VALUE + " " + Long.MIN_VALUE + " " + Long.SIZE + " " + Long.BYTES);
        Long a = 127L, b = 127L, c = 128L, d = 128L;
        System.out.println("cache " + (a == b) + " " + (c == d) + " eq " + c.equals(d) + " " + c.equals(128));
        System.out.println("sum " + Long.sum(1L, 2L) + " max " + Long.max(-5L, 5L));
        System.out.println("toUnsignedString radix " + Long.toUnsignedString(-1L, 16) + " " + Long.toUnsignedString(-1L, 2).length());
    }
}
