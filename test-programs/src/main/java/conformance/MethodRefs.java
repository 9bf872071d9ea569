package conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class MethodRefs {
    private final String prefix;

    MethodRefs(String prefix) {
        this.prefix = prefix;
    }

    MethodRefs() {
        this("default");
    }

    String decorate(String s) {
        return prefix + "<" + s + ">";
    }

    static int twice(int x) {
        return x * 2;
    }

    static String join(String a, Integer b) {
        return a + "#" + b;
    }

    static class Base {
        String who() {
            return "base";
        }
    }

    static class Derived extends Base {
        @Override
        String who() {
            return "derived";
        }

        Supplier<String> superRef() {
            return super::who;
        }

        Supplier<String> thisRef() {
            return this::who;
        }
    }

    public static void main(String[] args) {
        Function<Integer, Integer> st = MethodRefs::twice;
        System.out.println("static " + st.apply(21));
        BiFunction<String, Integer, String> st2 = MethodRefs::join;
        System.out.println("static bi " + st2.apply("k", 5));
        MethodRefs mr = new MethodRefs("pre");
        Function<String, String> bound = mr::decorate;
        System.out.println("bound " + bound.apply("x"));
        BiFunction<MethodRefs, String, String> unbound = MethodRefs::decorate;
        System.out.println("unbound " + unbound.apply(new MethodRefs("u"), "y"));
        Function<String, Integer> len = String::length;
        ToIntFunction<String> len2 = String::length;
        System.out.println("unbound String::length " + len.apply("hello") + " " + len2.applyAsInt("hi"));
        Supplier<MethodRefs> ctor0 = MethodRefs::new;
        Function<String, MethodRefs> ctor1 = MethodRefs::new;
        System.out.println("ctor " + ctor0.get().prefix + " " + ctor1.apply("custom").prefix);
        IntFunction<int[]> arrCtor = int[]::new;
        int[] made = arrCtor.apply(4);
        System.out.println("array ctor len " + made.length + " class " + made.getClass().getName());
        IntFunction<String[][]> arr2 = String[][]::new;
        System.out.println("2d array ctor " + arr2.apply(3).length + " " + arr2.apply(2).getClass().getName());
        String[] arr = Stream.of("b", "a", "c").toArray(String[]::new);
        System.out.println("toArray " + Arrays.toString(arr));
        Supplier<List<String>> listCtor = ArrayList::new;
        List<String> l = listCtor.get();
        l.add("added");
        System.out.println("ArrayList::new " + l);
        String str = "captured";
        Supplier<Integer> boundLen = str::length;
        System.out.println("bound on string " + boundLen.get());
        Derived dd = new Derived();
        System.out.println("super::who " + dd.superRef().get() + " this::who " + dd.thisRef().get());
        Function<Base, String> virt = Base::who;
        System.out.println("virtual unbound " + virt.apply(new Derived()) + " " + virt.apply(new Base()));
        UnaryOperator<String> up = s -> s.toUpperCase(java.util.Locale.ROOT);
        System.out.println("composed " + up.andThen(String::length).apply("abc") + " " + bound.compose((String s) -> s + "!").apply("z"));
        System.out.println("sorted by ref " + Stream.of("ccc", "a", "bb").sorted(java.util.Comparator.comparing(String::length)).collect(Collectors.toList()));
        Function<Integer, String> toStr = Integer::toHexString;
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println("Integer refs " + toStr.apply(255) + " " + parse.andThen(MethodRefs::twice).apply("50"));
        Object o = null;
        try {
            Supplier<String> nullBound = o::toString;
            nullBound.get();
        } catch (NullPointerException e) {
            System.out.println("bound ref on null -> NPE at creation");
        }
        Function<Object, String> valueOf = String::valueOf;
        System.out.println("String::valueOf " + valueOf.apply(null) + " " + valueOf.apply(12));
        Runnable printer = System.out::println;
        printer.run();
        System.out.println("after empty println");
    }
}
