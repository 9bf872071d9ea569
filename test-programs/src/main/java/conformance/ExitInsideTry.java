package conformance;

public class ExitInsideTry {
    static void deep(int n) {
        if (n == 0) {
            System.out.println("exiting from depth");
            System.exit(7);
        }
        try {
            deep(n - 1);
        } finally {
            System.out.println("finally at " + n + " (must not print)");
        }
    }

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("shutdown hook ran")));
        try {
            System.out.println("in try");
            deep(5);
        } finally {
            System.out.println("outer finally (must not print)");
        }
    }
}
