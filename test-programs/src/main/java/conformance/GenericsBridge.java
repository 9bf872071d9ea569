package conformance;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class GenericsBridge {
    interface Transformer<T, R> {
        R transform(T t);
    }

    static class Upper implements Transformer<String, String> {
        public String transform(String s) {
            return s.toUpperCase(java.util.Locale.ROOT);
        }
    }

    static abstract class Animal implements Comparable<Animal> {
        abstract String name();

        public int compareTo(Animal o) {
            return name().compareTo(o.name());
        }

        Animal self() {
            return this;
        }
    }

    static class Dog extends Animal {
        String name() {
            return "dog";
        }

        @Override
        Dog self() {
            return this;
        }
    }

    static class Cat extends Animal {
        String name() {
            return "cat";
        }
    }

    static class Box<T extends Comparable<T>> {
        private final List<T> items = new ArrayList<>();

        void add(T t) {
            items.add(t);
        }

        T max() {
            T best = items.get(0);
            for (T t : items) if (t.compareTo(best) > 0) best = t;
            return best;
        }
    }

    static class IntBox extends Box<Integer> {
        @Override
        void add(Integer t) {
            super.add(t * 10);
        }
    }

    static <T extends Comparable<? super T>> T maxOf(List<? extends T> list) {
        T best = null;
        for (T t : list) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i);
    }

    @SafeVarargs
    static <T> List<T> listOf(T... xs) {
        return new ArrayList<>(Arrays.asList(xs));
    }

    static <K, V extends Comparable<V>> K argmax(java.util.Map<K, V> m) {
        K best = null;
        V bv = null;
        for (java.util.Map.Entry<K, V> e : new java.util.TreeMap<>(m).entrySet()) {
            if (bv == null || e.getValue().compareTo(bv) > 0) {
                best = e.getKey();
                bv = e.getValue();
            }
        }
        return best;
    }

    public static void main(String[] args) throws Exception {
        Transformer<String, String> t = new Upper();
        System.out.println("transform " + t.transform("abc"));
        @SuppressWarnings({"rawtypes", "unchecked"})
        Transformer raw = t;
        try {
            raw.transform(42);
        } catch (ClassCastException e) {
            System.out.println("bridge cast CCE " + e.getClass().getSimpleName());
        }
        int bridges = 0;
        for (Method m : Upper.class.getDeclaredMethods()) if (m.isBridge()) bridges++;
        System.out.println("Upper bridge methods " + bridges);
        List<Animal> zoo = new ArrayList<>(List.of(new Dog(), new Cat(), new Dog()));
        zoo.sort(null);
        StringBuilder sb = new StringBuilder();
        for (Animal a : zoo) sb.append(a.name()).append(' ');
        System.out.println("sorted animals " + sb.toString().trim());
        Animal a = new Dog();
        System.out.println("covariant return " + a.self().name() + " " + new Dog().self().getClass().getSimpleName());
        Box<String> bs = new Box<>();
        bs.add("kiwi");
        bs.add("zucchini");
        bs.add("apple");
        System.out.println("box max " + bs.max());
        Box<Integer> ib = new IntBox();
        ib.add(3);
        ib.add(7);
        System.out.println("intbox max via bridge " + ib.max());
        System.out.println("maxOf " + maxOf(List.of(3, 8, 1)) + " " + maxOf(List.of("b", "a")));
        System.out.println("sum wildcard " + sum(List.of(1, 2.5, 3L, (byte) 4)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 4);
        List<Object> osink = new ArrayList<>();
        fill(osink, 2);
        System.out.println("super wildcard " + sink + " " + osink);
        System.out.println("varargs " + listOf(1, 2, 3) + " " + listOf() + " " + listOf("x").size());
        System.out.println("argmax " + argmax(java.util.Map.of("a", 3, "b", 9, "c", 1)));
        List<String> strs = new ArrayList<>();
        @SuppressWarnings({"rawtypes", "unchecked"})
        List rawList = strs;
        rawList.add(123);
        System.out.println("heap pollution size " + strs.size() + " get as Object " + ((List<?>) strs).get(0));
        try {
            String s = strs.get(0);
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution CCE " + e.getClass().getSimpleName());
        }
        Comparator<Animal> byName = Comparator.comparing(Animal::name);
        System.out.println("comparator generic " + byName.compare(new Cat(), new Dog()));
        Method m = Box.class.getDeclaredMethod("add", Comparable.class);
        System.out.println("erasure param " + m.getParameterTypes()[0].getSimpleName() + " generic " + m.getGenericParameterTypes()[0].getTypeName());
    }
}
