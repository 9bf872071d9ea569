package dpor;

/**
 * main reads the state of a thread that blocks on a monitor main holds: RUNNABLE before the thread
 * reaches the monitor, BLOCKED after. The VM, not bytecode, writes the status the read sees, so the
 * search must count the thread's step that ends blocked as a write of it.
 */
public class StateRace {
    static final Object L = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (L) {
                L.notifyAll();
            }
        });
        Thread.State s;
        synchronized (L) {
            t.start();
            s = t.getState();
        }
        t.join();
        if (s == Thread.State.BLOCKED) throw new IllegalStateException("saw it blocked");
        if (s == Thread.State.RUNNABLE) throw new IllegalArgumentException("saw it runnable");
    }
}
