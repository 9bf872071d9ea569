package races;

/** Double-checked locking without volatile: the unsynchronized first check races with the write. */
public class DoubleCheckedLocking {
    static final class Helper { int value = 1; }
    static Helper helper;

    static Helper get() {
        if (helper == null) {
            synchronized (DoubleCheckedLocking.class) {
                if (helper == null) helper = new Helper();
            }
        }
        return helper;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(DoubleCheckedLocking::get);
        t.start();
        get();
        t.join();
    }
}
