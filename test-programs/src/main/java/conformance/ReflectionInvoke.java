package conformance;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

public class ReflectionInvoke {
    public static class Target {
        public int count;
        private String secret = "hidden";
        public static long stat = 5;

        public Target() {
        }

        public Target(int count) {
            if (count < 0) throw new IllegalArgumentException("negative count");
            this.count = count;
        }

        public int add(int a, int b) {
            return a + b + count;
        }

        public static String greet(String who) {
            return "hello " + who;
        }

        public void fail() {
            throw new IllegalStateException("fail invoked");
        }

        private String priv(long x, double y) {
            return "priv " + x + " " + y;
        }

        public String varargs(String... xs) {
            return "varargs " + xs.length;
        }
    }

    public static void main(String[] args) throws Exception {
        Class<Target> c = Target.class;
        Target t = c.getConstructor(int.class).newInstance(3);
        Method add = c.getMethod("add", int.class, int.class);
        Object r = add.invoke(t, 4, 5);
        System.out.println("invoke add " + r + " boxed type " + r.getClass().getSimpleName() + " return type " + add.getReturnType());
        System.out.println("static invoke " + c.getMethod("greet", String.class).invoke(null, "refl"));
        try {
            c.getMethod("fail").invoke(t);
        } catch (InvocationTargetException e) {
            System.out.println("InvocationTargetException cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage() + " target same " + (e.getTargetException() == e.getCause()));
        }
        try {
            c.getConstructor(int.class).newInstance(-1);
        } catch (InvocationTargetException e) {
            System.out.println("ctor InvocationTargetException cause " + e.getCause().getMessage());
        }
        try {
            add.invoke(t, "wrong", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong arg type IllegalArgumentException");
        }
        try {
            add.invoke(null, 1, 2);
        } catch (NullPointerException e) {
            System.out.println("null receiver NPE");
        }
        try {
            c.getMethod("nope");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        Method priv = c.getDeclaredMethod("priv", long.class, double.class);
        System.out.println("private method mods " + Modifier.toString(priv.getModifiers()));
        priv.setAccessible(true);
        System.out.println("private invoke widening " + priv.invoke(t, 7, 2.5f));
        Field count = c.getField("count");
        count.setInt(t, 40);
        System.out.println("field set " + t.count + " get " + count.get(t) + " type " + count.getType());
        Field secret = c.getDeclaredField("secret");
        secret.setAccessible(true);
        secret.set(t, "revealed");
        System.out.println("private field " + secret.get(t));
        Field stat = c.getField("stat");
        stat.setLong(null, 99L);
        System.out.println("static field " + Target.stat + " isStatic " + Modifier.isStatic(stat.getModifiers()));
        try {
            count.set(t, "notAnInt");
        } catch (IllegalArgumentException e) {
            System.out.println("field set wrong type IllegalArgumentException");
        }
        Method va = c.getMethod("varargs", String[].class);
        System.out.println("varargs invoke " + va.invoke(t, (Object) new String[]{"a", "b", "c"}) + " isVarArgs " + va.isVarArgs());
        Constructor<?>[] ctors = c.getConstructors();
        System.out.println("public ctors " + ctors.length + " param counts " + (ctors[0].getParameterCount() + ctors[1].getParameterCount()));
        Method toStr = Object.class.getMethod("toString");
        System.out.println("virtual dispatch via reflection " + toStr.invoke("string itself") + " " + toStr.invoke(Integer.valueOf(12)));
        Method len = String.class.getMethod("length");
        System.out.println("String.length via reflection " + len.invoke("reflection"));
        Method parse = Integer.class.getMethod("parseInt", String.class);
        try {
            parse.invoke(null, "x1");
        } catch (InvocationTargetException e) {
            System.out.println("parseInt via reflection cause " + e.getCause().getMessage());
        }
        System.out.println("getDeclaredMethods count " + c.getDeclaredMethods().length + " getMethods includes Object " + (c.getMethods().length > c.getDeclaredMethods().length));
    }
}
