/** Start-up benchmark, a small two-thread bug: an unsynchronized increment loses an update in some interleaving. */
public class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> { int v = count; count = v + 1; };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start(); b.start();
        a.join(); b.join();
        if (count != 2) throw new AssertionError("lost update: count = " + count);
    }
}
