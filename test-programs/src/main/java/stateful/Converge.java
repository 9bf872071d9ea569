package stateful;

/** Two threads each advance their own volatile counter n times: many interleavings, few states ((n+1)^2 for the counters). */
public class Converge {
    static volatile int a, b;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread t1 = new Thread(() -> { for (int i = 0; i < n; i++) a++; });
        Thread t2 = new Thread(() -> { for (int i = 0; i < n; i++) b++; });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a + " " + b);
    }
}
