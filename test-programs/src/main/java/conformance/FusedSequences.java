package conformance;

/**
 * The instruction sequences the interpreter runs fused (jvsim.vm.Interpreter.fuse): every int
 * comparison of two locals and of a local and a constant (iconst, bipush), at the int limits;
 * sums and differences stored to a local, also to one of their operands; counting loops (iinc then
 * goto), with locals in the one-byte forms (iload_n, a static method's first four) and the others.
 */
public class FusedSequences {
    /** The comparisons of a and b, iload_0 and iload_1, as bits. */
    static int compare(int a, int b) {
        int bits = 0;
        if (a == b) bits |= 1;
        if (a != b) bits |= 2;
        if (a < b) bits |= 4;
        if (a >= b) bits |= 8;
        if (a > b) bits |= 16;
        if (a <= b) bits |= 32;
        if (a < -1) bits |= 64;
        if (a == 0) bits |= 128;
        if (a > 5) bits |= 256;
        if (a <= 3) bits |= 512;
        if (a != 100) bits |= 1024;
        if (a >= -100) bits |= 2048;
        return bits;
    }

    public static void main(String[] args) {
        int[] values = {Integer.MIN_VALUE, -129, -128, -2, -1, 0, 1, 2, 3, 5, 6, 100, 127, 128, Integer.MAX_VALUE};
        long hash = 17;
        for (int i = 0; i < values.length; i++) {
            for (int j = 0; j < values.length; j++) {
                // locals past the fourth: iload with an index
                int a = values[i], b = values[j];
                int bits = 0;
                if (a == b) bits |= 1;
                if (a != b) bits |= 2;
                if (a < b) bits |= 4;
                if (a >= b) bits |= 8;
                if (a > b) bits |= 16;
                if (a <= b) bits |= 32;
                int sum = a + b, difference = a - b, less = a - 1, more = b + 127, minus = a - -128;
                a = a + b; // to an operand
                b = a - b;
                System.out.println(values[i] + " " + values[j] + ": " + bits + " " + compare(values[i], values[j])
                        + " " + sum + " " + difference + " " + less + " " + more + " " + minus + " " + a + " " + b);
                hash = hash * 31 + bits + sum;
            }
        }
        int count = 0;
        for (int k = Integer.MAX_VALUE - 5; k > 0 && k <= Integer.MAX_VALUE - 1; k++) count++;
        for (int k = Integer.MIN_VALUE + 5; k >= Integer.MIN_VALUE + 1; k--) count++;
        for (int k = 0, n = 1000; k < n; k += 7) count++;
        int x = 0;
        while (x != 64) x = x + 4;
        System.out.println("count " + count + ", x " + x + ", hash " + hash);
    }
}
