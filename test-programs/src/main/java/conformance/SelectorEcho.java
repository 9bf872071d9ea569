package conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.TreeMap;

/**
 * NIO over loopback: a selector thread serves a non-blocking ServerSocketChannel and the channels
 * it accepts (echoing what each sends, upper-cased, until the client closes); two clients use
 * blocking SocketChannels.
 */
public class SelectorEcho {
    public static void main(String[] args) throws Exception {
        Selector selector = Selector.open();
        ServerSocketChannel server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        TreeMap<String, Integer> served = new TreeMap<>();
        Thread serving = new Thread(() -> {
            try {
                int closed = 0;
                while (closed < 2) {
                    selector.select();
                    Iterator<SelectionKey> it = selector.selectedKeys().iterator();
                    while (it.hasNext()) {
                        SelectionKey k = it.next();
                        it.remove();
                        if (k.isAcceptable()) {
                            SocketChannel ch = server.accept();
                            if (ch == null) continue;
                            ch.configureBlocking(false);
                            ch.register(selector, SelectionKey.OP_READ, ByteBuffer.allocate(64));
                        } else if (k.isReadable()) {
                            SocketChannel ch = (SocketChannel) k.channel();
                            ByteBuffer b = (ByteBuffer) k.attachment();
                            int n = ch.read(b);
                            if (n < 0) {
                                b.flip();
                                String msg = StandardCharsets.US_ASCII.decode(b).toString();
                                served.merge(msg, 1, Integer::sum);
                                ch.write(ByteBuffer.wrap(msg.toUpperCase().getBytes(StandardCharsets.US_ASCII)));
                                ch.close();
                                closed++;
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        serving.start();
        String[] replies = new String[2];
        Thread[] clients = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int k = i;
            clients[i] = new Thread(() -> {
                try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(InetAddress.getLoopbackAddress(), port))) {
                    ch.write(ByteBuffer.wrap(("client " + k).getBytes(StandardCharsets.US_ASCII)));
                    ch.shutdownOutput();
                    ByteBuffer in = ByteBuffer.allocate(64);
                    while (ch.read(in) >= 0) { }
                    in.flip();
                    replies[k] = StandardCharsets.US_ASCII.decode(in).toString();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            clients[i].start();
        }
        for (Thread c : clients) c.join();
        serving.join();
        System.out.println(replies[0] + " / " + replies[1] + " / " + served);
        // a non-blocking client channel: nothing to read yet is 0, not a block
        selector.close();
        server.close();
        System.out.println("open " + selector.isOpen() + " " + server.isOpen());
    }
}
