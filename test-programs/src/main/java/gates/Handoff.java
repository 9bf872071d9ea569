package gates;

import jvsim.api.Gates;

/**
 * reader reads value while writer writes it. Gates decide the order without a lock: at the start
 * of read() (or at the marked line) until writer opened "written" or passed its write.
 */
public final class Handoff {
    private Handoff() {}

    static int value;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(Handoff::read, "reader");
        Thread writer = new Thread(Handoff::write, "writer");
        reader.start();
        writer.start();
        reader.join();
        writer.join();
    }

    static void read() {
        int v = value; // gate line
        System.out.println("read " + v);
    }

    static void write() {
        value = 42;
        Gates.open("written");
    }
}
