package subjects;

/**
 * PingPong (ConTest): two players take turns through a shared turn field, one hit each. The buggy
 * player checks whose turn it is outside the table's monitor and then waits inside it, so the other
 * player's hand-over can come between the check and the wait (a lost notification: both wait
 * forever); the fixed player checks under the monitor.
 */
public class PingPong {
    static volatile int turn;
    static final Object TABLE = new Object();

    static void play(int me, boolean fixed) throws InterruptedException {
        if (fixed) {
            synchronized (TABLE) { while (turn != me) TABLE.wait(); }
        } else if (turn != me) {
            synchronized (TABLE) { TABLE.wait(); }
        }
        synchronized (TABLE) {
            turn = 1 - me;
            TABLE.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread pong = new Thread(() -> {
            try {
                play(1, fixed);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        pong.start();
        play(0, fixed);
        pong.join();
    }
}
