package conformance;

import java.io.Serializable;

public class ArrayClassNames {
    static class Elem {
    }

    static void describe(Class<?> c) {
        System.out.println(c.getName() + " | simple " + c.getSimpleName() + " | isArray " + c.isArray()
                + " | component " + (c.getComponentType() == null ? "null" : c.getComponentType().getName())
                + " | super " + (c.getSuperclass() == null ? "null" : c.getSuperclass().getName())
                + " | ifaces " + c.getInterfaces().length + " | primitive " + c.isPrimitive()
                + " | canonical " + c.getCanonicalName() + " | typeName " + c.getTypeName());
    }

    public static void main(String[] args) {
        describe(int[].class);
        describe(int[][].class);
        describe(long[].class);
        describe(double[][][].class);
        describe(boolean[].class);
        describe(char[].class);
        describe(byte[].class);
        describe(short[].class);
        describe(float[].class);
        describe(String[].class);
        describe(Object[][].class);
        describe(Elem[].class);
        describe(int.class);
        describe(void.class);
        describe(Integer.class);
        System.out.println("runtime " + new int[0][0].getClass().getName() + " " + new String[1][2][3].getClass().getName() + " " + new Elem[0].getClass().getName());
        Object[] cov = new String[]{"a", "b"};
        System.out.println("covariance " + cov.getClass().getName() + " " + (cov instanceof String[]) + " " + (cov instanceof Object[]) + " " + (cov instanceof Comparable[]));
        Object o = new int[][]{{1}};
        System.out.println("int[][] instanceof Object[] " + (o instanceof Object[]) + " instanceof int[][] " + (o instanceof int[][]) + " Cloneable " + (o instanceof Cloneable) + " Serializable " + (o instanceof Serializable));
        System.out.println("assignable " + Object[].class.isAssignableFrom(String[].class) + " " + Object[].class.isAssignableFrom(int[].class) + " " + Object.class.isAssignableFrom(int[].class)
                + " " + Object[].class.isAssignableFrom(int[][].class) + " " + Number[].class.isAssignableFrom(Integer[].class) + " " + Integer[].class.isAssignableFrom(Number[].class));
        System.out.println("Class.forName arrays " + forName("[I") + " " + forName("[[Ljava.lang.String;") + " " + forName("[Lconformance.ArrayClassNames$Elem;"));
        System.out.println("arrayType " + int.class.arrayType().getName() + " " + String[].class.arrayType().getName() + " componentType " + int[][].class.componentType().getName());
        System.out.println("newInstance " + java.lang.reflect.Array.newInstance(long.class, 3).getClass().getName() + " len " + java.lang.reflect.Array.getLength(new char[7]) + " multi " + java.lang.reflect.Array.newInstance(int.class, 2, 3).getClass().getName());
        Object arr = java.lang.reflect.Array.newInstance(String.class, 2);
        java.lang.reflect.Array.set(arr, 1, "set");
        System.out.println("reflect array get " + java.lang.reflect.Array.get(arr, 1) + " getInt " + java.lang.reflect.Array.getInt(new int[]{41}, 0));
        System.out.println("array modifiers public " + java.lang.reflect.Modifier.isPublic(int[].class.getModifiers()) + " final " + java.lang.reflect.Modifier.isFinal(int[].class.getModifiers()) + " abstract " + java.lang.reflect.Modifier.isAbstract(int[].class.getModifiers()));
        System.out.println("equals hashCode of arrays identity-based " + new int[]{1}.equals(new int[]{1}));
    }

    static String forName(String n) {
        try {
            return Class.forName(n).getSimpleName();
        } catch (ClassNotFoundException e) {
            return "CNFE";
        }
    }
}
