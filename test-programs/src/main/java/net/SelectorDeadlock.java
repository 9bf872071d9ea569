package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;

/**
 * A selector thread waits for a connection nobody makes while the main thread waits for it to end:
 * a deadlock in every schedule, found in the first execution; the report names the selector and
 * the server socket it watches.
 */
public class SelectorDeadlock {
    public static void main(String[] args) throws Exception {
        Selector selector = Selector.open();
        ServerSocketChannel server = ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        Thread serving = new Thread(() -> {
            try {
                selector.select();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "selector");
        serving.start();
        serving.join();
    }
}
