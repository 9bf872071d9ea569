import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Helpful NullPointerException messages, compiled without -g: locals and parameters by number. */
public class HelpfulNpe {
    String name; int[] nums; int[] data; HelpfulNpe next; static HelpfulNpe head; static String[] strs; static Map<String, Object> MAP;
    String get() { return null; }
    HelpfulNpe self() { return null; }
    static HelpfulNpe make() { return null; }
    interface I { void run(); }
    static void t(Runnable r) { try { r.run(); } catch (NullPointerException e) { System.out.println(e.getMessage()); } }
    static void m2(String a, int b) { long c = 5; String d = null; if (b > 0) a.length(); d.length(); }
    static void take(String[] a, Object o, int x, String s) {}
    void inst(String p, long w, Object q) {
        t(() -> this.next.name.length());
        try { q.hashCode(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { next.self().name = "x"; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { p = null; p.length(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    }

    public static void main(String[] args) {
        t(() -> { String x = null; x.length(); });
        t(() -> { int[] x = null; int y = x[0]; });
        t(() -> { int[] x = null; x[1] = 2; });
        t(() -> { int[] x = null; int y = x.length; });
        t(() -> { HelpfulNpe x = null; String y = x.name; });
        t(() -> { HelpfulNpe x = null; x.name = "a"; });
        t(() -> { RuntimeException x = null; throw x; });
        t(() -> { Object x = null; synchronized (x) { } });
        t(() -> { head.name.length(); });
        t(() -> { new HelpfulNpe().get().length(); });
        t(() -> { make().name.length(); });
        t(() -> { HelpfulNpe x = new HelpfulNpe(); x.next.next.name = "b"; });
        t(() -> { HelpfulNpe x = new HelpfulNpe(); x.nums[3]++; });
        t(() -> { strs[2].trim(); });
        t(() -> { Object[][] m = new Object[2][]; m[1][0].hashCode(); });
        t(() -> { long[] l = null; l[0] = 5L; });
        t(() -> { double[] d = null; double z = d[1]; });
        t(() -> { boolean[] b = null; b[0] = true; });
        t(() -> { char[] c = null; char z = c[0]; });
        t(() -> { String x = null; x.substring(1, 2).length(); });
        t(() -> { java.util.List<String> x = null; x.size(); });
        t(() -> { I x = null; x.run(); });
        t(() -> { throw new NullPointerException(); });
        t(() -> { throw new NullPointerException("explicit"); });
        t(() -> { java.util.Objects.requireNonNull(null); });
        t(() -> { Integer x = null; int y = x; });
        t(() -> { String[] x = new String[1]; x[0].isEmpty(); });
        t(() -> { HelpfulNpe x = new HelpfulNpe(); x.next.get(); });
        t(() -> { String x = args.length > 5 ? "a" : null; x.length(); });
        t(() -> { HelpfulNpe[] x = new HelpfulNpe[3]; int i = 1; x[i].name.length(); });
        t(() -> { HelpfulNpe x = null; x.get(); });
        t(() -> { System.arraycopy(null, 0, new int[1], 0, 1); });
        t(() -> { String x = (String) (Object) null; x.chars(); });
        t(() -> { m2(null, 1); });
        t(() -> { float[] f = null; f[0] += 1; });
        t(() -> { short[] sh = null; sh[0] = 1; });
        t(() -> { byte[] by = null; by[0] = 1; });
        boolean c = args.length == 0;
        t(() -> { String x = c ? null : "y"; String z = c ? x : null; (c ? x : z).length(); });
        t(() -> { int[][] m = new int[3][]; int i = 0; int v = m[i + 1][0]; });
        t(() -> { int[][] m = new int[300][]; int v = m[200][0]; });
        t(() -> { int[][] m = new int[40000][]; int v = m[33000][0]; });
        t(() -> { HelpfulNpe p = new HelpfulNpe(); p.next = new HelpfulNpe(); p.next.self().name.length(); });
        t(() -> { MAP.get("k").toString(); });
        t(() -> { HelpfulNpe p = null; take(null, null, p.data[0], null); });
        t(() -> { String[] arr = null; Arrays.asList(arr).size(); });
        t(() -> { Object o = null; ((String) o).trim(); });
        t(() -> { HelpfulNpe p = new HelpfulNpe(); p.data[p.data.length - 1] = 1; });
        t(() -> { List<String> l = new ArrayList<>(); l.add(null); l.get(0).length(); });
        t(() -> { String s = null; try { s.length(); } finally { System.out.println("finally"); } });
        t(() -> { StringBuilder sb = null; sb.append("a").append(1); });
        t(() -> { Object[] objs = {null}; objs[0].equals(objs); });
        t(() -> { long l = 3; String s = null; s.length(); });
        t(() -> { HelpfulNpe p = new HelpfulNpe(); p.next.next.next.next.next.name = null; });
        t(() -> { HelpfulNpe[][][] deep = new HelpfulNpe[1][1][1]; deep[0][0][0].name.length(); });
        t(() -> { int[] arr = null; for (int x : arr) {} });
        t(() -> { String s = null; switch (s) { case "a": break; } });
        t(() -> { Integer i = null; i++; });
        t(() -> { Runnable r = null; r.run(); });
        new HelpfulNpe().inst("p", 1L, null);
        try { m2(null, 0); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        NullPointerException explicit = new NullPointerException();
        System.out.println(explicit.getMessage() + " " + explicit.fillInStackTrace().getMessage());
    }
}
