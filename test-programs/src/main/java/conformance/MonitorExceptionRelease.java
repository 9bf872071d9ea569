package conformance;

public class MonitorExceptionRelease {
    private final Object lock = new Object();
    private int value = 0;

    void failInside() {
        synchronized (lock) {
            value++;
            throw new IllegalStateException("inside monitor " + value);
        }
    }

    synchronized void failSyncMethod() {
        value += 10;
        throw new UnsupportedOperationException("sync method " + value);
    }

    int nestedLocks(int depth) {
        synchronized (lock) {
            synchronized (this) {
                if (depth == 0) throw new ArithmeticException("deep " + value);
                try {
                    return nestedLocks(depth - 1);
                } finally {
                    value++;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        MonitorExceptionRelease m = new MonitorExceptionRelease();
        for (int i = 0; i < 3; i++) {
            try {
                m.failInside();
            } catch (IllegalStateException e) {
                System.out.println("caught " + e.getMessage() + " holdsLock " + Thread.holdsLock(m.lock));
            }
        }
        try {
            m.failSyncMethod();
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage() + " holds this " + Thread.holdsLock(m));
        }
        try {
            m.nestedLocks(5);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage() + " after finallies value " + m.value + " holds " + Thread.holdsLock(m.lock) + " " + Thread.holdsLock(m));
        }
        final int[] acquired = {0};
        Thread other = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                synchronized (m.lock) {
                    acquired[0]++;
                }
                synchronized (m) {
                    acquired[0]++;
                }
            }
        });
        other.start();
        other.join();
        System.out.println("other thread acquired monitors " + acquired[0] + " times");
        Thread thrower = new Thread(() -> {
            try {
                m.failInside();
            } catch (IllegalStateException e) {
                System.out.println("thread caught " + e.getMessage());
            }
        });
        thrower.start();
        thrower.join();
        synchronized (m.lock) {
            System.out.println("main reacquired lock, value " + m.value);
        }
        Object mon = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                try {
                    mon.wait();
                    System.out.println("waiter notified");
                } catch (InterruptedException e) {
                    System.out.println("unexpected interrupt");
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (mon) {
            mon.notify();
        }
        waiter.join();
        System.out.println("done value " + m.value);
    }
}
