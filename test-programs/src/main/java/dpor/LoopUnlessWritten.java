package dpor;

/**
 * Main loops forever (on a volatile read, so every round is a step) when it reads x before the
 * other thread wrote it, else it prints or, given "fail", throws. Under --max-steps the first
 * execution (main runs alone until the limit) is cut; the search must go on to the execution where
 * the write comes first. (With spin loops as waits, the default, that loop is a non-termination:
 * StepLimitTest runs it with each round a step.)
 */
public class LoopUnlessWritten {
    static volatile int x, never;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> x = 1);
        t.start();
        if (x == 0) {
            while (never != 42) { }
        } else if (args.length > 0 && args[0].equals("fail")) {
            throw new IllegalStateException("x was written first");
        } else {
            System.out.println("x was written first");
        }
        t.join();
    }
}
