package bulk;

import java.util.ArrayList;
import java.util.List;

/**
 * ArrayList.addAll copies the added elements into the list's array with System.arraycopy: a box
 * added that way and written afterwards can be seen unwritten by a thread reading the list
 * under its lock.
 */
public class AddAllPublish {
    static final class Box { int v; }

    static final List<Box> shared = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            Box b;
            synchronized (shared) {
                b = shared.isEmpty() ? null : shared.get(0);
            }
            if (b != null && b.v == 0) throw new IllegalStateException("saw the box before its write");
        });
        t.start();
        Box b = new Box();
        List<Box> local = new ArrayList<>();
        local.add(b);
        synchronized (shared) {
            shared.addAll(local);
        }
        b.v = 1;
        t.join();
    }
}
