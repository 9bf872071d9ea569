package conformance;

public class StackOverflowCatch {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, long b, double c) {
        depth++;
        return recurseWithLocals(a + 1, b * 2, c / 2) + 1;
    }

    static int finallyCount = 0;

    static void recurseFinally(int n) {
        try {
            recurseFinally(n + 1);
        } finally {
            finallyCount++;
        }
    }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 100: " + (depth > 100) + " msg null: " + (e.getMessage() == null));
        }
        depth = 0;
        try {
            recurseWithLocals(0, 1, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("caught second StackOverflowError " + e.getClass().getName() + " depth > 100: " + (depth > 100));
        }
        try {
            recurseFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("finally ran: " + (finallyCount > 100));
        }
        System.out.println("stack usable afterwards: " + fib(20));
        int ok = 0;
        for (int i = 0; i < 3; i++) {
            try {
                recurse();
            } catch (StackOverflowError e) {
                ok++;
            }
        }
        System.out.println("repeated overflows caught " + ok);
        try {
            recurse();
        } catch (Throwable t) {
            System.out.println("as Throwable " + (t instanceof VirtualMachineError) + " " + (t instanceof Error));
        }
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }
}
