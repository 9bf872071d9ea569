import java.lang.reflect.Array;
public class ArrayReflect {
    interface R { void run() throws Throwable; }
    static void t(String n, R r) {
        try { r.run(); System.out.println(n + " ok"); } catch (NullPointerException e) { System.out.println(n + " -> NPE"); } catch (Throwable e) { System.out.println(n + " -> " + e); }
    }
    public static void main(String[] a) {
        int[] ia = {1,2,3};
        Object[] oa = new String[]{"a"};
        t("len null", () -> Array.getLength(null));
        t("len str", () -> Array.getLength("x"));
        t("get oob", () -> Array.get(ia, 5));
        t("get neg", () -> Array.get(ia, -1));
        t("get null", () -> Array.get(null, 0));
        t("get nonarr", () -> Array.get("s", 0));
        t("getInt oob", () -> Array.getInt(ia, 3));
        t("getInt obj", () -> Array.getInt(oa, 0));
        t("getBoolean int", () -> Array.getBoolean(ia, 0));
        t("getLong int", () -> System.out.println(Array.getLong(ia, 0)));
        t("getByte int", () -> Array.getByte(ia, 0));
        t("getDouble int", () -> System.out.println(Array.getDouble(ia, 0)));
        t("setInt long[]", () -> Array.setInt(new long[1], 0, 5));
        t("setLong int[]", () -> Array.setLong(ia, 0, 5L));
        t("set int[] Integer", () -> Array.set(ia, 0, 7));
        t("set int[] Long", () -> Array.set(ia, 0, 7L));
        t("set int[] Short", () -> Array.set(ia, 0, (short)7));
        t("set int[] null", () -> Array.set(ia, 0, null));
        t("set int[] str", () -> Array.set(ia, 0, "x"));
        t("set String[] Integer", () -> Array.set(oa, 0, 1));
        t("set oob", () -> Array.set(oa, 4, "x"));
        t("set obj oob mismatch", () -> Array.set(oa, 4, 1));
        t("setInt oob mismatch", () -> Array.setInt(oa, 4, 1));
        t("setInt oob", () -> Array.setInt(ia, 4, 1));
        t("setBoolean int", () -> Array.setBoolean(ia, 0, true));
        t("setChar int", () -> Array.setChar(ia, 0, 'c'));
        t("setChar short", () -> Array.setChar(new short[1], 0, 'c'));
        t("setByte char", () -> Array.setByte(new char[1], 0, (byte)1));
        t("setFloat double", () -> Array.setFloat(new double[1], 0, 1f));
        t("setDouble float", () -> Array.setDouble(new float[1], 0, 1d));
        t("new neg", () -> Array.newInstance(int.class, -1));
        t("new void", () -> Array.newInstance(void.class, 1));
        t("new null", () -> Array.newInstance(null, 1));
        t("multi empty", () -> Array.newInstance(int.class, new int[0]));
        t("multi neg", () -> Array.newInstance(int.class, new int[]{2, -3}));
        t("multi void", () -> Array.newInstance(void.class, new int[]{2}));
        t("multi 256", () -> Array.newInstance(int.class, new int[256]));
        t("new 255dim", () -> Array.newInstance(int[][][].class, new int[253]));
        t("new 255dim b", () -> Array.newInstance(int[][][].class, new int[252]));
        Object m = Array.newInstance(int.class, new int[]{2, 3});
        System.out.println(m.getClass().getName() + " " + ((int[][]) m)[1].length);
        Object m2 = Array.newInstance(String[].class, new int[]{2});
        System.out.println(m2.getClass().getName());
        t("multi zero", () -> System.out.println(((int[][][]) Array.newInstance(int.class, new int[]{0, -1, 2})).length));
        t("multi zero b", () -> System.out.println(((int[][][]) Array.newInstance(int.class, new int[]{2, 0, 2}))[1].length));
        t("multi neg after 0", () -> System.out.println(((int[][][]) Array.newInstance(int.class, new int[]{2, 0, -2}))[1].length));
    }
}
