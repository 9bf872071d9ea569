package conformance;

public class ClassInitFailure {
    static class Bad {
        static int value = compute();

        static int compute() {
            System.out.println("  Bad.<clinit> running");
            if (value == 0) throw new IllegalStateException("init failed on purpose");
            return 1;
        }

        static void touch() {
            System.out.println("  touched (should not print)");
        }
    }

    static class BadError {
        static {
            if (true) throw new UnsupportedOperationException("unsupported in clinit");
        }

        static int x = 1;
    }

    static class DivZero {
        static int z = 0;
        static int q = 10 / z;
    }

    static class Dependent {
        static int v = Bad.value + 1;
    }

    static class ThrowsError {
        static {
            if (true) throw new AssertionError("an Error, not Exception");
        }

        static int x;
    }

    static void report(Throwable t) {
        System.out.println("  caught " + t.getClass().getName() + " msg=" + t.getMessage());
        // NoClassDefFoundError's cause (added in later JDK updates) is not printed: it varies between 17.0.x builds.
        Throwable c = t.getCause();
        if (c != null && !(t instanceof NoClassDefFoundError)) System.out.println("    cause " + c.getClass().getName() + " msg=" + c.getMessage());
    }

    public static void main(String[] args) {
        System.out.println("first use of Bad:");
        try {
            System.out.println(Bad.value);
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("second use of Bad:");
        try {
            Bad.touch();
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("third use (new instance):");
        try {
            new Bad();
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("Dependent:");
        try {
            System.out.println(Dependent.v);
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("Dependent again:");
        try {
            System.out.println(Dependent.v);
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("BadError:");
        try {
            System.out.println(BadError.x);
        } catch (ExceptionInInitializerError e) {
            report(e);
            System.out.println("  getException same as cause " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(BadError.x);
        } catch (NoClassDefFoundError e) {
            report(e);
        }
        System.out.println("DivZero:");
        try {
            System.out.println(DivZero.q);
        } catch (ExceptionInInitializerError e) {
            report(e);
        }
        System.out.println("ThrowsError (Error is not wrapped):");
        try {
            System.out.println(ThrowsError.x);
        } catch (Throwable t) {
            report(t);
        }
        try {
            System.out.println(ThrowsError.x);
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("Class.forName on failed class:");
        try {
            Class.forName("conformance.ClassInitFailure$Bad");
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("Class.forName no-init on failed class:");
        try {
            Class<?> c = Class.forName("conformance.ClassInitFailure$Bad", false, ClassInitFailure.class.getClassLoader());
            System.out.println("  loaded " + c.getName());
        } catch (Throwable t) {
            report(t);
        }
        System.out.println("Class.forName missing class:");
        try {
            Class.forName("conformance.DoesNotExist");
        } catch (ClassNotFoundException e) {
            System.out.println("  caught " + e.getClass().getName() + " msg=" + e.getMessage());
        }
        System.out.println("done");
    }
}
