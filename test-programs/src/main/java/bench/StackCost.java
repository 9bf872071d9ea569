package bench;

/**
 * The cost of stack walking 30 frames deep, for bench-stack.sh: args mode (throwable:
 * new Throwable().getStackTrace(); walker: StackWalker.walk counting the frames; method: the
 * caller's method name through getStackTrace()[1], as log4j's %M does; compute: a plain
 * arithmetic loop of about the same bytecodes, the reference) and how many times.
 */
public class StackCost {
    static int sink;

    static void run(String mode, int n) {
        for (int i = 0; i < n; i++) {
            switch (mode) {
                case "throwable": sink += new Throwable().getStackTrace().length; break;
                case "walker": sink += StackWalker.getInstance().walk(s -> (int) s.count()); break;
                case "method": sink += new Throwable().getStackTrace()[1].getMethodName().length(); break;
                case "compute": { int x = 0; for (int j = 0; j < 100; j++) x += j * i; sink += x; break; }
                default: throw new IllegalArgumentException("mode: throwable, walker, method or compute");
            }
        }
    }

    static void deep(int d, String mode, int n) {
        if (d == 0) run(mode, n);
        else deep(d - 1, mode, n);
    }

    public static void main(String[] args) {
        deep(30, args[0], Integer.parseInt(args[1]));
        System.out.println(sink);
    }
}
