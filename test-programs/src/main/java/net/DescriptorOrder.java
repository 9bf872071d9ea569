package net;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Descriptor numbers and the random devices' stream are handed out in the order threads ask for
 * them, which the target observes. Threads A and B each open a Pipe (with the argument "file", B
 * opens a file first, then its pipe: the file's descriptor moves B's numbers up when it comes
 * before A's pipe); main then makes both pipes readable and selects: an epoll set reports ready
 * descriptors by number, so select's action sees A's pipe first exactly when A's numbers are the
 * lower ones, which main asserts. With the argument "random", A and B each read 8 bytes of
 * /dev/urandom at position 0 through a FileChannel of their own (opened by main): they get the stream's bytes in the
 * order they read, and main asserts that A's are the smaller (true in the order where they come
 * first, by the stream's fixed seed, or in the other: one of the two fails). The threads share
 * nothing else (main warms up the classes and the selector provider). Expected verdict: the
 * assertion fails in some schedule (found by the default search and by stateful DFS). On the host
 * it fails or not by chance.
 */
public class DescriptorOrder {
    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "pipe";
        if (mode.equals("random")) { random(); return; }
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "descriptor-order");
        // the classes and the selector provider are loaded by main, so the threads share no lock
        Pipe warm = Pipe.open();
        warm.source().close();
        warm.sink().close();
        FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE).close();
        Pipe[] pipes = new Pipe[2];
        FileChannel[] files = new FileChannel[1];
        Thread a = new Thread(() -> pipes[0] = open(null, null), "A");
        Thread b = new Thread(() -> pipes[1] = open(mode.equals("file") ? file : null, files), "B");
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> order = new ArrayList<>();
        try (Selector sel = Selector.open()) {
            for (int i = 0; i < 2; i++) {
                pipes[i].sink().write(ByteBuffer.wrap(new byte[]{1}));
                pipes[i].source().configureBlocking(false);
                pipes[i].source().register(sel, SelectionKey.OP_READ, i == 0 ? "A" : "B");
            }
            sel.select(k -> order.add((String) k.attachment()));
        }
        if (files[0] != null) files[0].close();
        if (!order.equals(List.of("A", "B"))) throw new AssertionError("B's pipe has the lower descriptor: " + order);
        System.out.println("A's pipe has the lower descriptor");
    }

    /** A new pipe, after opening file (when not null) into files[0]. */
    static Pipe open(Path file, FileChannel[] files) {
        try {
            if (file != null) files[0] = FileChannel.open(file, StandardOpenOption.READ);
            return Pipe.open();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static void random() throws Exception {
        Path dev = Path.of("/dev/urandom");
        // main opens the channels (opening is a change of the file system): the threads only read
        try (FileChannel one = FileChannel.open(dev); FileChannel two = FileChannel.open(dev)) {
            byte[][] got = new byte[2][];
            Thread a = new Thread(() -> got[0] = read(one), "A"), b = new Thread(() -> got[1] = read(two), "B");
            a.start();
            b.start();
            a.join();
            b.join();
            if (Arrays.compareUnsigned(got[0], got[1]) > 0) throw new AssertionError("A read the greater bytes");
            System.out.println("A read the smaller bytes");
        }
    }

    /** 8 bytes of a random device, read at position 0 through ch. */
    static byte[] read(FileChannel ch) {
        try {
            ByteBuffer b = ByteBuffer.allocate(8);
            ch.read(b, 0);
            return b.array();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
