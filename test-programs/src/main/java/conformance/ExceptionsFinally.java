package conformance;

public class ExceptionsFinally {
    static StringBuilder trace = new StringBuilder();

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int finallySwallowsException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            trace.append("finally set x=").append(x).append(';');
        }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                sb.append("inner-try ");
                throw new IllegalStateException("inner");
            } finally {
                sb.append("inner-finally ");
            }
        } catch (IllegalStateException e) {
            sb.append("outer-catch(").append(e.getMessage()).append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static String loopWithFinally() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        return sb.toString().trim();
    }

    @SuppressWarnings("finally")
    static String exceptionInFinally() {
        try {
            try {
                throw new RuntimeException("original");
            } finally {
                throw new IllegalArgumentException("from finally");
            }
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ":" + e.getMessage() + " suppressed=" + e.getSuppressed().length;
        }
    }

    static int depth = 0;

    static void recurseThrow(int n) {
        depth++;
        try {
            if (n == 0) throw new UnsupportedOperationException("bottom");
            recurseThrow(n - 1);
        } finally {
            trace.append(n).append(',');
        }
    }

    static String catchOrder(int k) {
        try {
            switch (k) {
                case 0: throw new IllegalArgumentException("iae");
                case 1: throw new NumberFormatException("nfe");
                case 2: throw new ArithmeticException("ae");
                case 3: throw new Error("err");
                default: return "none";
            }
        } catch (NumberFormatException e) {
            return "NFE-handler " + e.getMessage();
        } catch (IllegalArgumentException | ArithmeticException e) {
            return "multi-handler " + e.getClass().getSimpleName() + " " + e.getMessage();
        } catch (Throwable t) {
            return "throwable-handler " + t;
        } finally {
            trace.append("k").append(k).append(';');
        }
    }

    public static void main(String[] args) {
        System.out.println("finally overrides return " + finallyOverridesReturn());
        System.out.println("finally swallows exception " + finallySwallowsException());
        System.out.println("return captured " + returnValueCapturedBeforeFinally() + " trace " + trace);
        System.out.println("nested " + nested());
        System.out.println("loop " + loopWithFinally());
        System.out.println("exception in finally " + exceptionInFinally());
        trace.setLength(0);
        try {
            recurseThrow(10);
        } catch (UnsupportedOperationException e) {
            System.out.println("unwound " + depth + " frames, finally order " + trace + " msg " + e.getMessage());
        }
        trace.setLength(0);
        for (int k = 0; k <= 4; k++) System.out.println("catchOrder " + k + " " + catchOrder(k));
        System.out.println("catch trace " + trace);
        int x = 0;
        try {
            x = 1;
            Object o = "str";
            Integer bad = (Integer) o;
            x = 2;
        } catch (ClassCastException e) {
            x += 10;
        } finally {
            x += 100;
        }
        System.out.println("state after catch " + x);
        try {
            try {
                throw new Exception("checked");
            } catch (Exception e) {
                throw new RuntimeException("wrapped", e);
            }
        } catch (RuntimeException e) {
            System.out.println("rethrow wrapped " + e.getMessage() + " cause " + e.getCause().getMessage() + " toString " + e + " cause toString " + e.getCause());
        }
        Throwable t = new Throwable();
        System.out.println("no message toString " + t + " getMessage " + t.getMessage() + " localized " + t.getLocalizedMessage());
        System.out.println("exception with cause msg " + new RuntimeException(new IllegalStateException("inner")).getMessage());
    }
}
