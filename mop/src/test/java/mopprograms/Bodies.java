package mopprograms;

/**
 * A counter whose increments read and write its count in two steps: two bodies that overlap lose
 * an update. specs/exclusive.mop orders the bodies whole (their begin and end events); a body an
 * exception leaves ends too (its end event says by which exception).
 */
public final class Bodies {
    private int count;

    public void incr() {
        int c = count;
        count = c + 1;
    }

    public void incrOrFail(boolean fail) {
        incr();
        if (fail) throw new IllegalStateException("failed");
    }

    public static void twoIncrements() throws InterruptedException {
        Bodies b = new Bodies();
        Thread t = new Thread(() -> b.incr(), "t");
        t.start();
        b.incr();
        t.join();
        System.out.println("count " + b.count);
    }

    public static void oneBodyFails() throws InterruptedException {
        Bodies b = new Bodies();
        Thread t = new Thread(() -> {
            try {
                b.incrOrFail(true);
            } catch (IllegalStateException e) {
                System.out.println("t failed");
            }
        }, "t");
        t.start();
        b.incrOrFail(false);
        t.join();
        System.out.println("count " + b.count);
    }
}
