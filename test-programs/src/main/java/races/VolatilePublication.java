package races;

/** The same publication through a volatile flag: ordered by happens-before, no race. */
public class VolatilePublication {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data = 42; ready = true; });
        writer.start();
        if (ready) System.out.println(data);
        writer.join();
    }
}
