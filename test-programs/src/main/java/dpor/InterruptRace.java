package dpor;

/**
 * An interrupt ends a sleep or a wait, or finds the flag set before them; what the woken thread
 * does after depends on what main did meanwhile.
 */
public class InterruptRace {
    static int x;
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1_000_000);
            } catch (InterruptedException e) {
                synchronized (L) { x = x * 2; }
            }
        });
        Thread waiter = new Thread(() -> {
            synchronized (L) {
                try {
                    L.wait();
                } catch (InterruptedException e) {
                    x = x + 3;
                }
            }
        });
        sleeper.start();
        waiter.start();
        sleeper.interrupt();
        synchronized (L) { x = x + 1; waiter.interrupt(); }
        sleeper.join();
        waiter.join();
        assert false : "x=" + x;
    }
}
