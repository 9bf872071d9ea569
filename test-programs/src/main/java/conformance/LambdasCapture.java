package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class LambdasCapture {
    private int field = 10;
    private static int staticField = 100;
    private final String name;

    LambdasCapture(String name) {
        this.name = name;
    }

    Supplier<String> describe() {
        return () -> name + ":" + field;
    }

    Runnable incrementer() {
        return () -> field++;
    }

    IntSupplier nested() {
        int local = 5;
        return () -> {
            IntSupplier inner = () -> local + field + staticField;
            return inner.getAsInt() * 2;
        };
    }

    public static void main(String[] args) {
        LambdasCapture lc = new LambdasCapture("obj");
        Supplier<String> d = lc.describe();
        System.out.println("describe " + d.get());
        Runnable inc = lc.incrementer();
        inc.run();
        inc.run();
        System.out.println("after inc " + d.get() + " field " + lc.field);
        System.out.println("nested " + lc.nested().getAsInt());
        staticField = 1000;
        System.out.println("nested after static change " + lc.nested().getAsInt());
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int copy = i;
            sups.add(() -> copy * copy);
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> s : sups) sb.append(s.get()).append(' ');
        System.out.println("captured loop vars " + sb.toString().trim());
        List<Runnable> rs = new ArrayList<>();
        for (String w : new String[]{"x", "y", "z"}) rs.add(() -> System.out.print(w));
        rs.forEach(Runnable::run);
        System.out.println();
        int[] counter = {0};
        Runnable bump = () -> counter[0]++;
        for (int i = 0; i < 7; i++) bump.run();
        System.out.println("array capture " + counter[0]);
        long lv = 1L << 40;
        double dv = 2.5;
        char cv = 'q';
        boolean bv = true;
        byte byv = -3;
        short sv = 300;
        float fv = 1.5f;
        Supplier<String> many = () -> lv + "|" + dv + "|" + cv + "|" + bv + "|" + byv + "|" + sv + "|" + fv;
        System.out.println("captured primitives " + many.get());
        Supplier<Supplier<Supplier<String>>> deep = () -> () -> () -> "deep" + lv;
        System.out.println("curried " + deep.get().get().get());
        java.util.function.Function<Integer, java.util.function.Function<Integer, Integer>> adder = a -> b -> a + b;
        System.out.println("curried add " + adder.apply(3).apply(4));
        Runnable anonVsLambda = new Runnable() {
            @Override
            public void run() {
                System.out.println("anon this is Runnable " + (this instanceof Runnable));
            }
        };
        anonVsLambda.run();
        lc.thisInLambda();
        Supplier<Integer> recursiveFact = new Supplier<>() {
            int n = 10;

            @Override
            public Integer get() {
                if (n <= 1) return 1;
                int cur = n--;
                return cur * get();
            }
        };
        System.out.println("recursive anon " + recursiveFact.get());
    }

    void thisInLambda() {
        Runnable r = () -> System.out.println("lambda this is outer " + (this == lambdaSelf()) + " name " + this.name);
        r.run();
    }

    LambdasCapture lambdaSelf() {
        return this;
    }
}
