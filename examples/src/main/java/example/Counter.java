package example;

/**
 * A counter whose increment is a read followed by a write: two threads that increment at the same
 * time can both read the old value, and one update is lost.
 */
public class Counter {
    private int count;

    public void increment() {
        int v = count;
        count = v + 1;
    }

    public int get() { return count; }

    /** Two threads increment once each; fails (exit status 1) when an update was lost. */
    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Thread other = new Thread(c::increment, "other");
        other.start();
        c.increment();
        other.join();
        System.out.println("count = " + c.get());
        if (c.get() != 2) throw new AssertionError("lost update: count = " + c.get());
    }
}
