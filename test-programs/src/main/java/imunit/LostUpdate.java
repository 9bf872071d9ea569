package imunit;

import static jvsim.api.IMUnit.fireEvent;

import jvsim.api.Schedule;

/**
 * Two deposits without a lock: the update is lost only when t2's whole deposit falls between t1's
 * read and t1's write. The schedule forces exactly that interleaving, so the first execution of
 * the search fails the assertion.
 */
public final class LostUpdate {
    private LostUpdate() {}

    static int balance;

    @Schedule("read1@t1 -> read2@t2, wrote2@t2 -> write1@t1")
    public static void deposits() throws InterruptedException {
        balance = 100;
        Thread t1 = new Thread(() -> {
            int b = balance;
            fireEvent("read1");
            busyWork();
            fireEvent("write1");
            balance = b + 10;
        }, "t1");
        Thread t2 = new Thread(() -> {
            fireEvent("read2");
            int b = balance;
            balance = b + 20;
            fireEvent("wrote2");
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (balance != 130) throw new AssertionError("lost update: balance = " + balance);
    }

    /** Local work between t1's read and write, so that t2's deposit rarely fits in between by chance. */
    private static void busyWork() {
        long x = 0;
        for (int i = 0; i < 1000; i++) x += i;
        if (x < 0) throw new IllegalStateException();
    }
}
