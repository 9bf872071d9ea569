package conformance;

public class ShiftOps {
    public static void main(String[] args) {
        int[] vals = {1, -1, 0x80000000, 0x7FFFFFFF, -12345, 12345};
        int[] counts = {0, 1, 5, 31, 32, 33, 63, 64, -1, -31, -32, 100};
        for (int v : vals) {
            StringBuilder sb = new StringBuilder();
            sb.append("int ").append(v).append(':');
            for (int c : counts) {
                sb.append(' ').append(c).append('=').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            }
            System.out.println(sb);
        }
        long[] lvals = {1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, -123456789012L};
        int[] lcounts = {0, 1, 31, 32, 33, 63, 64, 65, -1, -63, -64, 200};
        for (long v : lvals) {
            StringBuilder sb = new StringBuilder();
            sb.append("long ").append(v).append(':');
            for (int c : lcounts) {
                sb.append(' ').append(c).append('=').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            }
            System.out.println(sb);
        }
        long cnt = 33L;
        System.out.println("long count " + (1 << cnt) + " " + (1L << cnt));
        byte b = -16;
        System.out.println("byte >>> " + (b >>> 2) + " cast " + (byte) (b >>> 2) + " " + (byte) (b >> 2));
        b >>>= 2;
        System.out.println("byte >>>= " + b);
        short s = -1;
        s >>>= 10;
        System.out.println("short >>>= " + s);
        char ch = '\uFFFF';
        ch >>>= 4;
        System.out.println("char >>>= " + (int) ch);
        int x = 1;
        for (int i = 0; i < 40; i++) {
            x = (x << 3) ^ (x >>> 7) ^ i;
        }
        System.out.println("mix " + x);
    }
}
