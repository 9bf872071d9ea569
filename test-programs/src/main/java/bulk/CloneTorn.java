package bulk;

/** As {@link CopyTorn}, with the reader cloning the shared array. */
public class CloneTorn {
    static final int[] data = new int[2];
    static volatile int[] copy;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data[0] = 1; data[1] = 1; });
        Thread reader = new Thread(() -> copy = data.clone());
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (copy[0] == 1 && copy[1] == 0) throw new IllegalStateException("cloned {1, 0}");
    }
}
