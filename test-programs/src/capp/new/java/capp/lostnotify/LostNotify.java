package capp.lostnotify;

/** CAPP corpus, changed (new) version: lost wake-up: the condition is checked outside the lock, then waited for without a loop. */
public class LostNotify {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread waiter = new Thread(() -> {
            try {
                if (!ready) { synchronized (lock) { lock.wait(); } }
            } catch (InterruptedException e) { throw new IllegalStateException(e); }
            s.work();
        });
        Thread notifier = new Thread(() -> { synchronized (lock) { ready = true; lock.notifyAll(); } s.work(); });
        waiter.start(); notifier.start(); waiter.join(); notifier.join();
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
