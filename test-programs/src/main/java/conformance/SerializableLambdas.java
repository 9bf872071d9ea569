package conformance;

import java.io.Serializable;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

public class SerializableLambdas {
    interface SerFunc<A, B> extends Function<A, B>, Serializable {
    }

    static int helper(int x) {
        return x + 1000;
    }

    public static void main(String[] args) {
        int captured = 7;
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable ran " + captured);
        r.run();
        System.out.println("is Serializable " + (r instanceof Serializable) + " is Runnable " + (r instanceof Runnable));
        Runnable plain = () -> {
        };
        System.out.println("plain lambda Serializable " + (plain instanceof Serializable));
        SerFunc<String, Integer> f = String::length;
        System.out.println("SerFunc " + f.apply("four") + " ser " + (f instanceof Serializable));
        SerFunc<Integer, Integer> g = SerializableLambdas::helper;
        System.out.println("SerFunc static ref " + g.apply(1) + " andThen " + g.andThen(x -> x * 2).apply(1));
        Comparator<String> sc = (Comparator<String> & Serializable) (a, b) -> b.compareTo(a);
        System.out.println("ser comparator " + sc.compare("a", "b") + " " + (sc instanceof Serializable));
        Supplier<String> ss = (Supplier<String> & Serializable) () -> "supplied" + captured;
        System.out.println("ser supplier " + ss.get());
        Object o = r;
        System.out.println("cast back " + ((Runnable) o != null));
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println("naturalOrder serializable " + (natural instanceof Serializable));
    }
}
