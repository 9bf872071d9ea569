package races;

/** Data published through a plain flag: the flag and the data race. */
public class UnsafePublication {
    static int data;
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data = 42; ready = true; });
        writer.start();
        if (ready) System.out.println(data);
        writer.join();
    }
}
