package conformance;

public class ClassInitCycle {
    static class A {
        static int a1 = 10;
        static int fromB = B.b1 + 1;
        static int a2 = 20;

        static {
            System.out.println("  A.<clinit> done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2);
        }
    }

    static class B {
        static int b1 = A.a2 + 100;
        static int b2 = A.a1 + 1000;

        static {
            System.out.println("  B.<clinit> done: b1=" + b1 + " b2=" + b2 + " (A is mid-initialization)");
        }
    }

    static class SelfRef {
        static final SelfRef INSTANCE = new SelfRef();
        static int counter = 5;
        final int seen;

        SelfRef() {
            seen = counter;
            counter++;
        }
    }

    static class Holder {
        static {
            System.out.println("  Holder.<clinit>");
        }

        static final Object VALUE = new Object() {
            @Override
            public String toString() {
                return "lazy holder value";
            }
        };
    }

    static class Parent {
        static String log = "";

        static {
            log += "P";
            System.out.println("  Parent.<clinit> sees Child.X=" + Child.X + " Child.y=" + Child.y);
        }
    }

    static class Child extends Parent {
        static final int X = 7;
        static int y = 8;

        static {
            log += "C";
            System.out.println("  Child.<clinit>");
        }
    }

    public static void main(String[] args) {
        System.out.println("touch A:");
        System.out.println("A.fromB " + A.fromB + " B.b1 " + B.b1 + " B.b2 " + B.b2);
        System.out.println("touch B again: " + B.b1);
        System.out.println("SelfRef.INSTANCE.seen " + SelfRef.INSTANCE.seen + " counter " + SelfRef.counter);
        System.out.println("before Holder");
        System.out.println("holder " + Holder.VALUE);
        System.out.println("touch Child.y:");
        System.out.println("Child.y " + Child.y + " log " + Parent.log);
    }
}
