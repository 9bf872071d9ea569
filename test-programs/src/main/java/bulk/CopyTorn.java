package bulk;

/**
 * A reader copies a shared array with System.arraycopy while a writer fills it element by
 * element: the copy can see the first write and not the second ({1, 0}), as on the host JVM.
 */
public class CopyTorn {
    static final int[] data = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> { data[0] = 1; data[1] = 1; });
        int[] copy = new int[2];
        Thread reader = new Thread(() -> System.arraycopy(data, 0, copy, 0, 2));
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        if (copy[0] == 1 && copy[1] == 0) throw new IllegalStateException("copied {1, 0}");
    }
}
