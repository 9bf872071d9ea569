package conformance;

public class VmExceptionsArrays {
    interface Op {
        Object run() throws Throwable;
    }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (NullPointerException e) {
            System.out.println(label + " -> " + e.getClass().getName());
        } catch (Throwable e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static int neg(int x) {
        return -x;
    }

    public static void main(String[] args) {
        int[] ia = new int[3];
        long[] la = new long[2];
        Object[] oa = new String[2];
        char[] ca = new char[4];
        attempt("int read 5", () -> ia[5]);
        attempt("int read -1", () -> ia[neg(1)]);
        attempt("int write 3", () -> ia[3] = 1);
        attempt("long read 2", () -> la[2]);
        attempt("char write -4", () -> ca[neg(4)] = 'x');
        attempt("object read 10", () -> oa[10]);
        attempt("byte read", () -> (new byte[0])[0]);
        attempt("double read", () -> (new double[1])[1]);
        attempt("boolean read", () -> (new boolean[2])[Integer.MAX_VALUE]);
        attempt("short read", () -> (new short[2])[Integer.MIN_VALUE]);
        attempt("float read", () -> (new float[7])[7]);
        attempt("2d inner", () -> (new int[2][3])[1][5]);
        attempt("negative size", () -> new int[neg(1)]);
        attempt("negative size object", () -> new String[neg(5)]);
        attempt("negative size multi", () -> new int[2][neg(3)]);
        attempt("negative size multi first", () -> new int[neg(2)][3]);
        attempt("zero size ok", () -> new int[0].length);
        attempt("array store Integer", () -> oa[0] = Integer.valueOf(1));
        attempt("array store Object", () -> oa[1] = new Object());
        attempt("array store ok", () -> oa[1] = "fine");
        Number[] na = new Integer[1];
        attempt("array store Double into Integer[]", () -> na[0] = 1.5);
        Object[][] nested = new String[1][1];
        attempt("array store int[] into String[][]", () -> nested[0] = new Integer[1]);
        attempt("arraycopy type mismatch", () -> {
            System.arraycopy(new int[2], 0, new long[2], 0, 1);
            return "copied";
        });
        attempt("arraycopy store", () -> {
            System.arraycopy(new Object[]{"a", 1}, 0, new String[2], 0, 2);
            return "copied";
        });
        attempt("arraycopy out of bounds", () -> {
            System.arraycopy(new int[5], 3, new int[5], 0, 4);
            return "copied";
        });
        attempt("arraycopy negative length", () -> {
            System.arraycopy(new int[5], 0, new int[5], 0, -1);
            return "copied";
        });
        attempt("arraycopy null", () -> {
            System.arraycopy(null, 0, new int[5], 0, 1);
            return "copied";
        });
        attempt("arraycopy non-array", () -> {
            System.arraycopy("str", 0, new int[5], 0, 1);
            return "copied";
        });
        attempt("Arrays.copyOf negative", () -> java.util.Arrays.copyOf(new int[1], -1));
        attempt("Arrays.fill range", () -> {
            java.util.Arrays.fill(new int[3], 2, 1, 0);
            return "filled";
        });
        attempt("list get", () -> java.util.List.of(1, 2).get(2));
        attempt("Objects.checkIndex", () -> java.util.Objects.checkIndex(7, 7));
        attempt("string array index", () -> "abc".toCharArray()[3]);
        int[] big = new int[1000];
        int caught = 0;
        for (int i = 0; i <= 1010; i++) {
            try {
                big[i] = i;
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
        }
        System.out.println("caught " + caught + " last " + big[999]);
    }
}
