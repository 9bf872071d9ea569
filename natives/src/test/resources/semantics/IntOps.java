/** Integer and long arithmetic, shifts and narrowing on edge values; operands come from arrays so javac cannot fold them. */
public class IntOps {
    static final int[] I = {0, 1, -1, 2, -2, 7, -7, 3, -3, 127, 128, -129, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
    static final long[] L = {0L, 1L, -1L, 7L, -7L, 3L, -3L, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL};
    static final int[] SHIFTS = {0, 1, 31, 32, 33, 63, 64, 65, -1, -31, -32, -33, Integer.MIN_VALUE, Integer.MAX_VALUE};

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int a : I) {
            for (int b : I) {
                sb.setLength(0);
                sb.append("i ").append(a).append(' ').append(b).append(": ");
                sb.append(a + b).append(' ').append(a - b).append(' ').append(a * b).append(' ');
                sb.append(a & b).append(' ').append(a | b).append(' ').append(a ^ b).append(' ');
                try { sb.append(a / b); } catch (ArithmeticException e) { sb.append(e.getMessage()); }
                sb.append(' ');
                try { sb.append(a % b); } catch (ArithmeticException e) { sb.append(e.getMessage()); }
                System.out.println(sb);
            }
            System.out.println("i " + a + ": neg " + (-a) + " not " + (~a) + " i2b " + (byte) a + " i2c " + (int) (char) a
                    + " i2s " + (short) a + " i2l " + (long) a + " i2f " + (float) a + " i2d " + (double) a);
        }
        for (long a : L) {
            for (long b : L) {
                sb.setLength(0);
                sb.append("l ").append(a).append(' ').append(b).append(": ");
                sb.append(a + b).append(' ').append(a - b).append(' ').append(a * b).append(' ');
                sb.append(a & b).append(' ').append(a | b).append(' ').append(a ^ b).append(' ');
                sb.append(Long.signum(Long.compare(a, b))).append(a < b).append(a == b).append(' ');
                try { sb.append(a / b); } catch (ArithmeticException e) { sb.append(e.getMessage()); }
                sb.append(' ');
                try { sb.append(a % b); } catch (ArithmeticException e) { sb.append(e.getMessage()); }
                System.out.println(sb);
            }
            System.out.println("l " + a + ": neg " + (-a) + " l2i " + (int) a + " l2f " + (float) a + " l2d " + (double) a);
        }
        for (int s : SHIFTS) {
            for (int a : I) System.out.println("ishift " + a + " " + s + ": " + (a << s) + " " + (a >> s) + " " + (a >>> s));
            for (long a : L) System.out.println("lshift " + a + " " + s + ": " + (a << s) + " " + (a >> s) + " " + (a >>> s));
        }
        int x = I[1];
        x += 100;      // iinc
        x += 1000;     // wide iinc (increment beyond a byte)
        x -= 32768;    // wide iinc, the smallest increment
        x += 32767;
        System.out.println("iinc " + x);
        byte bt = (byte) I[9];
        bt += 1;       // overflows to -128 through i2b
        char ch = (char) I[2];
        ch++;          // wraps to 0 through i2c
        short sh = (short) I[12];
        sh += 1;       // 65536 truncated to 0 through i2s
        System.out.println("compound " + bt + " " + (int) ch + " " + sh);
    }
}
