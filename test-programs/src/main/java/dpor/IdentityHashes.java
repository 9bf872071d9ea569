package dpor;

/**
 * Identity hashes under interleavings: each thread hashes an object of its own, then one both
 * share. An identity hash comes from the generator of the thread that first asks for it (as in
 * HotSpot), so the own objects' hashes are the same in every schedule, and the shared one's is the
 * first asker's: two final states, each reported as a distinct assertion failure.
 */
public class IdentityHashes {
    static final Object SHARED = new Object();
    static int a, b, sa, sb;

    public static void main(String[] args) throws InterruptedException {
        Thread p = new Thread(() -> {
            a = new Object().hashCode();
            sa = SHARED.hashCode();
        });
        Thread q = new Thread(() -> {
            b = System.identityHashCode(new Object());
            sb = System.identityHashCode(SHARED);
        });
        p.start();
        q.start();
        p.join();
        q.join();
        if (sa != sb) throw new AssertionError("two identity hashes of one object");
        throw new AssertionError("a=" + a + " b=" + b + " shared=" + sa);
    }
}
