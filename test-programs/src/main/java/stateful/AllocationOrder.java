package stateful;

import jvsim.api.Verify;

/**
 * A data choice decides the order in which main allocates two boxes; the states after are the same
 * up to allocation order (with any argument, the branches store different values: different states).
 */
public class AllocationOrder {
    static final class Box {
        final int v;
        Box(int v) { this.v = v; }
    }

    static Box first, second;
    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        int other = args.length > 0 ? 3 : 1;
        Thread t = new Thread(() -> {
            while (!done) Thread.onSpinWait();
        });
        t.start();
        if (Verify.getBoolean()) {
            first = new Box(1);
            second = new Box(2);
        } else {
            second = new Box(2);
            first = new Box(other);
        }
        done = true;
        t.join();
    }
}
