package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;

/**
 * An echo over UDP with two clients: the server thread receives two datagrams (DatagramSocket)
 * and answers each byte with its successor to the datagram's sender; one client uses a
 * DatagramSocket, the other a connected DatagramChannel, and each checks its own answer. Correct
 * in every schedule, whichever datagram arrives first: verified by the default search.
 */
public class UdpEcho {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        DatagramSocket server = new DatagramSocket(new InetSocketAddress(lo, 0));
        int port = server.getLocalPort();
        Thread serving = new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    DatagramPacket p = new DatagramPacket(new byte[1], 1);
                    server.receive(p);
                    p.getData()[0]++;
                    server.send(p); // back to its sender: the packet holds the source address
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        Thread a = new Thread(() -> {
            try (DatagramSocket s = new DatagramSocket(0, lo)) {
                s.send(new DatagramPacket(new byte[]{10}, 1, lo, port));
                DatagramPacket p = new DatagramPacket(new byte[1], 1);
                s.receive(p);
                if (p.getData()[0] != 11) throw new AssertionError("A got " + p.getData()[0]);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "A");
        Thread b = new Thread(() -> {
            try (DatagramChannel ch = DatagramChannel.open()) {
                ch.connect(new InetSocketAddress(lo, port));
                ch.write(ByteBuffer.wrap(new byte[]{20}));
                ByteBuffer in = ByteBuffer.allocate(1);
                ch.read(in);
                if (in.get(0) != 21) throw new AssertionError("B got " + in.get(0));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "B");
        a.start();
        b.start();
        a.join();
        b.join();
        serving.join();
        server.close();
        System.out.println("both answered");
    }
}
