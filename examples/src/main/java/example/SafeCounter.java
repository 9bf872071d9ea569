package example;

/** The counter of {@link Counter} with a synchronized increment: no update is lost. */
public class SafeCounter {
    private int count;

    public synchronized void increment() {
        int v = count;
        count = v + 1;
    }

    public synchronized int get() { return count; }

    /** Two threads increment once each; fails when an update was lost, which cannot happen. */
    public static void main(String[] args) throws InterruptedException {
        SafeCounter c = new SafeCounter();
        Thread other = new Thread(c::increment, "other");
        other.start();
        c.increment();
        other.join();
        System.out.println("count = " + c.get());
        if (c.get() != 2) throw new AssertionError("lost update: count = " + c.get());
    }
}
