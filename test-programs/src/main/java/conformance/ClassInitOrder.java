package conformance;

public class ClassInitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) {
        System.out.println("  " + s);
    }

    static class Super {
        static int superStatic = init("Super.superStatic");

        static {
            log("Super static block");
        }

        int instanceField = initI("Super.instanceField");

        {
            log("Super instance block");
        }

        Super() {
            log("Super ctor, calling overridable: " + describe());
        }

        String describe() {
            return "Super.describe";
        }

        static int init(String s) {
            log("static init " + s);
            return 1;
        }

        int initI(String s) {
            log("instance init " + s);
            return 2;
        }
    }

    static class Sub extends Super {
        static int subStatic = init("Sub.subStatic");
        static final int CONSTANT = 99;
        static final String STR_CONSTANT = "const";
        static final Integer NOT_CONSTANT = 100;

        static {
            log("Sub static block");
        }

        String name = "sub-name";

        {
            log("Sub instance block, name=" + name);
        }

        Sub() {
            super();
            log("Sub ctor");
        }

        @Override
        String describe() {
            return "Sub.describe name=" + name;
        }
    }

    static class OnlyStaticMethod {
        static {
            log("OnlyStaticMethod static block");
        }

        static int m() {
            return 5;
        }
    }

    static class ArrayElem {
        static {
            log("ArrayElem static block (should not run for array creation)");
        }
    }

    static class ForName {
        static {
            log("ForName static block");
        }
    }

    static class ForNameNoInit {
        static {
            log("ForNameNoInit static block");
        }
    }

    static class SuperField {
        static int value = 10;

        static {
            log("SuperField static block");
        }
    }

    static class SubOfSuperField extends SuperField {
        static {
            log("SubOfSuperField static block (should not run)");
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main start");
        System.out.println("constant access " + Sub.CONSTANT + " " + Sub.STR_CONSTANT);
        System.out.println("class literal " + Sub.class.getSimpleName());
        System.out.println("array creation " + new ArrayElem[3].length);
        System.out.println("creating Sub:");
        new Sub();
        System.out.println("creating Sub again:");
        new Sub();
        System.out.println("non-constant static final " + Sub.NOT_CONSTANT);
        System.out.println("static method call:");
        System.out.println("result " + OnlyStaticMethod.m());
        System.out.println("inherited static field via subclass:");
        System.out.println("value " + SubOfSuperField.value);
        System.out.println("Class.forName with init=false:");
        Class<?> c = Class.forName("conformance.ClassInitOrder$ForNameNoInit", false, ClassInitOrder.class.getClassLoader());
        System.out.println("loaded " + c.getSimpleName());
        System.out.println("Class.forName:");
        Class.forName("conformance.ClassInitOrder$ForName");
        System.out.println("again:");
        Class.forName("conformance.ClassInitOrder$ForName");
        System.out.println("now init ForNameNoInit via newInstance:");
        c.getDeclaredConstructor().newInstance();
        System.out.println("main end");
    }
}
