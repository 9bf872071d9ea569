import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class ReflectMore {
    static void p(Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(' ');
            Object o = parts[i];
            if (o instanceof Object[]) sb.append(Arrays.toString((Object[]) o));
            else sb.append(o);
        }
        System.out.println(sb);
    }

    enum Planet {
        MERCURY(1), VENUS(2) { @Override String greet() { return "hot"; } }, EARTH(3);
        final int order;
        Planet(int o) { order = o; }
        String greet() { return "hi"; }
    }

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
    @interface Tag {
        String value() default "dflt";
        int num() default 3;
        Class<?> type() default Object.class;
        ElementType kind() default ElementType.TYPE;
        String[] names() default {};
        long big() default 1L << 40;
        double d() default 2.5;
        char ch() default 'x';
        boolean flag() default false;
    }

    record Pair<A>(@Tag("left") A left, int right) implements Comparable<Pair<A>> {
        Pair {
            if (right < 0) throw new IllegalArgumentException("negative");
        }
        public int compareTo(Pair<A> o) { return Integer.compare(right, o.right); }
        static Pair<String> of(String s) { return new Pair<>(s, s.length()); }
    }

    sealed interface Shape permits Circle, Square {}
    static final class Circle implements Shape {}
    static final class Square implements Shape {}

    interface Greeter { String greet(String name); default String hello() { return greet("world"); } }

    @Tag(value = "annotated", num = 7, type = String.class, kind = ElementType.FIELD, names = {"a", "b"}, flag = true)
    static class Annotated {
        @Tag("field") public int f;
        @Tag public void m(@Tag("param") int x) {}
        @Deprecated public void old() {}
    }

    public static class Counter {
        private int n;
        public int inc() { return ++n; }
        public static String echo(String s, int... rest) { return s + rest.length; }
    }

    public static class Thrower {
        public Thrower(boolean fail) throws Exception { if (fail) throw new java.io.IOException("ctor failed"); }
    }

    public static abstract class Abs { public Abs() {} }

    public static void main(String[] args) throws Exception {
        // enums
        p("valueOf", Planet.valueOf("EARTH"), Enum.valueOf(Planet.class, "VENUS").greet(), Planet.VENUS.getDeclaringClass().getSimpleName());
        p("constants", (Object[]) Planet.class.getEnumConstants());
        p("isEnum", Planet.class.isEnum(), Planet.VENUS.getClass().isEnum(), Planet.VENUS.getClass() == Planet.class);
        try { Planet.valueOf("PLUTO"); } catch (IllegalArgumentException e) { p("bad valueOf", e.getMessage()); }
        EnumMap<Planet, String> em = new EnumMap<>(Planet.class);
        em.put(Planet.EARTH, "home");
        p("enummap", em, EnumSet.allOf(Planet.class), EnumSet.range(Planet.VENUS, Planet.EARTH));
        try {
            Planet.class.getDeclaredConstructor(String.class, int.class, int.class).newInstance("X", 9, 9);
        } catch (IllegalArgumentException e) {
            p("enum ctor", e.getMessage());
        }
        p("enum field", Planet.class.getDeclaredField("order").getInt(Planet.EARTH), Planet.class.getField("EARTH").isEnumConstant());

        // records
        Pair<String> pr = Pair.of("abc");
        p("isRecord", Pair.class.isRecord(), Counter.class.isRecord(), Record.class.isAssignableFrom(Pair.class));
        for (RecordComponent rc : Pair.class.getRecordComponents()) {
            p(" component", rc.getName(), rc.getType().getSimpleName(), rc.getGenericType().getTypeName(), rc.getGenericSignature(),
              rc.getAccessor().getName(), rc.getAccessor().invoke(pr), rc.getDeclaringRecord().getSimpleName(), rc);
        }
        RecordComponent left = Pair.class.getRecordComponents()[0];
        p("rc annotation", left.getAnnotation(Tag.class).value(), left.getAccessor().getAnnotation(Tag.class) == null);
        Constructor<?> canon = Pair.class.getDeclaredConstructor(Object.class, int.class);
        p("canonical", canon.newInstance("q", 5));
        try { canon.newInstance("q", -1); } catch (InvocationTargetException e) { p("record ctor ITE", e.getCause().getMessage()); }
        Field rf = Pair.class.getDeclaredField("right");
        rf.setAccessible(true);
        p("record field", rf.get(pr), Modifier.toString(rf.getModifiers()));
        try { rf.set(pr, 1); } catch (IllegalAccessException e) { p("record final", e.getMessage()); }
        p("record toString", pr, pr.equals(Pair.of("abc")), pr.hashCode() == Pair.of("abc").hashCode());

        // sealed
        p("sealed", Shape.class.isSealed(), Circle.class.isSealed());
        Class<?>[] permitted = Shape.class.getPermittedSubclasses();
        String[] pn = new String[permitted.length];
        for (int i = 0; i < pn.length; i++) pn[i] = permitted[i].getSimpleName();
        p("permitted", (Object[]) pn);
        p("nest", Circle.class.getNestHost().getSimpleName(), Circle.class.isNestmateOf(Square.class), ReflectMore.class.getNestMembers().length > 5);

        // annotations
        Tag t = Annotated.class.getAnnotation(Tag.class);
        p("class ann", t.value(), t.num(), t.type().getSimpleName(), t.kind(), Arrays.toString(t.names()), t.big(), t.d(), t.ch(), t.flag());
        p("ann toString", t.annotationType().getSimpleName(), t.equals(Annotated.class.getAnnotation(Tag.class)));
        p("field ann", Annotated.class.getField("f").getAnnotation(Tag.class).value());
        Method am = Annotated.class.getMethod("m", int.class);
        p("method ann", am.getAnnotation(Tag.class).value(), am.getAnnotation(Tag.class).num(), am.getParameterAnnotations()[0].length,
          ((Tag) am.getParameterAnnotations()[0][0]).value());
        p("deprecated", Annotated.class.getMethod("old").isAnnotationPresent(Deprecated.class), Annotated.class.getDeclaredAnnotations().length);
        p("default value", Tag.class.getMethod("num").getDefaultValue(), Tag.class.getMethod("value").getDefaultValue());

        // parameters
        Parameter[] params = Counter.class.getMethod("echo", String.class, int[].class).getParameters();
        p("params", params.length, params[0].getName(), params[1].getName(), params[1].isVarArgs(), params[0].isNamePresent());

        // many invocations (past the inflation threshold)
        Counter ctr = new Counter();
        Method inc = Counter.class.getMethod("inc");
        Object last = null;
        for (int i = 0; i < 40; i++) last = inc.invoke(ctr);
        p("inc x40", last);
        Constructor<Counter> cc = Counter.class.getConstructor();
        for (int i = 0; i < 20; i++) cc.newInstance();
        p("echo", Counter.class.getMethod("echo", String.class, int[].class).invoke(null, "n", new int[]{1, 2}));

        // constructor failures
        try { Thrower.class.getConstructor(boolean.class).newInstance(true); } catch (InvocationTargetException e) { p("ctor ITE", e.getCause()); }
        try { Abs.class.getConstructor().newInstance(); } catch (InstantiationException e) { p("abstract", e.getClass().getName(), e.getMessage()); }
        p("Class.newInstance", Counter.class.newInstance().inc());

        // interfaces, default methods, lambdas, anonymous classes
        Greeter g = new Greeter() { public String greet(String n) { return "hey " + n; } };
        p("default via reflection", Greeter.class.getMethod("hello").invoke(g), Greeter.class.getMethod("greet", String.class).invoke(g, "bob"));
        Greeter lam = n -> "lambda " + n;
        p("lambda via interface method", Greeter.class.getMethod("greet", String.class).invoke(lam, "x"));
        p("lambda class", lam.getClass().isSynthetic(), lam.getClass().getInterfaces()[0].getSimpleName());
        Method lm = lam.getClass().getMethod("greet", String.class);
        p("lambda own method", lm.invoke(lam, "y"));

        // Object methods on various receivers
        p("hashCode", Object.class.getMethod("hashCode").invoke("abc"), String.class.getMethod("length").invoke("hello"));
        p("static util", Math.class.getMethod("max", int.class, int.class).invoke(null, 3, 9), Integer.class.getMethod("parseInt", String.class).invoke(null, "123"));
        p("widening", Math.class.getMethod("abs", long.class).invoke(null, -5), Math.class.getMethod("sqrt", double.class).invoke(null, 16));
        List<String> list = new ArrayList<>();
        List.class.getMethod("add", Object.class).invoke(list, "item");
        p("list", list, Collection.class.getMethod("size").invoke(list));
        p("boxed identity", inc.invoke(ctr) == inc.invoke(ctr));

        // arrays
        Object arr = Array.newInstance(String.class, 3);
        Array.set(arr, 1, "mid");
        p("array", arr.getClass().getSimpleName(), Array.getLength(arr), Array.get(arr, 1), Arrays.toString((String[]) arr));
        int[][] grid = (int[][]) Array.newInstance(int.class, 2, 3);
        Array.setInt(grid[1], 2, 5);
        p("grid", Arrays.deepToString(grid), Array.get(grid[1], 2).getClass().getName());
        p("copyOf", Arrays.toString(Arrays.copyOf(new Integer[]{1, 2}, 4)));
        p("toArray", Arrays.toString(list.toArray(new String[0])), new ArrayList<>(List.of(3, 1, 2)).toArray(new Integer[5]).length);
    }
}
