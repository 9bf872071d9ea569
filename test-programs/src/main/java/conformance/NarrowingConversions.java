package conformance;

public class NarrowingConversions {
    public static void main(String[] args) {
        int[] ints = {0, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, -1, 0x12345678, Integer.MIN_VALUE};
        for (int i : ints) {
            System.out.println("int " + i + " -> byte " + (byte) i + " short " + (short) i + " char " + (int) (char) i + " float " + (float) i + " double " + (double) i + " long " + (long) i);
        }
        char c = (char) -1;
        System.out.println("char -1 " + (int) c + " to short " + (short) c + " to byte " + (byte) c);
        char c2 = 'z';
        byte bc = (byte) c2;
        short sc = (short) c2;
        System.out.println("char z " + bc + " " + sc);
        byte b = -1;
        char cb = (char) b;
        System.out.println("byte -1 to char " + (int) cb);
        short s = -2;
        char cs = (char) s;
        System.out.println("short -2 to char " + (int) cs);
        System.out.println("char + int " + ('a' + 1) + " char concat " + 'a' + 1 + " " + (char) ('a' + 1));
        char x = 'x';
        x++;
        System.out.println("char++ " + x);
        x += 2;
        System.out.println("char+=2 " + x);
        char y = (char) (x * 2);
        System.out.println("char*2 " + (int) y);
        final int ci = 10;
        byte fromConst = ci;
        char fromConstC = ci + 55;
        System.out.println("const " + fromConst + " " + fromConstC);
        long big = 0x1_0000_0001L;
        System.out.println("long to int " + (int) big + " to char " + (int) (char) big);
        System.out.println("ternary " + (true ? 'a' : 0) + " " + (true ? 'a' : ci) + " " + (false ? 1 : 'b') + " " + (true ? (Integer) 1 : 'c'));
        Object o = true ? 1 : 2.0;
        System.out.println("ternary boxing " + o + " " + o.getClass().getName());
        Object o2 = true ? Integer.valueOf(1) : Double.valueOf(2.0);
        System.out.println("ternary boxing2 " + o2);
        Object o3 = true ? (Object) Integer.valueOf(1) : Double.valueOf(2.0);
        System.out.println("ternary boxing3 " + o3 + " " + o3.getClass().getSimpleName());
        int i2 = 'A' * 'B';
        System.out.println("char mul " + i2);
        short sh1 = 10, sh2 = 20;
        int shsum = sh1 + sh2;
        System.out.println("short sum " + shsum);
        byte[] bytes = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE};
        int word = ((bytes[0] & 0xFF) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF);
        int wrong = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
        System.out.println("word " + Integer.toHexString(word) + " wrong " + Integer.toHexString(wrong));
        Integer boxed = 'c' + 0;
        Character ch = 'q';
        int unboxedChar = ch;
        System.out.println("boxed " + boxed + " unboxedChar " + unboxedChar);
        double dd = 'a';
        float ff = 123456789L;
        System.out.println("widen " + dd + " " + ff);
    }
}
