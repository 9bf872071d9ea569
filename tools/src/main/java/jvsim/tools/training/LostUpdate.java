package jvsim.tools.training;

/**
 * A target program, not part of jvsim's own code: {@link Training} runs it under jvsim so that the
 * host classes a usual run needs are loaded. Two threads increment a counter without
 * synchronization; the assertion fails when an update is lost.
 */
public final class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> { int v = count; count = v + 1; };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("count = " + count);
        assert count == 2 : "lost update: count = " + count;
    }
}
