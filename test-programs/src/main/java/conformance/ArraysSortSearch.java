package conformance;

import java.util.Arrays;
import java.util.Comparator;

public class ArraysSortSearch {
    record Person(String name, int age) {
    }

    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, Integer.MIN_VALUE, 7, Integer.MAX_VALUE, -3, 2};
        Arrays.sort(ints);
        System.out.println("ints " + Arrays.toString(ints));
        System.out.println("binarySearch 7 " + Arrays.binarySearch(ints, 7) + " missing 4 " + Arrays.binarySearch(ints, 4) + " missing huge " + Arrays.binarySearch(ints, 100));
        double[] ds = {3.5, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, -1.5, Double.POSITIVE_INFINITY, 0.0, -0.0, Double.NaN, 1e-300};
        Arrays.sort(ds);
        System.out.println("doubles " + Arrays.toString(ds));
        System.out.println("binarySearch -0.0 " + Arrays.binarySearch(ds, -0.0) + " NaN " + Arrays.binarySearch(ds, Double.NaN));
        float[] fs = {Float.NaN, 1f, -0f, 0f, -1f};
        Arrays.sort(fs);
        System.out.println("floats " + Arrays.toString(fs));
        long[] ls = {5L, Long.MIN_VALUE, 0L, -1L};
        Arrays.sort(ls);
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        byte[] bs = {5, -128, 127, 0, -1};
        Arrays.sort(bs);
        short[] ss = {300, -300, 0};
        Arrays.sort(ss);
        System.out.println("longs " + Arrays.toString(ls) + " chars [" + new String(cs) + "] bytes " + Arrays.toString(bs) + " shorts " + Arrays.toString(ss));
        int[] part = {9, 8, 7, 6, 5, 4, 3, 2, 1};
        Arrays.sort(part, 2, 6);
        System.out.println("partial sort " + Arrays.toString(part));
        int[] big = new int[3000];
        long seed = 7;
        for (int i = 0; i < big.length; i++) {
            seed = seed * 1103515245 + 12345;
            big[i] = (int) (seed >>> 16) % 10000;
        }
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) sorted = false;
        System.out.println("big sorted " + sorted + " min " + big[0] + " max " + big[big.length - 1] + " median " + big[1500] + " hash " + Arrays.hashCode(big));
        Person[] people = {new Person("Ann", 30), new Person("Bob", 25), new Person("Cid", 30), new Person("Dee", 25), new Person("Eve", 35), new Person("Fay", 30)};
        Person[] byAge = people.clone();
        Arrays.sort(byAge, Comparator.comparingInt(Person::age));
        System.out.println("stable by age " + Arrays.toString(byAge));
        Arrays.sort(byAge, Comparator.comparing(Person::name).reversed());
        System.out.println("by name desc " + Arrays.toString(byAge));
        String[] strs = {"banana", "Apple", "cherry", "apple", "Banana"};
        Arrays.sort(strs);
        System.out.println("strings natural " + Arrays.toString(strs));
        Arrays.sort(strs, String.CASE_INSENSITIVE_ORDER);
        System.out.println("strings ci " + Arrays.toString(strs));
        System.out.println("binarySearch str " + Arrays.binarySearch(new String[]{"a", "c", "e"}, "d") + " with cmp " + Arrays.binarySearch(strs, "CHERRY", String.CASE_INSENSITIVE_ORDER));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println("fill " + Arrays.toString(filled));
        Arrays.setAll(filled, i -> i * i);
        System.out.println("setAll " + Arrays.toString(filled));
        System.out.println("equals " + Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new double[]{Double.NaN}, new double[]{Double.NaN}) + " " + Arrays.equals(new double[]{0.0}, new double[]{-0.0}));
        System.out.println("hashCode " + Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new long[]{1L << 40}) + " " + Arrays.hashCode(new double[]{1.5}) + " " + Arrays.hashCode(new Object[]{"a", null, 1}) + " " + Arrays.hashCode((int[]) null));
        int[][] grid = {{1, 2}, {3, 4}};
        Object[] deep = {grid, "s", new String[]{"x", "y"}, null, new double[]{0.5}};
        System.out.println("deepToString " + Arrays.deepToString(deep) + " deepEquals " + Arrays.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " deepHashCode " + Arrays.deepHashCode(new Object[]{new int[]{1, 2}, "z"}));
        System.out.println("copyOf " + Arrays.toString(Arrays.copyOf(new int[]{1, 2, 3}, 5)) + " copyOfRange " + Arrays.toString(Arrays.copyOfRange(new char[]{'a', 'b', 'c', 'd'}, 1, 3)));
        System.out.println("compare " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " mismatch " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println("boxed desc " + Arrays.toString(boxed) + " stream sum " + Arrays.stream(new int[]{1, 2, 3}).sum());
        Object[] objs = {"b", "a", "c"};
        Arrays.sort(objs);
        System.out.println("objects " + Arrays.toString(objs));
        try {
            Arrays.sort(new Object[]{"a", 1});
        } catch (ClassCastException e) {
            System.out.println("mixed sort CCE");
        }
        Integer[] many = new Integer[500];
        for (int i = 0; i < many.length; i++) many[i] = (i * 7919) % 500;
        Arrays.sort(many, (x, y) -> Integer.compare(x % 10, y % 10));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) sb.append(many[i]).append(' ');
        System.out.println("stable mod sort prefix " + sb.toString().trim());
        int[] par = {5, 4, 3, 2, 1};
        Arrays.parallelSort(par);
        System.out.println("parallelSort small " + Arrays.toString(par));
    }
}
