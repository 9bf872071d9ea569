package juc;

import java.util.concurrent.atomic.LongAdder;

/** Two threads increment a LongAdder twice each; main sums it after joining them. Correct. */
public class LongAdderSum {
    public static void main(String[] args) throws Exception {
        LongAdder adder = new LongAdder();
        Runnable inc = () -> {
            adder.increment();
            adder.increment();
        };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        if (adder.sum() != 4) throw new IllegalStateException("sum " + adder.sum());
    }
}
