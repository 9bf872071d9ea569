package manythreads;

/**
 * Bug. Reorder with a checker thread: n setters (default 99) each write a = 1 then b = -1
 * (volatile, unsynchronized), then one checker thread, started after all of them, requires
 * (a, b) to be (0, 0) or (1, -1). It fails when it reads a after one setter's first write and b
 * before every setter's second write (1, 0), or a before every setter's first write and b after
 * one setter's second (0, -1): either way its two reads come before (or after) all n setters but
 * one. Every setter races with every other on a and b.
 */
public class ReorderChecker {
    static volatile int a, b;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 99;
        Thread[] setters = new Thread[n];
        for (int i = 0; i < n; i++) {
            setters[i] = new Thread(() -> {
                a = 1;
                b = -1;
            });
            setters[i].start();
        }
        Thread checker = new Thread(() -> {
            int x = a;
            int y = b;
            if (!(x == 0 && y == 0) && !(x == 1 && y == -1)) throw new IllegalStateException("saw a = " + x + ", b = " + y);
        });
        checker.start();
        for (Thread t : setters) t.join();
        checker.join();
    }
}
