package conformance;

public class UncaughtMainException {
    static class CustomFailure extends RuntimeException {
        CustomFailure(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static void level(int n) {
        if (n == 0) throw new IllegalStateException("root cause");
        level(n - 1);
    }

    public static void main(String[] args) {
        System.out.println("starting");
        try {
            level(3);
        } catch (IllegalStateException e) {
            System.out.println("caught once: " + e.getMessage());
        }
        System.out.println("about to fail");
        try {
            level(2);
        } catch (IllegalStateException e) {
            throw new CustomFailure("main failed", e);
        } finally {
            System.out.println("finally before propagation");
        }
        System.out.println("unreachable");
    }
}
