package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * Small programs whose outcome depends on how selects interleave with the operations of other
 * threads, each ending with an AssertionError that names what the selecting thread saw: the set
 * of distinct violations is the set of reachable outcomes. SelectorsAgainstStatefulTest compares
 * the default search (where a select is dependent only with operations on the channels it
 * watches) with stateful DFS, which explores every interleaving without a dependence relation.
 * The first argument picks the program.
 */
public class SelectRaces {
    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "accept": accept(); break;
            case "pipe": pipe(); break;
            case "wakeup": wakeup(); break;
            default: throw new IllegalArgumentException(args[0]);
        }
    }

    /** A client connects and writes while the server selects once for accept, then reads what is there. */
    static void accept() throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        Selector selector = Selector.open();
        ServerSocketChannel server = ServerSocketChannel.open().bind(new InetSocketAddress(lo, 0));
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        Thread client = new Thread(() -> {
            try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(lo, port))) {
                ch.write(ByteBuffer.wrap(new byte[]{1}));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        client.start();
        int ready = selector.selectNow();
        SocketChannel ch = server.accept();
        int read = -9;
        if (ch != null) {
            ch.configureBlocking(false);
            read = ch.read(ByteBuffer.allocate(4));
        }
        client.join();
        throw new AssertionError("ready " + ready + " accepted " + (ch != null) + " read " + read);
    }

    /** Two writers write to one pipe; the reader selects once (non-blocking) and reads what is there. */
    static void pipe() throws Exception {
        Pipe pipe = Pipe.open();
        Pipe other = Pipe.open();
        Selector selector = Selector.open();
        pipe.source().configureBlocking(false);
        pipe.source().register(selector, SelectionKey.OP_READ);
        Thread w1 = writer(pipe, 1), w2 = writer(other, 2); // w2 writes to a pipe nobody watches
        w1.start();
        w2.start();
        int ready = selector.selectNow();
        int got = pipe.source().read(ByteBuffer.allocate(4));
        w1.join();
        w2.join();
        int later = other.source().read(ByteBuffer.allocate(4));
        throw new AssertionError("ready " + ready + " read " + got + " other " + later);
    }

    static Thread writer(Pipe p, int value) {
        return new Thread(() -> {
            try {
                p.sink().write(ByteBuffer.wrap(new byte[]{(byte) value}));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** One thread wakes the selector up while another writes to a watched pipe; the main thread selects twice without blocking. */
    static void wakeup() throws Exception {
        Pipe pipe = Pipe.open();
        Selector selector = Selector.open();
        pipe.source().configureBlocking(false);
        pipe.source().register(selector, SelectionKey.OP_READ);
        Thread waker = new Thread(selector::wakeup), writer = writer(pipe, 3);
        waker.start();
        writer.start();
        int first = selector.selectNow();
        selector.selectedKeys().clear();
        int second = selector.select(1);
        waker.join();
        writer.join();
        throw new AssertionError("first " + first + " second " + second);
    }
}
