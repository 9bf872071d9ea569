package conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.charset.StandardCharsets;

/**
 * java.nio.channels.Pipe between threads: a writer thread writes three messages (one of them from
 * a direct buffer, one gathering) to the sink and closes it; the reader reads (scattering once)
 * until the end of the stream. Then a non-blocking source with nothing to read, a selector that
 * sees the source readable, and a write to a pipe whose source is closed. Output identical to the host's.
 */
public class PipeTransfer {
    public static void main(String[] args) throws Exception {
        Pipe pipe = Pipe.open();
        Thread writer = new Thread(() -> {
            try (Pipe.SinkChannel sink = pipe.sink()) {
                sink.write(ByteBuffer.wrap("one ".getBytes(StandardCharsets.US_ASCII)));
                ByteBuffer direct = ByteBuffer.allocateDirect(4);
                direct.put("two ".getBytes(StandardCharsets.US_ASCII)).flip();
                sink.write(direct);
                sink.write(new ByteBuffer[]{ByteBuffer.wrap("thr".getBytes(StandardCharsets.US_ASCII)), ByteBuffer.wrap("ee".getBytes(StandardCharsets.US_ASCII))});
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "writer");
        writer.start();
        StringBuilder got = new StringBuilder();
        try (Pipe.SourceChannel source = pipe.source()) {
            ByteBuffer a = ByteBuffer.allocate(3), b = ByteBuffer.allocate(64);
            long first = source.read(new ByteBuffer[]{a, b});
            a.flip();
            b.flip();
            got.append(StandardCharsets.US_ASCII.decode(a)).append(StandardCharsets.US_ASCII.decode(b));
            ByteBuffer rest = ByteBuffer.allocate(64);
            int n;
            while ((n = source.read(rest)) >= 0) {
                if (n == 0) throw new AssertionError("a blocking read returned 0");
            }
            rest.flip();
            got.append(StandardCharsets.US_ASCII.decode(rest));
            System.out.println("first read " + (first > 0) + ", all: " + got);
        }
        writer.join();

        Pipe p2 = Pipe.open();
        p2.source().configureBlocking(false);
        System.out.println("nothing yet: " + p2.source().read(ByteBuffer.allocate(4)));
        try (Selector selector = Selector.open()) {
            p2.source().register(selector, SelectionKey.OP_READ);
            System.out.println("ready before: " + selector.selectNow());
            p2.sink().write(ByteBuffer.wrap(new byte[]{7}));
            System.out.println("ready after: " + selector.select() + " readable " + selector.selectedKeys().iterator().next().isReadable());
            ByteBuffer one = ByteBuffer.allocate(4);
            System.out.println("read " + p2.source().read(one) + " byte " + one.get(0));
        }
        p2.source().close();
        try {
            p2.sink().write(ByteBuffer.wrap(new byte[]{1}));
            System.out.println("written to a closed pipe");
        } catch (IOException e) {
            System.out.println("closed source: " + e.getMessage());
        }
        p2.sink().close();
        System.out.println("open " + p2.source().isOpen() + " " + p2.sink().isOpen());
    }
}
