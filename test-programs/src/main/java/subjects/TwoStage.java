package subjects;

/**
 * TwoStage (SIR): a writer updates two related values, each under the lock, and a reader checks
 * their relation under the lock. The buggy writer updates them in two critical sections, so the
 * reader may see the first stage without the second (an atomicity violation); the fixed writer
 * does both in one.
 */
public class TwoStage {
    static int data1, data2 = 1;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread reader = new Thread(() -> {
            synchronized (LOCK) {
                if (data2 != data1 + 1) throw new IllegalStateException("saw stage one without stage two: " + data1 + ", " + data2);
            }
        });
        reader.start();
        if (fixed) {
            synchronized (LOCK) {
                data1 = 1;
                data2 = data1 + 1;
            }
        } else {
            synchronized (LOCK) { data1 = 1; }
            synchronized (LOCK) { data2 = data1 + 1; }
        }
        reader.join();
    }
}
