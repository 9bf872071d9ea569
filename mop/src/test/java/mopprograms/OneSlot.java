package mopprograms;

/**
 * An unsynchronized one-slot buffer: the producer puts 1 then 2, the consumer takes twice. Only
 * the order put, take, put, take gives the consumer 1 then 2 (specs/producer-consumer.mop).
 */
public final class OneSlot {
    private Integer item;

    public void put(Integer x) { item = x; }

    public Integer take() {
        Integer x = item;
        item = null;
        return x;
    }

    public static void produceAndConsume() throws InterruptedException {
        OneSlot slot = new OneSlot();
        Integer[] got = new Integer[2];
        Thread consumer = new Thread(() -> {
            got[0] = slot.take();
            got[1] = slot.take();
        }, "consumer");
        consumer.start();
        slot.put(1);
        slot.put(2);
        consumer.join();
        System.out.println("got " + got[0] + " " + got[1]);
    }
}
