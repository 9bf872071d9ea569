package capp.semaphorepermits;

import java.util.concurrent.Semaphore;

/** CAPP corpus, correct (old) version: lost update: a semaphore guarding a counter gets two permits. */
public class SemaphorePermits {
    static final Semaphore guard = new Semaphore(1);
    static int value;
    static void inc() throws InterruptedException {
        guard.acquire(); try { value = value + 1; } finally { guard.release(); }
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { try { inc(); } catch (InterruptedException e) { throw new IllegalStateException(e); } s.work(); });
        Thread t2 = new Thread(() -> { try { inc(); } catch (InterruptedException e) { throw new IllegalStateException(e); } s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (value != 2) throw new IllegalStateException("lost update: value " + value);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
