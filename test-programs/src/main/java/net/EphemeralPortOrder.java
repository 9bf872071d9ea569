package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;

/**
 * The order of ephemeral ports is observable: two clients, each connecting an unbound socket to a
 * listener of its own (or, with the argument "datagram", each sending from an unbound
 * DatagramChannel to a receiver of its own), are given local ports in the order they do it, and
 * client A assumes it gets the lower one (it starts first). The clients touch different listeners
 * and different sockets (and no lock: the address is looked up once, by main), so only the port
 * numbers they are handed tie them together. Expected verdict: the assertion fails in the
 * schedules where B goes first (found by the default search and by stateful DFS). On the host,
 * Linux picks ephemeral ports at random: there it fails or not by chance.
 */
public class EphemeralPortOrder {
    public static void main(String[] args) throws Exception {
        boolean datagram = args.length > 0 && args[0].equals("datagram");
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (ServerSocket first = new ServerSocket(0, 50, lo); ServerSocket second = new ServerSocket(0, 50, lo);
             DatagramChannel one = DatagramChannel.open().bind(new InetSocketAddress(lo, 0));
             DatagramChannel two = DatagramChannel.open().bind(new InetSocketAddress(lo, 0))) {
            int[] local = new int[2];
            int[] to = datagram ? new int[]{port(one), port(two)} : new int[]{first.getLocalPort(), second.getLocalPort()};
            Thread a = client(datagram, lo, to[0], local, 0, "A"), b = client(datagram, lo, to[1], local, 1, "B");
            a.start();
            b.start();
            a.join();
            b.join();
            if (local[0] > local[1]) throw new AssertionError("client B was given the lower port");
            System.out.println("A was given the lower port");
        }
    }

    static int port(DatagramChannel ch) throws IOException { return ((InetSocketAddress) ch.getLocalAddress()).getPort(); }

    static Thread client(boolean datagram, InetAddress lo, int port, int[] local, int i, String name) {
        return new Thread(() -> {
            try {
                if (datagram) {
                    try (DatagramChannel ch = DatagramChannel.open()) {
                        ch.send(ByteBuffer.wrap(new byte[]{1}), new InetSocketAddress(lo, port));
                        local[i] = port(ch);
                    }
                } else {
                    try (Socket s = new Socket(lo, port)) {
                        local[i] = s.getLocalPort();
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, name);
    }
}
