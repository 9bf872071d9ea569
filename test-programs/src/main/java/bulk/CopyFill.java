package bulk;

/**
 * main fills a shared array with System.arraycopy after starting a thread that dereferences its
 * first element: the thread can run first and throw a NullPointerException.
 */
public class CopyFill {
    static final class Box { int v = 1; }

    static final Box[] shared = new Box[1];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> System.out.println(shared[0].v));
        t.start();
        Box[] filled = {new Box()};
        System.arraycopy(filled, 0, shared, 0, 1);
        t.join();
    }
}
