/** StackOverflowError is an ordinary catchable error: monitors are released on the way out and the program goes on. */
public class StackDepth {
    static int depth;
    static final Object LOCK = new Object();

    static void recurse() { depth++; recurse(); }

    static long recurseWide(long a, double b, Object c) { depth++; return recurseWide(a + 1, b * 2, c) + 1; }

    static void recurseLocked() { synchronized (LOCK) { depth++; recurseLocked(); } }

    static synchronized void recurseSynchronized() { depth++; recurseSynchronized(); }

    static class DeepInit {
        static int value = down(0);
        static int down(int n) { return down(n + 1) + 1; }
    }

    static int finallies;
    static void recurseFinally() {
        try { recurseFinally(); } finally { finallies++; }
    }

    public static void main(String[] args) throws Exception {
        try { recurse(); } catch (StackOverflowError e) { System.out.println("caught " + e + ", deep " + (depth > 1000)); }
        depth = 0;
        try { recurse(); } catch (StackOverflowError e) { System.out.println("caught again, deep " + (depth > 1000)); }
        depth = 0;
        try { recurseWide(0, 1, "x"); } catch (StackOverflowError e) { System.out.println("wide frames, deep " + (depth > 500)); }
        try { recurseLocked(); } catch (StackOverflowError e) { System.out.println("synchronized block, lock released " + !Thread.holdsLock(LOCK)); }
        try { recurseSynchronized(); } catch (StackOverflowError e) {
            System.out.println("synchronized method, lock released " + !Thread.holdsLock(StackDepth.class));
        }
        Thread other = new Thread(() -> {
            synchronized (LOCK) {
                synchronized (StackDepth.class) { System.out.println("another thread takes both locks"); }
            }
        });
        other.start();
        other.join();
        try { System.out.println(DeepInit.value); } catch (Throwable e) { System.out.println("in a static initializer: " + e); }
        try { System.out.println(DeepInit.value); } catch (Throwable e) { System.out.println("afterwards: " + e); }
        try { recurseFinally(); } catch (StackOverflowError e) { System.out.println("finally blocks ran " + (finallies > 1000)); }
        System.out.println("still running");
    }
}
