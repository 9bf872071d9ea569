package bulk;

/** {@link CopyTorn} with the writer and the copy under one lock: never {1, 0}. */
public class CopyUnderLock {
    static final int[] data = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { synchronized (data) { data[0] = 1; data[1] = 1; } });
        int[] copy = new int[2];
        Thread reader = new Thread(() -> { synchronized (data) { System.arraycopy(data, 0, copy, 0, 2); } });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (copy[0] == 1 && copy[1] == 0) throw new IllegalStateException("copied {1, 0}");
        if (copy[0] != copy[1]) throw new IllegalStateException("copied a half-written array");
    }
}
