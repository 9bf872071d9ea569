package conformance;

import java.util.List;

public class VmExceptionsCast {
    interface Op {
        Object run() throws Throwable;
    }

    // Prints the class-cast message up to the module/loader suffix " (", which is implementation detail.
    static String head(String msg) {
        if (msg == null) return "null";
        int i = msg.indexOf(" (");
        return i >= 0 ? msg.substring(0, i) : msg;
    }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ClassCastException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + head(e.getMessage()));
        } catch (Throwable e) {
            System.out.println(label + " -> " + e.getClass().getName());
        }
    }

    static class Animal {
    }

    static class Dog extends Animal {
    }

    static class Cat extends Animal {
    }

    interface Marker {
    }

    public static void main(String[] args) {
        Object i = Integer.valueOf(5);
        Object s = "str";
        Object arr = new int[1];
        Object sarr = new String[1];
        Animal a = new Cat();
        attempt("Integer to String", () -> (String) i);
        attempt("String to Integer", () -> (Integer) s);
        attempt("String to Number", () -> (Number) s);
        attempt("Integer to Number", () -> (Number) i);
        attempt("Cat to Dog", () -> (Dog) a);
        attempt("Cat to Marker", () -> (Marker) a);
        attempt("int[] to Object[]", () -> (Object[]) arr);
        attempt("String[] to Object[]", () -> ((Object[]) sarr).length);
        attempt("String[] to Integer[]", () -> (Integer[]) sarr);
        attempt("int[] to long[]", () -> (long[]) arr);
        attempt("String to Comparable", () -> ((Comparable<?>) s) != null);
        attempt("null cast", () -> (String) (Object) null);
        attempt("Class.cast", () -> String.class.cast(i));
        attempt("Class.cast ok", () -> Number.class.cast(i));
        attempt("generic list element", () -> {
            @SuppressWarnings({"unchecked", "rawtypes"})
            List<String> l = (List) List.of(1);
            String x = l.get(0);
            return x;
        });
        attempt("Double to Integer", () -> (Integer) (Object) 1.5);
        attempt("Object[] to String[]", () -> (String[]) new Object[1]);
        attempt("Cat[] to Dog[]", () -> (Dog[]) (Object) new Cat[1]);
        System.out.println("instanceof " + (i instanceof Number) + " " + (s instanceof Comparable) + " " + (arr instanceof Object) + " " + (sarr instanceof Object[]) + " " + (sarr instanceof Comparable[]) + " " + (arr instanceof Cloneable) + " " + (arr instanceof java.io.Serializable));
        Object nul = null;
        System.out.println("null instanceof " + (nul instanceof Object));
        System.out.println("isInstance " + Number.class.isInstance(i) + " " + Marker.class.isInstance(a) + " " + int[].class.isInstance(arr));
    }
}
