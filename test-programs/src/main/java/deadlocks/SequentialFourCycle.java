package deadlocks;

import java.util.concurrent.locks.ReentrantLock;

/**
 * A lock-order cycle of four java.util.concurrent locks over four threads that run one after the
 * other, so it cannot deadlock; predicted as a warning, once.
 */
public class SequentialFourCycle {
    static final ReentrantLock A = new ReentrantLock(), B = new ReentrantLock(), C = new ReentrantLock(), D = new ReentrantLock();
    static int count;

    static void both(ReentrantLock first, ReentrantLock second) throws InterruptedException {
        Thread t = new Thread(() -> {
            first.lock();
            try {
                second.lock();
                try {
                    count++;
                } finally {
                    second.unlock();
                }
            } finally {
                first.unlock();
            }
        });
        t.start();
        t.join();
    }

    public static void main(String[] args) throws InterruptedException {
        both(A, B);
        both(B, C);
        both(C, D);
        both(D, A);
        System.out.println(count);
    }
}
