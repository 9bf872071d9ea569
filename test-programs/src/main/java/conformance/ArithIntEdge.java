package conformance;

public class ArithIntEdge {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1 " + (max + 1));
        System.out.println("min-1 " + (min - 1));
        System.out.println("max*2 " + (max * 2));
        System.out.println("min*-1 " + (min * -1));
        System.out.println("-min " + (-min));
        System.out.println("min/-1 " + (min / id(-1)));
        System.out.println("min%-1 " + (min % id(-1)));
        System.out.println("abs(min) " + Math.abs(min));
        int[] as = {7, -7, 7, -7, 0, 1, -1, 13, -13, 100};
        int[] bs = {3, 3, -3, -3, 5, 2, 2, 5, 5, -7};
        for (int i = 0; i < as.length; i++) {
            int a = as[i], b = bs[i];
            System.out.println("a=" + a + " b=" + b + " div " + (a / b) + " rem " + (a % b)
                    + " floorDiv " + Math.floorDiv(a, b) + " floorMod " + Math.floorMod(a, b));
        }
        System.out.println("mul big " + (123456789 * 987654321));
        System.out.println("mul neg " + (-123456789 * 987654321));
        System.out.println("inc " + (max + id(1) == min));
        int x = 5;
        x += x++ + ++x;
        System.out.println("x " + x);
        int y = 10;
        y = y++ + y--;
        System.out.println("y " + y);
        int z = 3;
        z <<= 33;
        System.out.println("z " + z);
        System.out.println("and " + (0xF0F0F0F0 & 0x0FF00FF0));
        System.out.println("or " + (0xF0F0F0F0 | 0x0FF00FF0));
        System.out.println("xor " + (0xF0F0F0F0 ^ 0x0FF00FF0));
        System.out.println("not " + (~0x12345678));
        System.out.println("neg zero " + (-0));
        try {
            System.out.println(Math.addExact(max, 1));
        } catch (ArithmeticException e) {
            System.out.println("addExact " + e.getMessage());
        }
        try {
            System.out.println(Math.multiplyExact(min, -1));
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact " + e.getMessage());
        }
        try {
            System.out.println(Math.toIntExact(1L << 40));
        } catch (ArithmeticException e) {
            System.out.println("toIntExact " + e.getMessage());
        }
        try {
            System.out.println(Math.negateExact(min));
        } catch (ArithmeticException e) {
            System.out.println("negateExact " + e.getMessage());
        }
        System.out.println("subExact " + Math.subtractExact(10, 20));
        System.out.println("incExact " + Math.incrementExact(41));
        int sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum = sum * 31 + i;
        }
        System.out.println("hashy sum " + sum);
        System.out.println("cmp " + Integer.compare(min, max) + " " + Integer.compare(5, 5) + " " + Integer.signum(-9));
        System.out.println("min/max " + Math.min(min, 0) + " " + Math.max(max, 0));
        char c = 'A';
        int ci = c + 1;
        System.out.println("char arith " + ci + " " + (char) ci + " " + (c + c));
        byte b1 = (byte) 200;
        System.out.println("byte " + b1 + " " + (b1 & 0xFF) + " " + (b1 >> 1) + " " + (b1 >>> 28));
        short s1 = (short) 70000;
        System.out.println("short " + s1);
    }
}
