package conformance;

public class StringConcatPrimitives {
    static String sNull() { return null; }

    public static void main(String[] args) {
        boolean bo = true;
        byte by = -5;
        short sh = 300;
        char ch = 'Z';
        int in = -42;
        long lo = 1234567890123L;
        float fl = 1.25f;
        double db = -3.5e-7;
        Object nul = null;
        String sn = null;
        System.out.println("all " + bo + by + sh + ch + in + lo + fl + db + nul + sn);
        System.out.println(bo + " " + by + " " + sh + " " + ch + " " + in + " " + lo + " " + fl + " " + db);
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "c" + 'a' + 'b');
        System.out.println("" + 'a' + 'b');
        System.out.println(ch + 1 + "!");
        System.out.println("null concat " + sNull() + " " + null);
        String s = null;
        s = s + s;
        System.out.println("null+null " + s);
        char[] chars = {'h', 'i'};
        System.out.println("valueOf chars " + String.valueOf(chars) + " copyValueOf " + String.copyValueOf(chars, 1, 1) + " new " + new String(chars, 0, 2));
        System.out.println("valueOf " + String.valueOf(true) + String.valueOf('c') + String.valueOf(7) + String.valueOf(8L) + String.valueOf(1.5f) + String.valueOf(2.5) + String.valueOf((Object) null));
        StringBuilder sb = new StringBuilder();
        sb.append(bo).append(by).append(sh).append(ch).append(in).append(lo).append(fl).append(db).append(nul).append(sn).append(chars).append((CharSequence) "cs", 0, 1);
        System.out.println("sb " + sb);
        Integer boxed = 77;
        Double bd = 1.0;
        Character bc = 'q';
        System.out.println("boxed " + boxed + bd + bc + Long.valueOf(5));
        int[] counter = {0};
        String side = "a" + (counter[0]++) + (counter[0]++) + counter[0];
        System.out.println("side " + side);
        String big = "";
        for (int i = 0; i < 50; i++) {
            big += i % 10;
        }
        System.out.println("loop " + big + " len " + big.length());
        final String constant = "con" + "stant";
        System.out.println("const interned " + (constant == "constant"));
        Object o = new Object() {
            @Override
            public String toString() {
                return "custom";
            }
        };
        System.out.println("obj " + o + " " + (o + "x"));
        long min = Long.MIN_VALUE;
        System.out.println("min " + min + " " + Integer.MIN_VALUE + " " + Double.MIN_VALUE + " " + Float.MAX_VALUE);
        String many = "" + 1 + 2L + 3.0f + 4.0 + '5' + true + (byte) 6 + (short) 7 + "8" + null + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17 + 18 + 19 + 20;
        System.out.println("many " + many);
    }
}
