package conformance;

public class InterfaceInit {
    static int mark(String s) {
        System.out.println("  init " + s);
        return 1;
    }

    interface NoDefault {
        int FIELD = mark("NoDefault.FIELD");

        void m();
    }

    interface WithDefault {
        int FIELD = mark("WithDefault.FIELD");

        default void d() {
        }
    }

    interface ConstOnly {
        int CONST = 7;
        int NONCONST = mark("ConstOnly.NONCONST");
    }

    interface SubOfWithDefault extends WithDefault {
        int SUBFIELD = mark("SubOfWithDefault.SUBFIELD");
    }

    static class ImplNoDefault implements NoDefault {
        static {
            System.out.println("  ImplNoDefault static block");
        }

        public void m() {
        }
    }

    static class ImplWithDefault implements WithDefault {
        static {
            System.out.println("  ImplWithDefault static block");
        }
    }

    static class ImplSub implements SubOfWithDefault {
        static {
            System.out.println("  ImplSub static block");
        }
    }

    interface StaticMethodIface {
        int F = mark("StaticMethodIface.F");

        static int s() {
            return 3;
        }
    }

    public static void main(String[] args) {
        System.out.println("new ImplNoDefault (interface without defaults is not initialized):");
        new ImplNoDefault().m();
        System.out.println("new ImplWithDefault (interface with default IS initialized, before class):");
        new ImplWithDefault();
        System.out.println("constant from interface (no init):");
        System.out.println("  CONST " + ConstOnly.CONST);
        System.out.println("non-constant field (init):");
        System.out.println("  NONCONST " + ConstOnly.NONCONST);
        System.out.println("NoDefault.FIELD access:");
        System.out.println("  FIELD " + NoDefault.FIELD);
        System.out.println("new ImplSub (SubOfWithDefault has no default itself; WithDefault already initialized):");
        new ImplSub();
        System.out.println("SubOfWithDefault.SUBFIELD:");
        System.out.println("  SUBFIELD " + SubOfWithDefault.SUBFIELD);
        System.out.println("static interface method:");
        System.out.println("  s " + StaticMethodIface.s());
        System.out.println("done");
    }
}
