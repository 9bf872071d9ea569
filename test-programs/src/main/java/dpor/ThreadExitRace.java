package dpor;

/**
 * Main asks a thread it started for its group while the thread ends: Thread.exit, which a thread
 * runs once its run method returned, clears the thread's group (and its uncaught-exception
 * handler, thread locals and the like), so main prints "in a group" or "no group" depending on the
 * order, as on HotSpot. Thread.exit ran without steps (its writes were taken for bookkeeping no
 * other thread sees), so DPOR saw main's read race with nothing and ran one order. No violation;
 * two outputs.
 */
public class ThreadExitRace {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        t.start();
        System.out.println(t.getThreadGroup() == null ? "no group" : "in a group");
        t.join();
    }
}
