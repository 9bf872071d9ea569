package stateful;

import static jvsim.api.IMUnit.fireEvent;

import jvsim.api.Schedule;

/**
 * A race that only a listener's state tells apart: "writer" writes x and then passes through lock
 * l; "reader" passes through l and, once the writer is done (an IMUnit schedule holds it: no
 * happens-before), reads x. When the reader takes l after the writer released it, the read is
 * ordered after the write; when it takes l first, it is not: a data race. Both orders reach the
 * same VM state (l free, both threads after it, nothing fired), so a stateful search that matched
 * states on the VM alone would explore the racy one from a state it had visited without the race
 * and never see it. The race detector's happens-before clocks are part of the state hash.
 */
public final class ListenerStateRace {
    private ListenerStateRace() {}

    static int x;
    static final Object l = new Object();

    @Schedule("writerDone@writer -> read@reader")
    public static void race() throws InterruptedException {
        Thread writer = new Thread(() -> {
            x = 1;
            synchronized (l) { }
            fireEvent("writerDone");
        }, "writer");
        Thread reader = new Thread(() -> {
            synchronized (l) { }
            fireEvent("read");
            if (x != 1) throw new AssertionError("the schedule lets the reader read only after the write");
        }, "reader");
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
