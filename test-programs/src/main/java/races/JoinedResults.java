package races;

/** Results written by threads are read after joining them: ordered, no race. */
public class JoinedResults {
    static final int[] results = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> results[0] = 1), t2 = new Thread(() -> results[1] = 2);
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(results[0] + results[1]);
    }
}
