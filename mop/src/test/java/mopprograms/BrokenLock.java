package mopprograms;

/**
 * A lock whose lock() checks and sets its flag in two separate steps: two threads can both see it
 * free and both take it, and their increments of the count then overlap (specs/lock-protocol.mop).
 */
public final class BrokenLock {
    private boolean held;
    private int count;

    public void lock() throws InterruptedException {
        boolean free;
        synchronized (this) { free = !held; }
        if (!free) synchronized (this) { while (held) wait(); }
        synchronized (this) { held = true; }
    }

    public synchronized void unlock() {
        held = false;
        notifyAll();
    }

    public static void twoIncrements() throws InterruptedException {
        BrokenLock l = new BrokenLock();
        Runnable inc = () -> {
            try {
                l.lock();
            } catch (InterruptedException e) {
                return;
            }
            int c;
            synchronized (l) { c = l.count; }
            synchronized (l) { l.count = c + 1; }
            l.unlock();
        };
        Thread a = new Thread(inc, "a"), b = new Thread(inc, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count " + l.count);
    }
}
