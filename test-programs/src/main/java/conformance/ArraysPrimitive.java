package conformance;

import java.util.Arrays;
import java.util.List;

public class ArraysPrimitive {
    public static void main(String[] args) {
        System.out.println("defaults int " + (new int[1])[0] + " long " + (new long[1])[0] + " double " + (new double[1])[0] + " float " + (new float[1])[0]
                + " boolean " + (new boolean[1])[0] + " char " + (int) (new char[1])[0] + " byte " + (new byte[1])[0] + " short " + (new short[1])[0] + " Object " + (new Object[1])[0] + " String " + (new String[1])[0]);
        long[] ls = {Long.MAX_VALUE, -1, 0};
        double[] ds = {0.1, -0.0, Double.MIN_VALUE};
        char[] cs = {'a', '\u00ff', '\uffff'};
        boolean[] bs = {true, false};
        short[] ss = {Short.MIN_VALUE, Short.MAX_VALUE};
        byte[] by = {Byte.MIN_VALUE, Byte.MAX_VALUE, 0};
        float[] fs = {1.1f, Float.NaN};
        System.out.println("toString " + Arrays.toString(ls) + Arrays.toString(ds) + Arrays.toString(bs) + Arrays.toString(ss) + Arrays.toString(by) + Arrays.toString(fs) + " chars " + (int) cs[1] + "," + (int) cs[2]);
        ls[0]++;
        ds[1] *= -1;
        cs[0]++;
        bs[1] = !bs[1];
        ss[0]--;
        by[1]++;
        fs[0] += 1;
        System.out.println("mutated " + ls[0] + " " + ds[1] + " " + cs[0] + " " + bs[1] + " " + ss[0] + " " + by[1] + " " + fs[0]);
        int[] a = {1, 2, 3, 4, 5, 6, 7, 8};
        System.arraycopy(a, 0, a, 2, 5);
        System.out.println("overlap forward " + Arrays.toString(a));
        int[] b = {1, 2, 3, 4, 5, 6, 7, 8};
        System.arraycopy(b, 2, b, 0, 5);
        System.out.println("overlap backward " + Arrays.toString(b));
        char[] src = "hello world".toCharArray();
        char[] dst = new char[5];
        System.arraycopy(src, 6, dst, 0, 5);
        System.out.println("char copy " + new String(dst));
        Object[] objs = {"x", 1, 2.0};
        Object[] objCopy = new Object[5];
        System.arraycopy(objs, 0, objCopy, 1, 3);
        System.out.println("object copy " + Arrays.toString(objCopy));
        String[] strs = {"a", "b", "c"};
        Object[] asObj = new Object[3];
        System.arraycopy(strs, 0, asObj, 0, 3);
        System.out.println("String[] into Object[] " + Arrays.toString(asObj));
        System.arraycopy(a, 0, a, 0, 0);
        int[] cloned = a.clone();
        cloned[0] = -100;
        System.out.println("clone independent " + a[0] + " " + cloned[0] + " same class " + (a.getClass() == cloned.getClass()));
        StringBuilder[] sbs = {new StringBuilder("s")};
        StringBuilder[] sbClone = sbs.clone();
        sbClone[0].append("!");
        System.out.println("shallow object clone " + sbs[0] + " same ref " + (sbs[0] == sbClone[0]));
        List<String> asList = Arrays.asList(strs);
        strs[0] = "changed";
        System.out.println("asList write-through " + asList + " size " + asList.size());
        asList.set(2, "C");
        System.out.println("asList set reflects " + Arrays.toString(strs));
        List<int[]> primList = Arrays.asList(new int[]{1, 2});
        System.out.println("asList of int[] size " + primList.size() + " elem len " + primList.get(0).length);
        System.out.println("length of empty " + new int[0].length + " equals " + Arrays.equals(new int[0], new int[0]) + " identity " + (new int[0] == new int[0]));
        int[] counts = new int[26];
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) if (c != ' ') counts[c - 'a']++;
        System.out.println("letter counts " + Arrays.toString(counts));
        long[] fib = new long[90];
        fib[0] = 0;
        fib[1] = 1;
        for (int i = 2; i < fib.length; i++) fib[i] = fib[i - 1] + fib[i - 2];
        System.out.println("fib89 " + fib[89]);
        double[] dd = new double[100];
        for (int i = 0; i < dd.length; i++) dd[i] = Math.sqrt(i);
        double s = 0;
        for (double v : dd) s += v;
        System.out.println("sqrt sum " + s);
        boolean[] sieve = new boolean[1000];
        int primes = 0;
        for (int i = 2; i < sieve.length; i++) {
            if (!sieve[i]) {
                primes++;
                for (int j = i * i; j < sieve.length; j += i) sieve[j] = true;
            }
        }
        System.out.println("primes below 1000 " + primes);
        byte[] bytes = new byte[256];
        for (int i = 0; i < 256; i++) bytes[i] = (byte) i;
        int bsum = 0;
        for (byte x : bytes) bsum += x;
        System.out.println("signed byte sum " + bsum + " hash " + Arrays.hashCode(bytes));
        short[] shorts = new short[5];
        Arrays.fill(shorts, (short) -7);
        System.out.println("shorts " + Arrays.toString(shorts));
    }
}
