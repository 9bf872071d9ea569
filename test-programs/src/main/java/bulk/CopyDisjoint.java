package bulk;

/**
 * A writer fills elements 2 and 3 of a shared array while a reader copies elements 0 and 1: the
 * copy touches nothing the writer writes, so there is one trace only.
 */
public class CopyDisjoint {
    static final int[] data = new int[4];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data[2] = 1; data[3] = 1; });
        int[] copy = new int[2];
        Thread reader = new Thread(() -> System.arraycopy(data, 0, copy, 0, 2));
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (copy[0] != 0 || copy[1] != 0) throw new IllegalStateException("copied a write that was never made");
    }
}
