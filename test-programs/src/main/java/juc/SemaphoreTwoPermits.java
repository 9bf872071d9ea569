package juc;

import java.util.concurrent.Semaphore;

/** Two threads increment a counter guarded by a Semaphore with 2 permits (meant as a mutex): an update can be lost. Bug. */
public class SemaphoreTwoPermits {
    static int c;

    public static void main(String[] args) throws Exception {
        Semaphore sem = new Semaphore(2);
        Runnable inc = () -> {
            sem.acquireUninterruptibly();
            try {
                c++;
            } finally {
                sem.release();
            }
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        if (c != 2) throw new IllegalStateException("lost an update: " + c);
    }
}
