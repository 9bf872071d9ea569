package deadlocks;

/**
 * Two threads initialize two classes whose static initializers use each other: when each thread
 * has begun one initialization before the other needs it, each waits for the other's to end (a
 * class-initialization deadlock, JVMS 5.5 step 2). Other schedules end normally.
 */
public class ClassInitDeadlock {
    static class A {
        static final int X;
        static {
            X = B.Y + 1;
        }
    }

    static class B {
        static final int Y;
        static {
            Y = A.X + 1;
        }
    }

    static void check(int v) {
        if (v <= 0) throw new AssertionError("initialized to " + v);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> check(A.X));
        Thread t1 = new Thread(() -> check(B.Y));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
    }
}
