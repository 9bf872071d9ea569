package conformance;

public class Polymorphism {
    static class A {
        String name = "A.field";
        static String stat() {
            return "A.stat";
        }

        String who() {
            return "A";
        }

        String callWho() {
            return "A.callWho->" + who();
        }

        private String priv() {
            return "A.priv";
        }

        String callPriv() {
            return priv();
        }

        String over(Object o) {
            return "A.over(Object)";
        }

        String over(String s) {
            return "A.over(String)";
        }
    }

    static class B extends A {
        String name = "B.field";

        static String stat() {
            return "B.stat";
        }

        @Override
        String who() {
            return "B";
        }

        String priv() {
            return "B.priv";
        }

        @Override
        String over(Object o) {
            return "B.over(Object)";
        }

        String superWho() {
            return super.who() + "/" + super.name;
        }
    }

    static class C extends B {
        @Override
        String who() {
            return "C(" + super.who() + ")";
        }
    }

    static String ov(int x) {
        return "int";
    }

    static String ov(long x) {
        return "long";
    }

    static String ov(double x) {
        return "double";
    }

    static String ov(Integer x) {
        return "Integer";
    }

    static String ov(Object x) {
        return "Object";
    }

    static String ov(int... x) {
        return "int...";
    }

    static String ov2(long x) {
        return "long";
    }

    static String ov2(Integer x) {
        return "Integer";
    }

    static String ov3(Object x) {
        return "Object";
    }

    static String ov3(String x) {
        return "String";
    }

    static String ov4(double x) {
        return "double";
    }

    static String ov4(Object... x) {
        return "Object...";
    }

    static String ch(char c) {
        return "char";
    }

    static String ch(int c) {
        return "int";
    }

    public static void main(String[] args) {
        A a = new B();
        System.out.println("virtual " + a.who() + " field by static type " + a.name + " cast field " + ((B) a).name + " static method by type " + A.stat() + " " + B.stat());
        System.out.println("callWho " + a.callWho() + " private not overridden " + a.callPriv() + " super " + ((B) a).superWho());
        A c = new C();
        System.out.println("chain " + c.who() + " " + c.callWho());
        String s = "str";
        Object o = s;
        System.out.println("overload by static type " + a.over(s) + " " + a.over(o) + " " + new A().over(o) + " null " + a.over((Object) null));
        byte bt = 1;
        short sh = 1;
        char chr = 'c';
        long lg = 1;
        float fl = 1;
        Integer boxed = 1;
        System.out.println("ov byte " + ov(bt) + " short " + ov(sh) + " char " + ov(chr) + " int " + ov(1) + " long " + ov(lg) + " float " + ov(fl) + " Integer " + ov(boxed) + " String " + ov("x") + " none " + ov() + " two " + ov(1, 2));
        System.out.println("widening beats boxing " + ov2(5) + " boxing when needed " + ov2(Integer.valueOf(5)));
        System.out.println("most specific " + ov3(null) + " " + ov3("s") + " " + ov3((Object) "s"));
        System.out.println("widening beats varargs " + ov4(5) + " " + ov4("x") + " " + ov4());
        System.out.println("char overload " + ch('x') + " " + ch('x' + 1) + " " + ch((char) ('x' + 1)));
        A[] arr = {new A(), new B(), new C()};
        StringBuilder sb = new StringBuilder();
        for (A x : arr) sb.append(x.who()).append(' ');
        System.out.println("array dispatch " + sb.toString().trim());
        Object obj = new C();
        System.out.println("instanceof chain " + (obj instanceof A) + " " + (obj instanceof B) + " " + (obj instanceof C) + " class " + obj.getClass().getSimpleName() + " super " + obj.getClass().getSuperclass().getSimpleName());
        Runnable r = new B()::who;
        System.out.println("interface default dispatch " + ((Comparable<String>) "b").compareTo("a"));
        System.out.println("toString override " + new Object() {
            @Override
            public String toString() {
                return "custom " + super.getClass().getSuperclass().getSimpleName();
            }
        });
    }
}
