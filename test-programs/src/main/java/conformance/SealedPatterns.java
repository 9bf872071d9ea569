package conformance;

import java.util.List;

public class SealedPatterns {
    sealed interface Shape permits Circle, Rect, Tri, Group {
    }

    record Circle(double r) implements Shape {
    }

    record Rect(double w, double h) implements Shape {
    }

    record Tri(double b, double h) implements Shape {
    }

    static final class Group implements Shape {
        final List<Shape> members;

        Group(List<Shape> members) {
            this.members = members;
        }
    }

    sealed static abstract class Expr permits Num, Add, Mul, Neg {
    }

    static final class Num extends Expr {
        final int v;

        Num(int v) {
            this.v = v;
        }
    }

    static final class Add extends Expr {
        final Expr l, r;

        Add(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }
    }

    static final class Mul extends Expr {
        final Expr l, r;

        Mul(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }
    }

    static non-sealed class Neg extends Expr {
        final Expr e;

        Neg(Expr e) {
            this.e = e;
        }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Tri t) return 0.5 * t.b() * t.h();
        if (s instanceof Group g) {
            double sum = 0;
            for (Shape m : g.members) sum += area(m);
            return sum;
        }
        throw new AssertionError();
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v;
        if (e instanceof Add a) return eval(a.l) + eval(a.r);
        if (e instanceof Mul m) return eval(m.l) * eval(m.r);
        if (e instanceof Neg n) return -eval(n.e);
        throw new IllegalStateException();
    }

    static String show(Expr e) {
        return e instanceof Num n ? Integer.toString(n.v)
                : e instanceof Add a ? "(" + show(a.l) + " + " + show(a.r) + ")"
                : e instanceof Mul m ? show(m.l) + "*" + show(m.r)
                : "-" + show(((Neg) e).e);
    }

    static String classify(Object o) {
        if (o instanceof String s && !s.isEmpty()) return "non-empty string of " + s.length();
        if (o instanceof String) return "empty string";
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof int[] arr) return "int array " + arr.length;
        if (o instanceof Shape sh) return "shape " + sh.getClass().getSimpleName();
        if (!(o instanceof Number num)) return "other";
        return "number " + num.doubleValue();
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Rect(4, 4), new Tri(3, 4), new Group(List.of(new Rect(1, 1), new Tri(2, 2))));
        for (Shape s : shapes) System.out.println("area " + s.getClass().getSimpleName() + " " + area(s));
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Add(new Num(1), new Num(4)))));
        System.out.println("expr " + show(e) + " = " + eval(e));
        for (Object o : new Object[]{"hi", "", 41, new int[3], new Circle(2), 2.5, 'c', null}) {
            System.out.println("classify " + classify(o));
        }
        System.out.println("sealed " + Shape.class.isSealed() + " permitted " + Shape.class.getPermittedSubclasses().length + " Expr sealed " + Expr.class.isSealed() + " Neg sealed " + Neg.class.isSealed());
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : Expr.class.getPermittedSubclasses()) sb.append(c.getSimpleName()).append(' ');
        System.out.println("permitted " + sb.toString().trim());
    }
}
