package bulk;

/**
 * An object reaches another thread only through System.arraycopy into a shared array; main writes
 * its field afterwards, unsynchronized: the other thread can see the object before the write.
 * The copy must publish the object, so that the write and the read are visible operations.
 */
public class CopyPublish {
    static final class Box { int v; }

    static final Box[] shared = new Box[1];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            Box b = shared[0];
            if (b != null && b.v == 0) throw new IllegalStateException("saw the box before its write");
        });
        t.start();
        Box b = new Box();
        System.arraycopy(new Box[] {b}, 0, shared, 0, 1);
        b.v = 1;
        t.join();
    }
}
