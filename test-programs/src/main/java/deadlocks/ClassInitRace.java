package deadlocks;

/**
 * Two threads race to initialize one class whose initializer is fine: whichever comes first runs
 * it, the other waits for it (or finds it done) and sees the initialized table. No violation.
 */
public class ClassInitRace {
    static class Squares {
        static final int[] TABLE = new int[8];
        static {
            for (int i = 0; i < TABLE.length; i++) TABLE[i] = i * i;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable check = () -> {
            int s = Squares.TABLE[3];
            if (s != 9) throw new AssertionError("Squares.TABLE[3] = " + s);
        };
        Thread t0 = new Thread(check);
        Thread t1 = new Thread(check);
        t0.start();
        t1.start();
        t0.join();
        t1.join();
    }
}
