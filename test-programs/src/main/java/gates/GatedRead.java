package gates;

import jvsim.api.Gates;

/**
 * reader asserts that it sees writer's value; without a gate that is a race it loses in some
 * schedules. With {@code gates.GatedRead.read@reader until opened written} (or
 * {@code until gates.GatedRead.write:exit}) reader waits at read() until writer wrote, so no
 * schedule may fail. Nothing happens at a gate before reader starts, so searches run executions
 * from the state after that common beginning: gates must start from their state there every time.
 */
public final class GatedRead {
    private GatedRead() {}

    static int value;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(GatedRead::read, "reader");
        Thread writer = new Thread(GatedRead::write, "writer");
        reader.start();
        writer.start();
        reader.join();
        writer.join();
        System.out.println("read " + value);
    }

    static void read() {
        int v = value;
        if (v != 42) throw new AssertionError("read " + v + " before the write");
    }

    static void write() {
        value = 42;
        Gates.open("written");
    }
}
