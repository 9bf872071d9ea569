package imunit;

import static jvsim.api.IMUnit.fireEvent;

import java.util.concurrent.ArrayBlockingQueue;
import jvsim.api.Schedule;

/**
 * The IMUnit paper's ArrayBlockingQueue example: take() on an empty queue blocks until main adds.
 * The schedule makes main add only once the taker is blocked in take() (a block event), and the
 * taker finish only after the add. main checks that the taker really waits when it adds, which
 * holds in every interleaving the schedule allows and fails in others.
 */
public final class BlockingQueueTake {
    private BlockingQueueTake() {}

    @Schedule("[takeStart@taker] -> addStart@main, addEnd@main -> takeEnd@taker")
    public static void takeBlocksUntilAdd() throws InterruptedException {
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        int[] taken = new int[1];
        Thread taker = new Thread(() -> {
            fireEvent("takeStart");
            try {
                taken[0] = q.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            fireEvent("takeEnd");
        }, "taker");
        taker.start();
        fireEvent("addStart");
        Thread.State s = taker.getState();
        if (s != Thread.State.WAITING) throw new AssertionError("taker is " + s + " when main adds");
        q.add(42);
        fireEvent("addEnd");
        taker.join();
        if (taken[0] != 42 || !q.isEmpty()) throw new AssertionError("taken " + taken[0] + ", queue " + q);
    }
}
