package subjects;

/**
 * BoundedBuffer (SIR): a producer puts two items into a buffer of capacity one; two consumers take
 * one each. The buggy buffer signals with {@code notify}: a consumer's take may wake the other
 * consumer instead of the producer waiting for room, and all three then wait (a deadlock); the
 * fixed buffer uses {@code notifyAll}.
 */
public class BoundedBuffer {
    final int[] items = new int[1];
    int count;

    synchronized void put(int x, boolean fixed) throws InterruptedException {
        while (count == items.length) wait();
        items[count++] = x;
        if (fixed) notifyAll();
        else notify();
    }

    synchronized int take(boolean fixed) throws InterruptedException {
        while (count == 0) wait();
        int x = items[--count];
        if (fixed) notifyAll();
        else notify();
        return x;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        BoundedBuffer b = new BoundedBuffer();
        Runnable consumer = () -> {
            try {
                b.take(fixed);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };
        Thread c1 = new Thread(consumer), c2 = new Thread(consumer);
        c1.start();
        c2.start();
        b.put(1, fixed);
        b.put(2, fixed);
        c1.join();
        c2.join();
    }
}
