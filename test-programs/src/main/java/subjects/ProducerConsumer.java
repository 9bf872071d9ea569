package subjects;

/**
 * ProducerConsumer (ConTest): one producer puts two items into a one-slot buffer and two consumers
 * take one each. The buggy take waits with {@code if} instead of {@code while}: a consumer woken by
 * the producer's notification may find that the other consumer took the item first, and takes from
 * an empty buffer; the fixed take re-checks in a loop.
 */
public class ProducerConsumer {
    static int count;
    static final Object BUF = new Object();

    static void put() throws InterruptedException {
        synchronized (BUF) {
            while (count == 1) BUF.wait();
            count = 1;
            BUF.notifyAll();
        }
    }

    static void take(boolean fixed) throws InterruptedException {
        synchronized (BUF) {
            if (fixed) {
                while (count == 0) BUF.wait();
            } else if (count == 0) {
                BUF.wait();
            }
            if (count == 0) throw new IllegalStateException("took from an empty buffer");
            count = 0;
            BUF.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Runnable consumer = () -> {
            try {
                take(fixed);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };
        Thread c1 = new Thread(consumer), c2 = new Thread(consumer);
        c1.start();
        c2.start();
        put();
        put();
        c1.join();
        c2.join();
    }
}
