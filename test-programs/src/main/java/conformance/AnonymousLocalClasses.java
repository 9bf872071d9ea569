package conformance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

public class AnonymousLocalClasses {
    interface Greeter {
        String greet(String who);
    }

    abstract static class Base {
        final String tag;

        Base(String tag) {
            this.tag = tag;
            System.out.println("Base ctor calls virtual: " + describe());
        }

        abstract String describe();
    }

    private int instanceCounter = 0;

    Iterator<Integer> countdown(int from) {
        class Countdown implements Iterator<Integer> {
            int cur = from;

            public boolean hasNext() {
                return cur > 0;
            }

            public Integer next() {
                instanceCounter++;
                return cur--;
            }
        }
        return new Countdown();
    }

    public static void main(String[] args) {
        String greeting = "Hi";
        Greeter g = new Greeter() {
            int calls = 0;

            @Override
            public String greet(String who) {
                calls++;
                return greeting + ", " + who + " #" + calls;
            }
        };
        System.out.println(g.greet("ann"));
        System.out.println(g.greet("bob"));
        System.out.println("anon name " + g.getClass().getName() + " simple [" + g.getClass().getSimpleName() + "] isAnonymous " + g.getClass().isAnonymousClass() + " canonical " + g.getClass().getCanonicalName());
        Base b = new Base("t1") {
            final String late = "late-init";

            @Override
            String describe() {
                return "anon base with late=" + late + " tag=" + tag;
            }
        };
        System.out.println("after ctor: " + b.describe());
        class Local {
            final int x;

            Local(int x) {
                this.x = x;
            }

            int twice() {
                return x * 2 + greeting.length();
            }
        }
        Local l = new Local(20);
        System.out.println("local " + l.twice() + " name " + Local.class.getName() + " simple " + Local.class.getSimpleName() + " isLocal " + Local.class.isLocalClass() + " enclosingMethod " + Local.class.getEnclosingMethod().getName());
        AnonymousLocalClasses outer = new AnonymousLocalClasses();
        Iterator<Integer> it = outer.countdown(4);
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("local iterator " + sb.toString().trim() + " counter " + outer.instanceCounter);
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb", "dddd"));
        words.sort(new Comparator<String>() {
            @Override
            public int compare(String x, String y) {
                return Integer.compare(y.length(), x.length());
            }
        });
        System.out.println("anon comparator " + words);
        Object o = new Object() {
            int hidden = 5;

            @Override
            public String toString() {
                return "anon object " + hidden;
            }
        };
        System.out.println(o);
        var anonVar = new Object() {
            int field = 9;

            int method() {
                return field * 3;
            }
        };
        System.out.println("var anon member access " + anonVar.field + " " + anonVar.method());
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            rs[i] = new Runnable() {
                public void run() {
                    System.out.println("anon runnable " + k + " class " + getClass().getName());
                }
            };
        }
        for (Runnable r : rs) r.run();
        System.out.println("same anon class " + (rs[0].getClass() == rs[2].getClass()));
        ArrayList<Integer> dbi = new ArrayList<>() {
            {
                add(1);
                add(2);
            }
        };
        System.out.println("double brace " + dbi + " superclass " + dbi.getClass().getSuperclass().getSimpleName());
    }
}
