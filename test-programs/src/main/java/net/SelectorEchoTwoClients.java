package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Iterator;

/**
 * A selector echo server with two clients: the server thread selects on a non-blocking
 * ServerSocketChannel and the channels it accepts, answers each client's byte with its successor
 * and closes the channel; each client (a blocking SocketChannel) checks its own answer. Correct in
 * every schedule (however the selects and the clients' operations interleave): verified by the
 * default search, whose selects are dependent only with operations on the channels they watch.
 */
public class SelectorEchoTwoClients {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        Selector selector = Selector.open();
        ServerSocketChannel server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(lo, 0));
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        Thread serving = new Thread(() -> {
            try {
                int served = 0;
                while (served < 2) {
                    selector.select();
                    for (Iterator<SelectionKey> it = selector.selectedKeys().iterator(); it.hasNext(); ) {
                        SelectionKey k = it.next();
                        it.remove();
                        if (k.isAcceptable()) {
                            SocketChannel ch = server.accept();
                            if (ch == null) continue;
                            ch.configureBlocking(false);
                            ch.register(selector, SelectionKey.OP_READ);
                        } else if (k.isReadable()) {
                            SocketChannel ch = (SocketChannel) k.channel();
                            ByteBuffer b = ByteBuffer.allocate(1);
                            if (ch.read(b) == 1) {
                                b.put(0, (byte) (b.get(0) + 1)).rewind();
                                ch.write(b);
                                ch.close();
                                served++;
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        Thread a = client(lo, port, 10, "A"), b = client(lo, port, 20, "B");
        a.start();
        b.start();
        a.join();
        b.join();
        serving.join();
        selector.close();
        server.close();
        System.out.println("both answered");
    }

    static Thread client(InetAddress lo, int port, int value, String name) {
        return new Thread(() -> {
            try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(lo, port))) {
                ch.write(ByteBuffer.wrap(new byte[]{(byte) value}));
                ByteBuffer in = ByteBuffer.allocate(1);
                ch.read(in);
                if (in.get(0) != value + 1) throw new AssertionError(name + " got " + in.get(0));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, name);
    }
}
