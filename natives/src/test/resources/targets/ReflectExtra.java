import java.lang.reflect.*;
import java.util.*;

public class ReflectExtra {
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

    interface Service { String call(String arg); int num(); default String both() { return call("d") + num(); } }

    static class Lazy {
        static { System.out.println("Lazy initialized"); }
        static int value = 5;
        static String name() { return "lazy"; }
    }

    static class Gen<T extends Comparable<T>, U> {
        public List<? extends Number> nums;
        public Map<String, T>[] maps;
        public T pick(List<? super T> in, U u) { return null; }
    }

    static class Loader extends ClassLoader {
        Loader(ClassLoader parent) { super(parent); }
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    public static void main(String[] args) throws Throwable {
        // dynamic proxy
        InvocationHandler h = new InvocationHandler() {
            public Object invoke(Object proxy, Method m, Object[] a) {
                if (m.getName().equals("call")) return "proxied " + a[0];
                if (m.getName().equals("num")) return 42;
                if (m.getName().equals("toString")) return "ProxyObj";
                if (m.getName().equals("hashCode")) return 7;
                if (m.getName().equals("equals")) return proxy == a[0];
                throw new UnsupportedOperationException(m.getName());
            }
        };
        Service s = (Service) Proxy.newProxyInstance(Service.class.getClassLoader(), new Class<?>[]{Service.class}, h);
        p("proxy", s.call("x"), s.num(), s, s.hashCode(), s.equals(s), Proxy.isProxyClass(s.getClass()), s instanceof Service);
        p("proxy class", Modifier.toString(s.getClass().getModifiers()), s.getClass().getSimpleName().startsWith("$Proxy"));

        // static field / method access initializes the class
        p("before Lazy");
        Field lf = Lazy.class.getDeclaredField("value");
        p("got field");
        p("Lazy.value", lf.getInt(null));
        Method ln = Lazy.class.getDeclaredMethod("name");
        p("name", ln.invoke(null));

        // generics
        Field nums = Gen.class.getField("nums");
        p("generic field", nums.getGenericType(), Gen.class.getField("maps").getGenericType());
        Method pick = Gen.class.getMethod("pick", List.class, Object.class);
        p("generic method", pick.getGenericReturnType(), Arrays.toString(pick.getGenericParameterTypes()));
        TypeVariable<?>[] tv = Gen.class.getTypeParameters();
        p("type params", tv.length, tv[0].getName(), Arrays.toString(tv[0].getBounds()), tv[1].getBounds()[0]);
        ParameterizedType pt = (ParameterizedType) nums.getGenericType();
        p("param type", pt.getRawType(), ((WildcardType) pt.getActualTypeArguments()[0]).getUpperBounds()[0]);

        // JDK classes
        Method[] sm = String.class.getDeclaredMethods();
        p("String methods > 50", sm.length > 50);
        Field[] hf = HashMap.class.getDeclaredFields();
        List<String> names = new ArrayList<>();
        for (Field f : hf) names.add(f.getName());
        Collections.sort(names);
        p("HashMap fields", names);
        p("Integer.MAX_VALUE", Integer.class.getField("MAX_VALUE").get(null), Integer.class.getField("TYPE").get(null));
        p("ArrayList ctors", ArrayList.class.getConstructors().length, ArrayList.class.getConstructor(int.class).newInstance(10).size());
        StringBuilder sb = StringBuilder.class.getConstructor(String.class).newInstance("abc");
        StringBuilder.class.getMethod("append", int.class).invoke(sb, 12);
        p("sb", sb, StringBuilder.class.getMethod("reverse").invoke(sb));

        // class loaders
        ClassLoader cl = ReflectExtra.class.getClassLoader();
        p("loadClass", Class.forName("java.util.ArrayList", false, cl).getName());
        Loader ld = new Loader(cl);
        java.io.InputStream in = null;
        byte[] bytes = Base64.getDecoder().decode(args.length > 0 ? args[0] : "");
        if (bytes.length > 0) {
            Class<?> k = ld.define("Dyn", bytes);
            p("defined", k.getName(), k.getClassLoader() == ld, ((java.util.function.Supplier<?>) k.getConstructor().newInstance()).get());
        }
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            p("CNFE", e.getMessage());
        }

        // exceptions thrown through reflection
        Method thrower = ReflectExtra.class.getDeclaredMethod("thrower", int.class);
        try {
            thrower.invoke(null, 3);
        } catch (InvocationTargetException e) {
            Throwable c = e.getCause();
            p("cause", c, c.getStackTrace()[0].getMethodName(), c.getStackTrace()[1].getMethodName(), e.getTargetException() == c);
        }
        thrower.invoke(null, 0);
    }

    static void thrower(int depth) {
        if (depth > 0) thrower(depth - 1);
        else throw new IllegalStateException("deep");
    }
}
