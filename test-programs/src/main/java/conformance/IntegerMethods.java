package conformance;

public class IntegerMethods {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 7, 255, 256, -256, 0x12345678, Integer.MAX_VALUE, Integer.MIN_VALUE, 1 << 20, -1000000};
        for (int v : vals) {
            System.out.println(v + ": bitCount=" + Integer.bitCount(v)
                    + " rev=" + Integer.reverse(v)
                    + " revBytes=" + Integer.reverseBytes(v)
                    + " hob=" + Integer.highestOneBit(v)
                    + " lob=" + Integer.lowestOneBit(v)
                    + " nlz=" + Integer.numberOfLeadingZeros(v)
                    + " ntz=" + Integer.numberOfTrailingZeros(v)
                    + " hex=" + Integer.toHexString(v)
                    + " oct=" + Integer.toOctalString(v)
                    + " bin=" + Integer.toBinaryString(v)
                    + " rotl3=" + Integer.rotateLeft(v, 3)
                    + " rotr5=" + Integer.rotateRight(v, 5)
                    + " signum=" + Integer.signum(v)
                    + " uns=" + Integer.toUnsignedString(v)
                    + " unsL=" + Integer.toUnsignedLong(v)
                    + " r36=" + Integer.toString(v, 36)
                    + " r7=" + Integer.toString(v, 7));
        }
        System.out.println("parse " + Integer.parseInt("-123") + " " + Integer.parseInt("+77"));
        System.out.println("parse radix " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36));
        System.out.println("parse min " + Integer.parseInt("-2147483648"));
        System.out.println("parseUnsigned " + Integer.parseUnsignedInt("4294967295") + " " + Integer.parseUnsignedInt("ffffffff", 16));
        System.out.println("valueOf " + Integer.valueOf("42") + " decode " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff"));
        System.out.println("compareUnsigned " + Integer.compareUnsigned(-1, 1) + " " + Integer.compareUnsigned(1, -1) + " " + Integer.compareUnsigned(5, 5));
        System.out.println("divideUnsigned " + Integer.divideUnsigned(-1, 3) + " " + Integer.divideUnsigned(-100, 7));
        System.out.println("remainderUnsigned " + Integer.remainderUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-100, 7));
        System.out.println("sum/max/min " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(3, 4));
        System.out.println("MAX/MIN/SIZE/BYTES " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES);
        System.out.println("hashCode " + Integer.hashCode(-5) + " " + Integer.valueOf(99).hashCode());
        System.out.println("toString " + Integer.toString(Integer.MIN_VALUE) + " " + Integer.toString(-255, 16));
        System.out.println("Short " + Short.parseShort("-32768") + " " + Short.toUnsignedInt((short) -1) + " " + Short.reverseBytes((short) 0x1234));
        System.out.println("Byte " + Byte.parseByte("-128") + " " + Byte.toUnsignedInt((byte) -1) + " " + Byte.MAX_VALUE);
        Integer boxed = 1000;
        Integer boxed2 = 1000;
        System.out.println("equals " + boxed.equals(boxed2) + " compareTo " + boxed.compareTo(999) + " intValue " + boxed.intValue());
        System.out.println("doubleValue " + boxed.doubleValue() + " byteValue " + boxed.byteValue() + " shortValue " + Integer.valueOf(70000).shortValue());
    }
}
