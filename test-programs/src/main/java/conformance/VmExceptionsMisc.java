package conformance;

public class VmExceptionsMisc {
    interface Op {
        Object run() throws Throwable;
    }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (NullPointerException e) {
            // helpful NPE messages are implementation-specific: only print the class name
            System.out.println(label + " -> " + e.getClass().getName());
        } catch (IllegalMonitorStateException e) {
            System.out.println(label + " -> " + e.getClass().getName());
        } catch (Throwable e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String nullStr() {
        return null;
    }

    static int[] nullArr() {
        return null;
    }

    static class Holder {
        int field;
        Holder next;

        synchronized void sync() {
        }
    }

    public static void main(String[] args) {
        attempt("null method call", () -> nullStr().length());
        attempt("null array length", () -> nullArr().length);
        attempt("null array load", () -> nullArr()[0]);
        attempt("null array store", () -> nullArr()[0] = 1);
        Holder h = new Holder();
        attempt("null field read", () -> h.next.field);
        attempt("null field write", () -> h.next.field = 5);
        attempt("null throw", () -> {
            RuntimeException re = null;
            throw re;
        });
        attempt("null synchronized", () -> {
            Object lock = null;
            synchronized (lock) {
                return 1;
            }
        });
        attempt("null unboxing", () -> {
            Integer boxed = null;
            int x = boxed;
            return x;
        });
        attempt("null switch string", () -> {
            String sw = null;
            switch (sw) {
                default:
                    return 0;
            }
        });
        attempt("Objects.requireNonNull msg", () -> java.util.Objects.requireNonNull(null, "must not be null"));
        attempt("charAt 10", () -> "hello".charAt(10));
        attempt("charAt -1", () -> "hello".charAt(-1));
        attempt("substring 2,10", () -> "hello".substring(2, 10));
        attempt("substring 3,1", () -> "hello".substring(3, 1));
        attempt("substring -1", () -> "hello".substring(-1));
        attempt("substring 6", () -> "hello".substring(6));
        attempt("non-latin charAt", () -> "\u4e2d\u6587".charAt(5));
        attempt("sb charAt", () -> new StringBuilder("ab").charAt(2));
        attempt("sb setLength -1", () -> {
            new StringBuilder().setLength(-1);
            return 0;
        });
        attempt("parseInt abc", () -> Integer.parseInt("abc"));
        attempt("parseInt empty", () -> Integer.parseInt(""));
        attempt("parseInt null", () -> Integer.parseInt(null));
        attempt("parseInt overflow", () -> Integer.parseInt("2147483648"));
        attempt("parseInt radix", () -> Integer.parseInt("12", 2));
        attempt("parseInt bad radix", () -> Integer.parseInt("1", 99));
        attempt("parseInt spaces", () -> Integer.parseInt(" 1"));
        attempt("parseInt minus only", () -> Integer.parseInt("-"));
        attempt("parseLong", () -> Long.parseLong("12L"));
        attempt("valueOf double", () -> Double.parseDouble("1.2.3"));
        attempt("parseDouble empty", () -> Double.parseDouble(""));
        attempt("BigInteger", () -> new java.math.BigInteger("12x"));
        attempt("BigDecimal", () -> new java.math.BigDecimal("1e"));
        attempt("Byte range", () -> Byte.parseByte("200"));
        attempt("notify outside sync", () -> {
            new Object().notify();
            return 0;
        });
        attempt("wait outside sync", () -> {
            new Object().wait(1);
            return 0;
        });
        attempt("notifyAll outside sync", () -> {
            "lock".notifyAll();
            return 0;
        });
        attempt("notify inside sync", () -> {
            Object o = new Object();
            synchronized (o) {
                o.notify();
            }
            return "ok";
        });
        attempt("iterator remove UOE", () -> {
            java.util.List.of(1).iterator().remove();
            return 0;
        });
        attempt("Character.toChars bad", () -> Character.toChars(-1));
        attempt("String.repeat negative", () -> "a".repeat(-1));
        attempt("enum valueOf", () -> Thread.State.valueOf("RUNNING"));
        attempt("clone not supported", () -> new CloneMe().tryClone());
        attempt("assertion error msg", () -> {
            throw new AssertionError(42);
        });
    }

    static class CloneMe {
        Object tryClone() throws CloneNotSupportedException {
            return clone();
        }
    }
}
