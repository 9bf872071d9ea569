import java.lang.reflect.*;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

public class ReflectBasics {
    static void p(Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(' ');
            Object o = parts[i];
            if (o instanceof Object[]) sb.append(Arrays.toString((Object[]) o));
            else if (o instanceof int[]) sb.append(Arrays.toString((int[]) o));
            else sb.append(o);
        }
        System.out.println(sb);
    }

    /** The message with identity hashes ("@1b6d3586") masked: they differ from run to run. */
    static String msg(Throwable e) {
        String m = e.getMessage();
        return m == null ? null : m.replaceAll("@[0-9a-f]+", "@HASH");
    }

    public static class Base {
        public int baseField = 1;
        protected String prot = "p";
        public void baseMethod() {}
        public String toString() { return "Base"; }
    }

    public static class Point extends Base implements Comparable<Point> {
        public static int count;
        public static final String CONST = "const";
        private int x;
        private final long y;
        public double z = 2.5;
        transient boolean flag;
        volatile char ch = 'c';
        public List<String> names;
        public Map<String, List<Integer>> map;
        byte b = 7; short s = 300; float f = 1.5f;

        public Point() { this(0, 0); }
        public Point(int x, long y) { this.x = x; this.y = y; count++; }
        private Point(String s) throws java.io.IOException { this(s.length(), 1); }

        public int getX() { return x; }
        public long getY() { return y; }
        public void setX(int x) { this.x = x; }
        private String secret(String a, int b) { return a + ":" + b; }
        public static int twice(int v) { return v * 2; }
        public static void boom(String msg) { throw new IllegalStateException(msg); }
        public <T extends Number> T ident(T t) { return t; }
        public int compareTo(Point o) { return Integer.compare(x, o.x); }
        double sum(double a, float b, long c, short d, byte e, char f, boolean g) { return a + b + c + d + e + f + (g ? 1 : 0); }
        public String toString() { return "Point(" + x + "," + y + ")"; }
    }

    static String fieldDesc(Field f) {
        return Modifier.toString(f.getModifiers()) + " " + f.getType().getName() + " " + f.getName() + " / " + f.getGenericType().getTypeName();
    }

    static String methodDesc(Method m) {
        StringBuilder sb = new StringBuilder();
        sb.append(Modifier.toString(m.getModifiers())).append(' ').append(m.getReturnType().getSimpleName()).append(' ').append(m.getName()).append('(');
        Class<?>[] pt = m.getParameterTypes();
        for (int i = 0; i < pt.length; i++) { if (i > 0) sb.append(','); sb.append(pt[i].getSimpleName()); }
        sb.append(')');
        if (m.getExceptionTypes().length > 0) sb.append(" throws ").append(m.getExceptionTypes()[0].getName());
        if (m.isBridge()) sb.append(" bridge");
        if (m.isSynthetic()) sb.append(" synthetic");
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Point.class;
        p("name", c.getName(), "simple", c.getSimpleName(), "canonical", c.getCanonicalName());
        p("super", c.getSuperclass().getSimpleName(), "interfaces", c.getInterfaces().length, c.getGenericInterfaces()[0].getTypeName());
        p("modifiers", Modifier.toString(c.getModifiers()));

        Field[] fs = c.getDeclaredFields();
        p("declared fields", fs.length);
        for (Field f : fs) p(" ", fieldDesc(f));
        Field[] pub = c.getFields();
        Arrays.sort(pub, Comparator.comparing(Field::getName));
        for (Field f : pub) p(" public", f.getName(), f.getDeclaringClass().getSimpleName());

        Method[] ms = c.getDeclaredMethods();
        Arrays.sort(ms, Comparator.comparing(ReflectBasics::methodDesc));
        p("declared methods", ms.length);
        for (Method m : ms) p(" ", methodDesc(m));
        Method[] pms = c.getMethods();
        Arrays.sort(pms, Comparator.comparing(ReflectBasics::methodDesc));
        p("public methods", pms.length);
        for (Method m : pms) p(" ", m.getDeclaringClass().getSimpleName(), methodDesc(m));

        Constructor<?>[] cs = c.getDeclaredConstructors();
        Arrays.sort(cs, Comparator.comparing(Constructor::toString));
        for (Constructor<?> k : cs) p(" ctor", k.toString(), k.getParameterCount());
        p("public ctors", c.getConstructors().length);

        // construction
        Point pt = (Point) c.getConstructor().newInstance();
        p("new", pt, Point.count);
        Point pt2 = (Point) c.getConstructor(int.class, long.class).newInstance(3, 4L);
        p("new2", pt2, Point.count);
        Constructor<?> priv = c.getDeclaredConstructor(String.class);
        priv.setAccessible(true);
        p("new3", priv.newInstance("hello"));

        // invocation
        Method getX = c.getMethod("getX");
        p("getX", getX.invoke(pt2));
        c.getMethod("setX", int.class).invoke(pt2, 42);
        p("after setX", pt2.getX());
        p("twice", c.getMethod("twice", int.class).invoke(null, 21));
        Method secret = c.getDeclaredMethod("secret", String.class, int.class);
        secret.setAccessible(true);
        p("secret", secret.invoke(pt2, "a", 9));
        Method sum = c.getDeclaredMethod("sum", double.class, float.class, long.class, short.class, byte.class, char.class, boolean.class);
        p("sum", sum.invoke(pt2, 1.0, 2f, 3L, (short) 4, (byte) 5, 'A', true));
        p("ident", c.getMethod("ident", Number.class).invoke(pt2, 7));
        p("compareTo", c.getMethod("compareTo", Point.class).invoke(pt2, pt));
        p("toString via Object", Object.class.getMethod("toString").invoke(pt2));
        try {
            c.getMethod("boom", String.class).invoke(null, "bang");
        } catch (InvocationTargetException e) {
            p("ITE", e.getCause());
        }
        try {
            getX.invoke(null);
        } catch (NullPointerException e) {
            p("NPE on null receiver");
        }
        try {
            getX.invoke("notapoint");
        } catch (IllegalArgumentException e) {
            p("IAE", msg(e));
        }
        try {
            c.getMethod("twice", int.class).invoke(null, "x");
        } catch (IllegalArgumentException e) {
            p("IAE2", msg(e));
        }
        try {
            c.getMethod("twice", int.class).invoke(null);
        } catch (IllegalArgumentException e) {
            p("IAE3", msg(e));
        }
        try {
            c.getMethod("nosuch");
        } catch (NoSuchMethodException e) {
            p("NSME", e.getMessage());
        }
        try {
            secret.setAccessible(false);
            secret.invoke(pt2, "a", 1);
            p("private invoke allowed (nestmate)");
        } catch (IllegalAccessException e) {
            p("IAccE", e.getMessage());
        }

        // fields
        Field fx = c.getDeclaredField("x");
        fx.setAccessible(true);
        p("x", fx.get(pt2), fx.getInt(pt2), fx.getLong(pt2), fx.getDouble(pt2));
        fx.setInt(pt2, 11);
        fx.set(pt2, Integer.valueOf(12));
        p("x now", pt2.getX());
        Field fz = c.getField("z");
        fz.setDouble(pt2, 9.75);
        p("z", fz.get(pt2), fz.getDouble(pt2));
        Field fy = c.getDeclaredField("y");
        fy.setAccessible(true);
        p("y", fy.getLong(pt2));
        fy.setLong(pt2, 99L);
        p("y final set", pt2.getY());
        Field cnt = c.getField("count");
        p("count", cnt.getInt(null));
        cnt.setInt(null, 100);
        p("count now", Point.count);
        p("CONST", c.getField("CONST").get(null));
        try {
            c.getField("CONST").set(null, "x");
        } catch (IllegalAccessException e) {
            p("IAccE static final", e.getMessage());
        }
        Field fch = c.getDeclaredField("ch");
        p("ch", fch.get(pt2), fch.getChar(pt2), fch.getInt(pt2));
        Field fb = c.getDeclaredField("b");
        p("b", fb.getByte(pt2), fb.getShort(pt2), fb.getInt(pt2), fb.getFloat(pt2));
        Field fs2 = c.getDeclaredField("s");
        p("s", fs2.getShort(pt2), fs2.get(pt2));
        Field ff = c.getDeclaredField("f");
        p("f", ff.getFloat(pt2), ff.getDouble(pt2));
        Field flag = c.getDeclaredField("flag");
        flag.setBoolean(pt2, true);
        p("flag", flag.get(pt2), flag.getBoolean(pt2));
        try {
            fz.getInt(pt2);
        } catch (IllegalArgumentException e) {
            p("IAE field", e.getMessage());
        }
        try {
            fz.set(pt2, "str");
        } catch (IllegalArgumentException e) {
            p("IAE field set", e.getMessage());
        }
        Field inherited = c.getField("baseField");
        p("inherited", inherited.get(pt2), inherited.getDeclaringClass().getSimpleName());
        p("equals", c.getDeclaredField("x").equals(fx), c.getDeclaredField("x") == fx, fx.hashCode() == c.getDeclaredField("x").hashCode());
        p("toString", fx, getX, c.getConstructor(int.class, long.class));
        p("generic", c.getMethod("ident", Number.class).toGenericString());

        // nested classes, enclosing
        Class<?>[] nested = ReflectBasics.class.getDeclaredClasses();
        String[] nn = new String[nested.length];
        for (int i = 0; i < nn.length; i++) nn[i] = nested[i].getSimpleName();
        Arrays.sort(nn);
        p("nested", (Object[]) nn);
        p("declaring", c.getDeclaringClass().getSimpleName(), c.getEnclosingClass().getSimpleName(), c.isMemberClass());
        Object anon = new Object() { };
        p("anon", anon.getClass().isAnonymousClass(), anon.getClass().getSimpleName().isEmpty(), anon.getClass().getEnclosingMethod().getName());
        class Local { }
        p("local", Local.class.isLocalClass(), Local.class.getSimpleName(), Local.class.getEnclosingMethod().getName());
        p("array simple", int[][].class.getSimpleName(), String[].class.getSimpleName(), String[].class.getCanonicalName());
        p("prim", int.class.getDeclaredFields().length, int[].class.getDeclaredMethods().length, Runnable.class.getDeclaredConstructors().length);
        p("interface methods", Runnable.class.getMethods().length, Runnable.class.getMethod("run").getDeclaringClass().getName());
    }
}
