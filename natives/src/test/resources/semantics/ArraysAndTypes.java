import java.io.Serializable;

/**
 * Array creation (newarray, anewarray, multianewarray with partial dimensions), array element
 * access errors, array stores, checkcast/instanceof on arrays and interfaces, and the exceptions
 * the VM throws itself, with HotSpot's messages.
 */
public class ArraysAndTypes {
    interface Shape { }
    interface Round extends Shape { }
    static class Circle implements Round { }
    static class Square implements Shape, Cloneable { }

    interface Op { Object run() throws Throwable; }

    static void attempt(String label, Op op) {
        try {
            Object r = op.run();
            System.out.println(label + " = " + (r instanceof String || r instanceof Number ? r : describe(r)));
        } catch (Throwable e) {
            System.out.println(label + " -> " + e);
        }
    }

    /** Class and shape of a (possibly nested) array; null parts shown as null. */
    static String describe(Object a) {
        if (a == null) return "null";
        if (a instanceof String) return (String) a;
        if (!a.getClass().isArray()) return a.getClass().getName(); // not toString: identity hashes differ between JVMs
        StringBuilder sb = new StringBuilder(a.getClass().getName()).append('{');
        int n = java.lang.reflect.Array.getLength(a);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(',');
            sb.append(a instanceof Object[] ? describe(((Object[]) a)[i]) : String.valueOf(java.lang.reflect.Array.get(a, i)));
        }
        return sb.append('}').toString();
    }

    static int n(int x) { return x; }

    public static void main(String[] args) {
        attempt("int[2][3]", () -> new int[n(2)][n(3)]);
        attempt("int[2][3][] (partial)", () -> new int[n(2)][n(3)][]);
        attempt("String[2][][] (anewarray)", () -> new String[n(2)][][]);
        attempt("long[2][0][5] (zero dimension)", () -> new long[n(2)][n(0)][n(5)]);
        attempt("Object[0][-1] (negative after zero)", () -> new Object[n(0)][n(-1)]);
        attempt("int[-2][3]", () -> new int[n(-2)][n(3)]);
        attempt("int[3][-4]", () -> new int[n(3)][n(-4)]);
        attempt("boolean[-1]", () -> new boolean[n(-1)]);
        attempt("String[-7]", () -> new String[n(-7)]);
        attempt("Circle[2][2]", () -> new Circle[n(2)][n(2)]);
        attempt("char[3][2]", () -> new char[n(3)][n(2)]);

        attempt("arraylength of null", () -> ((int[]) null).length);
        int[] ia = new int[3];
        attempt("iaload 3", () -> ia[n(3)]);
        attempt("iaload -1", () -> ia[n(-1)]);
        attempt("iastore MIN", () -> ia[n(Integer.MIN_VALUE)] = 1);
        attempt("laload null", () -> ((long[]) null)[0]);

        Object[] strings = new String[2];
        Object[] shapes = new Shape[2];
        Object[][] nested = new Number[1][];
        attempt("store Integer into String[]", () -> strings[0] = 1);
        attempt("store null into String[]", () -> strings[1] = null);
        attempt("store Circle into Shape[]", () -> shapes[0] = new Circle());
        attempt("store String into Shape[]", () -> shapes[1] = "no");
        attempt("store Integer[] into Number[][]", () -> nested[0] = new Integer[1]);
        attempt("store String[] into Number[][]", () -> nested[0] = new String[1]);
        attempt("store int[] into Number[][]", () -> ((Object[]) nested)[0] = new int[1]);
        Object[] clonables = new Cloneable[3];
        attempt("store int[] into Cloneable[]", () -> clonables[0] = new int[0]);
        attempt("store Square into Cloneable[]", () -> clonables[1] = new Square());
        attempt("store Circle into Cloneable[]", () -> clonables[2] = new Circle());

        Object[] values = {new String[0], new Circle[0], new Round[0], new int[0], new int[0][], new Object[0], "s", new Circle(), new Square(), null};
        String[] names = {"String[]", "Circle[]", "Round[]", "int[]", "int[][]", "Object[]", "String", "Circle", "Square", "null"};
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            System.out.println(names[i] + ": Object[] " + (v instanceof Object[]) + " Comparable[] " + (v instanceof Comparable[])
                    + " Shape[] " + (v instanceof Shape[]) + " Round[] " + (v instanceof Round[]) + " Cloneable " + (v instanceof Cloneable)
                    + " Serializable " + (v instanceof Serializable) + " Shape " + (v instanceof Shape) + " Object[][] " + (v instanceof Object[][])
                    + " int[] " + (v instanceof int[]) + " Serializable[] " + (v instanceof Serializable[]));
            attempt("  (Object[])", () -> (Object[]) v);
            attempt("  (Shape[])", () -> (Shape[]) v);
            attempt("  (Round)", () -> (Round) v);
            attempt("  (int[])", () -> (int[]) v);
            attempt("  (String)", () -> (String) v);
            attempt("  (Cloneable)", () -> (Cloneable) v);
        }
        attempt("athrow null", () -> { throw null; });
        attempt("synchronized (null)", () -> { Object o = null; synchronized (o) { return "entered"; } });
        attempt("clone int[]", () -> describe(ia.clone()));
        String[][] grid = {{"a", "b"}, {"c"}};
        attempt("clone is shallow", () -> (grid.clone()[1] == grid[1]) + " " + describe(grid.clone()));
    }
}
