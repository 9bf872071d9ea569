package conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.util.TreeSet;

/**
 * UDP over loopback: a server thread with a DatagramSocket answers each datagram upper-cased to its
 * sender; one client uses a DatagramSocket (send, receive with a timeout, a buffer too small for
 * the answer), the other a connected DatagramChannel (write, read, a direct buffer). Then, on one
 * thread: a non-blocking channel with nothing queued, a receive that times out, a datagram to a
 * port nobody listens on (dropped), an empty datagram and the sender's address as seen by the
 * receiver. Output identical to the host's.
 */
public class DatagramEcho {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        DatagramSocket server = new DatagramSocket(new InetSocketAddress(lo, 0));
        int port = server.getLocalPort();
        TreeSet<String> served = new TreeSet<>();
        Thread serving = new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    DatagramPacket p = new DatagramPacket(new byte[100], 100);
                    server.receive(p);
                    String msg = new String(p.getData(), p.getOffset(), p.getLength(), StandardCharsets.US_ASCII);
                    synchronized (served) { served.add(msg); }
                    byte[] answer = msg.toUpperCase().getBytes(StandardCharsets.US_ASCII);
                    server.send(new DatagramPacket(answer, answer.length, p.getSocketAddress()));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        String[] replies = new String[2];
        Thread socketClient = new Thread(() -> {
            try (DatagramSocket s = new DatagramSocket()) {
                s.setSoTimeout(60_000);
                byte[] msg = "hello from a socket".getBytes(StandardCharsets.US_ASCII);
                s.send(new DatagramPacket(msg, msg.length, lo, port));
                DatagramPacket p = new DatagramPacket(new byte[8], 8); // too small: the rest is dropped
                s.receive(p);
                replies[0] = new String(p.getData(), 0, p.getLength(), StandardCharsets.US_ASCII) + " from server " + (p.getPort() == port);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "socket client");
        Thread channelClient = new Thread(() -> {
            try (DatagramChannel ch = DatagramChannel.open()) {
                ch.connect(new InetSocketAddress(lo, port));
                ch.write(ByteBuffer.wrap("hello from a channel".getBytes(StandardCharsets.US_ASCII)));
                ByteBuffer in = ByteBuffer.allocateDirect(100);
                ch.read(in);
                in.flip();
                replies[1] = StandardCharsets.US_ASCII.decode(in) + " connected " + ch.isConnected();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "channel client");
        socketClient.start();
        channelClient.start();
        socketClient.join();
        channelClient.join();
        serving.join();
        System.out.println(replies[0]);
        System.out.println(replies[1]);
        System.out.println(served);

        try (DatagramChannel a = DatagramChannel.open(); DatagramChannel b = DatagramChannel.open()) {
            a.bind(new InetSocketAddress(lo, 0));
            b.bind(new InetSocketAddress(lo, 0));
            a.configureBlocking(false);
            System.out.println("nothing queued: " + a.receive(ByteBuffer.allocate(10)));
            int unused = ((InetSocketAddress) b.getLocalAddress()).getPort() == 65000 ? 65001 : 65000;
            System.out.println("to nobody: " + b.send(ByteBuffer.wrap(new byte[3]), new InetSocketAddress(lo, unused)));
            b.send(ByteBuffer.allocate(0), a.getLocalAddress());
            b.send(ByteBuffer.wrap(new byte[]{1, 2, 3, 4, 5}), a.getLocalAddress());
            a.configureBlocking(true);
            ByteBuffer got = ByteBuffer.allocate(10);
            InetSocketAddress from = (InetSocketAddress) a.receive(got);
            System.out.println("empty datagram: " + got.position() + " from b " + from.equals(b.getLocalAddress()));
            got.clear();
            a.receive(got);
            System.out.println("then: " + got.position() + " bytes, last " + got.get(4));
        }
        try (DatagramSocket s = new DatagramSocket(0, lo)) {
            s.setSoTimeout(50);
            s.receive(new DatagramPacket(new byte[4], 4));
            System.out.println("received?");
        } catch (SocketTimeoutException e) {
            System.out.println("timed out: " + e.getMessage());
        }
        server.close();
        System.out.println("closed " + server.isClosed());
    }
}
