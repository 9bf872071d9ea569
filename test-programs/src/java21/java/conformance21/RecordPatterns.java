package conformance21;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** Record patterns (JEP 440), nested and generic, and records' ObjectMethods-made toString, equals and hashCode. */
public class RecordPatterns {
    record Point(int x, int y) {}
    record Line(Point from, Point to) {}
    record Box<T>(T content) {}
    record Pair<A, B>(A first, B second) {}
    sealed interface Expr permits Num, Add, Mul, Neg {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Mul(Expr l, Expr r) implements Expr {}
    record Neg(Expr e) implements Expr {}
    record Named(String name, double weight, long id, char tag, boolean on, float f, byte b, short s, int[] data) {}
    record Checked(int v) {
        Checked {
            if (v < 0) throw new IllegalArgumentException("negative: " + v);
        }
    }

    static int eval(Expr e) {
        return switch (e) {
            case Num(var v) -> v;
            case Add(Num(var a), Num(var b)) -> a + b;
            case Add(var l, var r) -> eval(l) + eval(r);
            case Mul(Num(int a), var r) when a == 0 -> 0;
            case Mul(var l, var r) -> eval(l) * eval(r);
            case Neg(Neg(var inner)) -> eval(inner);
            case Neg(var inner) -> -eval(inner);
        };
    }

    static String show(Object o) {
        if (o instanceof Line(Point(var x1, var y1), Point(int x2, int y2)) && x1 == x2) return "vertical at " + x1 + " from " + y1 + " to " + y2;
        if (o instanceof Line(Point a, Point b)) return "line " + a + " -> " + b;
        if (o instanceof Box<?>(String s)) return "box of string " + s;
        if (o instanceof Box<?>(Box<?>(var inner))) return "box in a box of " + inner;
        return switch (o) {
            case Pair<?, ?>(Integer a, Integer b) -> "int pair sum " + (a + b);
            case Pair<?, ?>(String a, var b) -> "string first " + a + "/" + b;
            case Pair<?, ?>(var a, var b) -> "pair " + a + "," + b;
            case Box<?>(var c) -> "box of " + c;
            default -> "something else";
        };
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Neg(new Add(new Num(1), new Num(2)))));
        System.out.println(e);
        System.out.println(eval(e) + " " + eval(new Mul(new Num(0), e)) + " " + eval(new Neg(new Num(5))));
        for (Object o : List.of(new Line(new Point(1, 2), new Point(1, 7)), new Line(new Point(0, 0), new Point(3, 4)),
                new Box<>("s"), new Box<>(new Box<>(9)), new Box<>(List.of(1)), new Pair<>(1, 2), new Pair<>("a", 2.5),
                new Pair<>(List.of(), 'c'), "x"))
            System.out.println(show(o));
        Point p = new Point(3, 4), q = new Point(3, 4);
        System.out.println(p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + p.equals(new Point(4, 3)) + " " + p.equals(null));
        System.out.println(new Pair<>(null, "z") + " " + new Pair<>(null, "z").equals(new Pair<>(null, "z")) + " " + new Pair<>(null, null).hashCode());
        Named n = new Named("n", 1.5, 1L << 40, 'q', true, 2.5f, (byte) -3, (short) 300, new int[] { 1 });
        Named m = new Named("n", 1.5, 1L << 40, 'q', true, 2.5f, (byte) -3, (short) 300, n.data());
        System.out.println(n.toString().replaceAll("\\[I@[0-9a-f]+", "[I@H") + " " + n.equals(m)
                + " " + n.equals(new Named("n", 1.5, 1L << 40, 'q', true, 2.5f, (byte) -3, (short) 300, new int[] { 1 })));
        System.out.println(n.hashCode() == m.hashCode());
        System.out.println(Objects.hash(1.5, -0.0) + " " + new Pair<>(0.0, -0.0).equals(new Pair<>(-0.0, 0.0)));
        try {
            new Checked(-1);
        } catch (IllegalArgumentException ex) {
            System.out.println(ex.getMessage());
        }
        System.out.println(Arrays.toString(Named.class.getRecordComponents()));
        System.out.println(Point.class.isRecord() + " " + Line.class.getRecordComponents()[1].getType().getSimpleName());
        try {
            Object bad = new Line(null, new Point(0, 0));
            if (bad instanceof Line(Point(var x, var y), var to)) System.out.println("matched " + x + y + to);
            else System.out.println("no match on a null component");
        } catch (RuntimeException ex) {
            System.out.println(ex.getClass().getName());
        }
    }
}
