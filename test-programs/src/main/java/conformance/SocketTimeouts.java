package conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.concurrent.CountDownLatch;

/**
 * Timed and non-blocking socket operations: a read and an accept that time out (SO_TIMEOUT), a
 * select that times out and one woken up by another thread, selectNow, a non-blocking channel
 * read with nothing there, available().
 */
public class SocketTimeouts {
    public static void main(String[] args) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(50);
            try {
                server.accept();
                System.out.println("accepted");
            } catch (SocketTimeoutException e) {
                System.out.println("accept: " + e.getMessage());
            }
            CountDownLatch done = new CountDownLatch(1);
            Thread quiet = new Thread(() -> {
                try (Socket s = server.accept()) {
                    done.await();
                    s.getOutputStream().write(42);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            server.setSoTimeout(0);
            quiet.start();
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                s.setSoTimeout(100);
                try {
                    System.out.println("read " + s.getInputStream().read());
                } catch (SocketTimeoutException e) {
                    System.out.println("read: " + e.getMessage() + ", available " + s.getInputStream().available());
                }
                done.countDown();
                s.setSoTimeout(0);
                System.out.println("then read " + s.getInputStream().read());
            }
            quiet.join();

            try (Selector selector = Selector.open();
                 SocketChannel ch = SocketChannel.open(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()))) {
                ch.configureBlocking(false);
                ch.register(selector, SelectionKey.OP_READ);
                System.out.println("selectNow " + selector.selectNow() + ", select(50) " + selector.select(50)
                        + ", non-blocking read " + ch.read(ByteBuffer.allocate(8)));
                Thread waker = new Thread(selector::wakeup);
                waker.start();
                System.out.println("woken select " + selector.select());
                waker.join();
            }
        }
    }
}
