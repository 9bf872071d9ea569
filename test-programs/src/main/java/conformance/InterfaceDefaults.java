package conformance;

public class InterfaceDefaults {
    interface A {
        default String hello() {
            return "A.hello";
        }

        static String util() {
            return "A.util";
        }

        private String secret() {
            return "A.secret";
        }

        default String reveal() {
            return secret() + "+" + helper();
        }

        private static String helper() {
            return "A.helper";
        }
    }

    interface B extends A {
        @Override
        default String hello() {
            return "B.hello";
        }
    }

    interface C extends A {
        @Override
        default String hello() {
            return "C.hello";
        }
    }

    static class D implements B, C {
        @Override
        public String hello() {
            return "D(" + B.super.hello() + "," + C.super.hello() + ")";
        }
    }

    interface X {
        default String name() {
            return "X";
        }
    }

    interface Y extends X {
    }

    interface Z extends X {
    }

    static class Diamond implements Y, Z {
    }

    static class Parent {
        public String hello() {
            return "Parent.hello";
        }
    }

    static class ClassWins extends Parent implements A {
    }

    interface Counter {
        int count();

        default int doubled() {
            return count() * 2;
        }

        default int tripled() {
            return doubled() + count();
        }
    }

    static class Fixed implements Counter {
        public int count() {
            return 7;
        }

        public int doubled() {
            return 100;
        }
    }

    interface WithConst {
        int CONST = 42;
        String NAME = "iface";
    }

    static class Impl implements WithConst {
        int get() {
            return CONST + 1;
        }
    }

    abstract static class AbstractImpl implements Counter {
        public abstract int count();
    }

    public static void main(String[] args) {
        System.out.println("D " + new D().hello());
        System.out.println("B " + new B() {
        }.hello() + " A " + new A() {
        }.hello());
        System.out.println("static " + A.util() + " private via default " + new B() {
        }.reveal());
        System.out.println("diamond " + new Diamond().name());
        System.out.println("class wins " + new ClassWins().hello());
        Fixed f = new Fixed();
        System.out.println("override default " + f.doubled() + " tripled uses override " + f.tripled());
        Counter lam = () -> 5;
        System.out.println("lambda defaults " + lam.doubled() + " " + lam.tripled());
        System.out.println("constants " + new Impl().get() + " " + WithConst.NAME + " " + Impl.CONST);
        AbstractImpl ai = new AbstractImpl() {
            public int count() {
                return 11;
            }
        };
        System.out.println("abstract impl " + ai.tripled());
        System.out.println("isInterface " + A.class.isInterface() + " isDefault " + hasDefault(A.class, "hello") + " " + hasDefault(Counter.class, "count"));
        A viaB = new D();
        System.out.println("dispatch through A " + viaB.hello() + " reveal " + viaB.reveal());
    }

    static boolean hasDefault(Class<?> c, String name) {
        try {
            return c.getDeclaredMethod(name).isDefault();
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
