package conformance;

import java.util.Comparator;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.UnaryOperator;

public class FunctionalInterfaces {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);

        default TriFunction<A, B, C, String> described() {
            return (a, b, c) -> "result=" + apply(a, b, c);
        }

        static <T> TriFunction<T, T, T, T> first() {
            return (a, b, c) -> a;
        }
    }

    interface Shape {
        double area();

        default String describe() {
            return "shape " + area();
        }
    }

    public static void main(String[] args) {
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        System.out.println("predicate " + empty.test("") + " negate " + empty.negate().test("") + " and " + empty.negate().and(longish).test("abcd") + " or " + empty.or(longish).test("ab") + " not " + Predicate.not(empty).test("x"));
        System.out.println("isEqual " + Predicate.isEqual("a").test("a") + " " + Predicate.isEqual(null).test(null));
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times2 = x -> x * 2;
        System.out.println("andThen " + plus1.andThen(times2).apply(5) + " compose " + plus1.compose(times2).apply(5) + " identity " + Function.identity().apply("id"));
        UnaryOperator<String> exclaim = s -> s + "!";
        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Comparator.naturalOrder());
        System.out.println("unary " + exclaim.apply("hi") + " maxBy " + maxOp.apply(3, 9) + " minBy " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(3, 9));
        BiFunction<Integer, Integer, Integer> pow = (a, b) -> (int) Math.pow(a, b);
        System.out.println("bifunction andThen " + pow.andThen(x -> "v" + x).apply(2, 10));
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("c1:").append(s).append(' ');
        Consumer<String> c2 = s -> log.append("c2:").append(s).append(' ');
        c1.andThen(c2).accept("val");
        BiConsumer<String, Integer> bc = (k, v) -> log.append(k).append('=').append(v).append(' ');
        bc.andThen((k, v) -> log.append("again ")).accept("key", 7);
        System.out.println("consumers " + log.toString().trim());
        Supplier<Double> sup = () -> 3.0;
        BooleanSupplier bs = () -> true;
        LongSupplier ls = () -> Long.MAX_VALUE;
        System.out.println("suppliers " + sup.get() + " " + bs.getAsBoolean() + " " + ls.getAsLong());
        IntUnaryOperator sq = x -> x * x;
        IntBinaryOperator add = Integer::sum;
        IntPredicate even = x -> (x & 1) == 0;
        IntToLongFunction widen = x -> x * 1000000000L;
        System.out.println("int ops " + sq.andThen(x -> x + 1).applyAsInt(7) + " " + add.applyAsInt(2, 3) + " " + even.and(x -> x > 2).test(4) + " " + widen.applyAsLong(5));
        DoubleUnaryOperator half = x -> x / 2;
        DoubleBinaryOperator hyp = Math::hypot;
        ToDoubleFunction<String> parse = Double::parseDouble;
        System.out.println("double ops " + half.compose(x -> x + 1).applyAsDouble(3) + " " + hyp.applyAsDouble(3, 4) + " " + parse.applyAsDouble("2.5e1"));
        TriFunction<Integer, Integer, Integer, Integer> sum3 = (a, b, c) -> a + b + c;
        System.out.println("custom " + sum3.apply(1, 2, 3) + " " + sum3.described().apply(4, 5, 6) + " " + TriFunction.<String>first().apply("p", "q", "r"));
        Shape sq2 = () -> 4.0;
        Shape circle = new Shape() {
            public double area() {
                return 3.0;
            }
        };
        System.out.println("default method " + sq2.describe() + " | " + circle.describe());
        Supplier<Integer> boxed = () -> 42;
        Supplier<Long> widened = () -> 42L;
        Function<Integer, Double> toD = i -> (double) i / 4;
        Supplier<Character> ch = () -> 'c';
        Supplier<Object> anyObj = () -> 1.5f;
        System.out.println("boxing " + boxed.get().getClass().getSimpleName() + " " + widened.get().getClass().getSimpleName() + " " + toD.apply(5) + " " + ch.get().getClass().getSimpleName() + " " + anyObj.get().getClass().getSimpleName());
        IntUnaryOperator fact = new IntUnaryOperator() {
            public int applyAsInt(int n) {
                return n <= 1 ? 1 : n * applyAsInt(n - 1);
            }
        };
        System.out.println("fact " + fact.applyAsInt(12) + " identity " + IntUnaryOperator.identity().applyAsInt(9));
        Comparator<String> cmp = Comparator.comparing(String::length);
        System.out.println("comparator " + cmp.compare("aa", "b") + " reversed " + cmp.reversed().compare("aa", "b") + " nullsFirst " + Comparator.nullsFirst(cmp).compare(null, "x") + " nullsLast " + Comparator.nullsLast(cmp).compare(null, "x"));
    }
}
