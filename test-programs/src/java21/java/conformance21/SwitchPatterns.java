package conformance21;

import java.util.List;

/** Pattern matching in switch (JEP 441): type patterns, guards, case null, qualified enum constants, sealed exhaustiveness. */
public class SwitchPatterns {
    enum Color { RED, GREEN, BLUE }
    sealed interface Animal permits Dog, Cat, Bird {}
    enum Dog implements Animal { REX, FIDO }
    record Cat(String name) implements Animal {}
    static final class Bird implements Animal {
        @Override public String toString() { return "bird"; }
    }
    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    record Square(int side) implements Shape {}

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Integer i when i > 10 -> "big int " + i;
            case Integer i -> "int " + i;
            case Long l -> "long " + l;
            case String s when s.isEmpty() -> "empty string";
            case String s -> "string of " + s.length();
            case Color c -> "color #" + c.ordinal();
            case int[] a -> "int array of " + a.length;
            case CharSequence cs -> "char sequence " + cs;
            default -> "other " + o.getClass().getSimpleName();
        };
    }

    /** A switch over an enum with pattern labels: SwitchBootstraps.enumSwitch. */
    static String color(Color c) {
        return switch (c) {
            case RED -> "red";
            case Color x when x.ordinal() == 1 -> "the second";
            case Color x -> "another: " + x;
        };
    }

    /** Qualified enum constants beside type patterns (typeSwitch with EnumDesc labels). */
    static String animal(Animal a) {
        return switch (a) {
            case Dog.REX -> "rex";
            case Dog d -> "dog " + d.name().toLowerCase();
            case Cat c when c.name().startsWith("t") -> "a t-cat";
            case Cat c -> "cat " + c.name();
            case Bird b -> "a " + b;
        };
    }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.round(Math.PI * c.r() * c.r() * 100) / 100.0;
            case Square q -> q.side() * q.side();
        };
    }

    /** The old-style statement switch with patterns and fall-out. */
    static int statement(Object o) {
        int r = 0;
        switch (o) {
            case String s:
                r = s.length();
                break;
            case Integer i when i < 0:
                r = -1;
                break;
            case Integer i:
                r = i;
                break;
            default:
                r = 100;
        }
        return r;
    }

    public static void main(String[] args) {
        Object[] values = { null, 5, 42, 7L, "", "hello", Color.GREEN, new int[3], new StringBuilder("sb"), 3.5, List.of() };
        for (Object o : values) System.out.println(describe(o));
        for (Color c : Color.values()) System.out.println(color(c));
        for (Animal a : List.of(Dog.REX, Dog.FIDO, new Cat("tom"), new Cat("felix"), new Bird())) System.out.println(animal(a));
        for (Shape s : List.<Shape>of(new Circle(1), new Square(3))) System.out.println(area(s));
        for (Object o : new Object[] { "abc", -4, 9, 'c' }) System.out.println(statement(o));
        try {
            area(null);
        } catch (NullPointerException e) {
            System.out.println("NPE from a switch on null");
        }
        try {
            color(null);
        } catch (NullPointerException e) {
            System.out.println("NPE from an enum switch on null");
        }
        // the same call site many times: the bootstrap links once, the restart index works from each label
        int sum = 0;
        for (int i = 0; i < 50; i++) sum += statement(i % 3 == 0 ? "xy" : i % 3 == 1 ? (Object) (-i) : (Object) i);
        System.out.println("sum " + sum);
    }
}
