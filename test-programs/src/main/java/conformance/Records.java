package conformance;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        Point {
            if (x < -1000) throw new IllegalArgumentException("x too small: " + x);
        }

        Point(int both) {
            this(both, both);
        }

        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }

        double dist() {
            return Math.sqrt(x * x + y * y);
        }

        Point plus(Point o) {
            return new Point(x + o.x, y + o.y);
        }
    }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }
    }

    record Named(String name, List<String> tags) {
        Named {
            Objects.requireNonNull(name, "name");
            tags = List.copyOf(tags);
        }

        @Override
        public String name() {
            return name.toUpperCase(java.util.Locale.ROOT);
        }
    }

    record AllTypes(boolean z, byte b, short s, char c, int i, long l, float f, double d, String str, int[] arr) {
    }

    record Empty() {
    }

    record Generic<T extends Comparable<T>>(T a, T b) {
        T max() {
            return a.compareTo(b) >= 0 ? a : b;
        }
    }

    interface HasArea {
        double area();
    }

    record Square(double side) implements HasArea {
        public double area() {
            return side * side;
        }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println("toString " + p + " x " + p.x() + " y " + p.y() + " dist " + p.dist());
        System.out.println("equals " + p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null) + " hash " + p.hashCode() + " " + new Point(3, 4).hashCode() + " origin " + Point.ORIGIN);
        System.out.println("second ctor " + new Point(7) + " static factory " + Point.of("10, -2") + " plus " + p.plus(Point.of("1,1")));
        try {
            new Point(-5000, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor check " + e.getMessage());
        }
        System.out.println("normalizing ctor " + new Range(9, 2) + " " + new Range(1, 5).equals(new Range(5, 1)));
        Named n = new Named("widget", new java.util.ArrayList<>(List.of("a", "b")));
        System.out.println("overridden accessor " + n.name() + " toString " + n + " tags " + n.tags());
        try {
            new Named(null, List.of());
        } catch (NullPointerException e) {
            System.out.println("requireNonNull " + e.getMessage());
        }
        AllTypes at = new AllTypes(true, (byte) -1, (short) 2, 'c', 4, 5L, 6.5f, -7.25, null, null);
        System.out.println("all types " + at);
        System.out.println("all types hash " + at.hashCode() + " equals " + at.equals(new AllTypes(true, (byte) -1, (short) 2, 'c', 4, 5L, 6.5f, -7.25, null, null)));
        int[] arr = {1, 2};
        System.out.println("array component equals by reference " + new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, "s", arr).equals(new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, "s", arr))
                + " " + new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, "s", arr).equals(new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, "s", arr.clone())));
        System.out.println("double -0.0 vs 0.0 " + new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, -0.0, "s", null).equals(new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0.0, "s", null))
                + " NaN " + new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, "s", null).equals(new AllTypes(false, (byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, "s", null)));
        System.out.println("empty " + new Empty() + " eq " + new Empty().equals(new Empty()) + " hash " + new Empty().hashCode());
        Generic<String> g = new Generic<>("pear", "apple");
        System.out.println("generic " + g + " max " + g.max() + " int max " + new Generic<>(3, 9).max());
        Square sq = new Square(1.5);
        HasArea ha = sq;
        System.out.println("interface record " + sq + " area " + ha.area());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 10; i++) set.add(new Point(i % 3, i % 2));
        System.out.println("set of records size " + set.size());
        System.out.println("isRecord " + Point.class.isRecord() + " " + String.class.isRecord() + " components " + Arrays.toString(Arrays.stream(AllTypes.class.getRecordComponents()).map(rc -> rc.getName() + ":" + rc.getType().getSimpleName()).toArray()));
        System.out.println("superclass " + Point.class.getSuperclass().getName() + " final " + java.lang.reflect.Modifier.isFinal(Point.class.getModifiers()));
        Object o = new Point(1, 2);
        if (o instanceof Point pt && pt.x() < pt.y()) {
            System.out.println("pattern " + pt.x() + "<" + pt.y());
        }
    }
}
