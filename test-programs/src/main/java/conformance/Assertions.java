package conformance;

public class Assertions {
    static int sideEffects = 0;

    static boolean check() {
        sideEffects++;
        return true;
    }

    static class Inner {
        static boolean enabled() {
            boolean on = false;
            assert on = true;
            return on;
        }
    }

    public static void main(String[] args) {
        boolean enabled = false;
        assert enabled = true;
        System.out.println("assertions enabled " + enabled + " inner " + Inner.enabled() + " desiredAssertionStatus " + Assertions.class.desiredAssertionStatus());
        try {
            assert false : "msg";
            System.out.println("not reached when -ea");
        } catch (AssertionError e) {
            System.out.println("caught AssertionError message " + e.getMessage());
        }
        try {
            assert 1 > 2;
        } catch (AssertionError e) {
            System.out.println("no detail message " + e.getMessage());
        }
        try {
            assert false : 42;
        } catch (AssertionError e) {
            System.out.println("int detail " + e.getMessage());
        }
        try {
            Object detail = new IllegalStateException("cause detail");
            assert false : detail;
        } catch (AssertionError e) {
            System.out.println("throwable detail " + e.getMessage() + " cause " + (e.getCause() != null ? e.getCause().getMessage() : "null"));
        }
        try {
            assert false : null;
        } catch (AssertionError e) {
            System.out.println("null detail " + e.getMessage());
        }
        try {
            assert false : 'c';
        } catch (AssertionError e) {
            System.out.println("char detail " + e.getMessage());
        }
        try {
            assert false : 2.5;
        } catch (AssertionError e) {
            System.out.println("double detail " + e.getMessage());
        }
        assert check();
        assert check() : "unused";
        System.out.println("side effects evaluated " + sideEffects);
        AssertionError direct = new AssertionError("direct", new RuntimeException("c"));
        System.out.println("direct " + direct.getMessage() + " cause " + direct.getCause().getMessage() + " isError " + (direct instanceof Error));
        int x = 5;
        try {
            assert x < 0 : "x was " + x;
        } catch (AssertionError e) {
            System.out.println("computed detail: " + e.getMessage());
        }
    }
}
