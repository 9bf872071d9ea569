package conformance;

import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ClassReflection {
    public interface Shape {
        double area();
    }

    public abstract static class Base implements Shape, Serializable {
        protected int id;
    }

    public static final class Circle extends Base {
        private final double r;

        public Circle(double r) {
            this.r = r;
        }

        public double area() {
            return Math.PI * r * r;
        }
    }

    private static class Hidden {
    }

    protected class InnerProt {
    }

    enum Kind { A, B }

    @interface Marker {
    }

    static String mods(Class<?> c) {
        return Modifier.toString(c.getModifiers()) + " (" + c.getModifiers() + ")";
    }

    static void show(Class<?> c) {
        System.out.println(c.getName() + " simple=" + c.getSimpleName() + " interface=" + c.isInterface() + " array=" + c.isArray() + " primitive=" + c.isPrimitive()
                + " enum=" + c.isEnum() + " annotation=" + c.isAnnotation() + " super=" + (c.getSuperclass() == null ? "null" : c.getSuperclass().getSimpleName())
                + " mods=" + mods(c) + " member=" + c.isMemberClass() + " package=" + c.getPackageName());
    }

    public static void main(String[] args) throws Exception {
        show(Shape.class);
        show(Base.class);
        show(Circle.class);
        show(Hidden.class);
        show(InnerProt.class);
        show(Kind.class);
        show(Marker.class);
        show(ClassReflection.class);
        show(String.class);
        show(Runnable.class);
        show(int.class);
        show(Object.class);
        Object anon = new Shape() {
            public double area() {
                return 1;
            }
        };
        System.out.println("anon " + anon.getClass().getName() + " simple=[" + anon.getClass().getSimpleName() + "] anonymous " + anon.getClass().isAnonymousClass() + " enclosing " + anon.getClass().getEnclosingClass().getSimpleName() + " mods " + anon.getClass().getModifiers());
        System.out.println("interfaces of Circle " + Arrays.toString(Circle.class.getInterfaces()) + " of Base " + names(Base.class.getInterfaces()));
        System.out.println("isAssignableFrom " + Shape.class.isAssignableFrom(Circle.class) + " " + Circle.class.isAssignableFrom(Shape.class) + " " + Serializable.class.isAssignableFrom(Circle.class) + " " + Object.class.isAssignableFrom(Shape.class) + " " + int.class.isAssignableFrom(Integer.class) + " " + Number.class.isAssignableFrom(Integer.class));
        System.out.println("isInstance " + Shape.class.isInstance(new Circle(1)) + " " + Base.class.isInstance("x"));
        System.out.println("getComponentType " + String[][].class.getComponentType().getSimpleName() + " " + (String.class.getComponentType() == null));
        System.out.println("declaring " + Circle.class.getDeclaringClass().getSimpleName() + " nest host " + Circle.class.getNestHost().getSimpleName() + " enclosing " + InnerProt.class.getEnclosingClass().getSimpleName());
        Circle c = Circle.class.getConstructor(double.class).newInstance(2.0);
        System.out.println("reflective ctor area " + c.area());
        System.out.println("method invoke " + Circle.class.getMethod("area").invoke(c));
        java.lang.reflect.Field f = Circle.class.getDeclaredField("r");
        System.out.println("field " + f.getName() + " type " + f.getType() + " mods " + Modifier.toString(f.getModifiers()));
        f.setAccessible(true);
        System.out.println("private field value " + f.getDouble(c));
        List<String> methodNames = new ArrayList<>();
        for (java.lang.reflect.Method m : Circle.class.getDeclaredMethods()) methodNames.add(m.getName() + "/" + m.getParameterCount());
        methodNames.sort(null);
        System.out.println("declared methods " + methodNames);
        List<String> fieldNames = new ArrayList<>();
        for (java.lang.reflect.Field fl : Base.class.getDeclaredFields()) fieldNames.add(fl.getName());
        System.out.println("Base fields " + fieldNames);
        System.out.println("Class.forName " + Class.forName("conformance.ClassReflection$Circle").getSimpleName() + " same " + (Class.forName("java.lang.String") == String.class));
        System.out.println("primitive wrappers " + Integer.TYPE + " " + (Integer.TYPE == int.class) + " " + Void.TYPE + " " + double.class.getName());
        System.out.println("getClass of boxed " + ((Object) 1).getClass().getName() + " " + ((Object) 'c').getClass().getName() + " " + ((Object) 1L).getClass().getSimpleName());
        System.out.println("toString " + Circle.class + " | " + Shape.class + " | " + int.class + " | " + int[].class);
        System.out.println("toGenericString " + Circle.class.toGenericString() + " | " + Shape.class.toGenericString() + " | " + List.class.toGenericString());
        System.out.println("cast " + Number.class.cast(5) + " enum constants " + Arrays.toString(Kind.class.getEnumConstants()) + " String constants " + (String.class.getEnumConstants() == null));
        System.out.println("class literal identity " + (Circle.class == c.getClass()) + " " + (new int[0].getClass() == int[].class));
        System.out.println("superclass chain " + chain(Circle.class) + " | " + chain(Kind.A.getClass()) + " | " + chain(ArrayList.class));
    }

    static String names(Class<?>[] cs) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : cs) sb.append(c.getSimpleName()).append(' ');
        return sb.toString().trim();
    }

    static String chain(Class<?> c) {
        StringBuilder sb = new StringBuilder();
        for (; c != null; c = c.getSuperclass()) sb.append(c.getSimpleName()).append(c.getSuperclass() != null ? " < " : "");
        return sb.toString();
    }
}
