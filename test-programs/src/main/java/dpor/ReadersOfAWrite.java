package dpor;

/**
 * One writer and two readers of a field: the checker fails when it reads before the write, the
 * other reader only reads. DporRaceOrderTest: which race reversal optimal DPOR explores first.
 */
public final class ReadersOfAWrite {
    static int a;

    static void noise() {
        int r = a;
        if (r < 0) throw new AssertionError();
    }

    static void check() {
        if (a == 0) throw new IllegalStateException("read before the write");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> a = 1, "writer");
        Thread n = new Thread(ReadersOfAWrite::noise, "noise");
        Thread c = new Thread(ReadersOfAWrite::check, "checker");
        w.start();
        n.start();
        c.start();
        w.join();
        n.join();
        c.join();
    }
}
