package conformance;

public class InnerClasses {
    private int secret = 42;
    private static String staticSecret = "static-secret";
    private final String name;

    InnerClasses(String name) {
        this.name = name;
    }

    private String privateMethod() {
        return "private method of " + name;
    }

    class Inner {
        private int innerSecret = 7;
        int secret = 1;

        String show() {
            return "inner sees outer secret " + InnerClasses.this.secret + " own " + secret + " static " + staticSecret + " " + privateMethod();
        }

        void mutateOuter() {
            InnerClasses.this.secret++;
        }

        class Deeper {
            String show() {
                return "deeper " + name + " " + innerSecret + " " + InnerClasses.this.secret;
            }
        }
    }

    static class StaticNested {
        private int value;

        StaticNested(int v) {
            value = v;
        }

        String peek(InnerClasses outer) {
            return "nested reads outer private " + outer.secret + " " + outer.privateMethod();
        }
    }

    int readInnerPrivate(Inner in) {
        return in.innerSecret;
    }

    static int readNestedPrivate(StaticNested n) {
        return n.value;
    }

    class Sub extends Inner {
        @Override
        String show() {
            return "sub: " + super.show();
        }
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outerA");
        InnerClasses.Inner in = outer.new Inner();
        System.out.println(in.show());
        in.mutateOuter();
        System.out.println("after mutate " + outer.secret);
        InnerClasses.Inner.Deeper d = in.new Deeper();
        System.out.println(d.show());
        StaticNested sn = new StaticNested(99);
        System.out.println(sn.peek(outer));
        System.out.println("outer reads inner private " + outer.readInnerPrivate(in) + " nested private " + readNestedPrivate(sn));
        InnerClasses other = new InnerClasses("outerB");
        Inner in2 = other.new Inner();
        System.out.println("second outer " + in2.show());
        System.out.println("sub " + outer.new Sub().show());
        System.out.println("names " + Inner.class.getName() + " " + Inner.Deeper.class.getName() + " " + StaticNested.class.getName());
        System.out.println("simple " + Inner.class.getSimpleName() + " " + Inner.Deeper.class.getSimpleName() + " enclosing " + Inner.Deeper.class.getEnclosingClass().getSimpleName());
        System.out.println("isMemberClass " + Inner.class.isMemberClass() + " static? " + java.lang.reflect.Modifier.isStatic(StaticNested.class.getModifiers()) + " " + java.lang.reflect.Modifier.isStatic(Inner.class.getModifiers()));
        System.out.println("nestHost " + Inner.Deeper.class.getNestHost().getSimpleName() + " nestmate " + Inner.class.isNestmateOf(StaticNested.class));
        System.out.println("canonical " + Inner.Deeper.class.getCanonicalName());
        staticSecret = "changed";
        System.out.println(in.show());
    }
}
