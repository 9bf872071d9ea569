package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * A lost answer: the client sends its request to the wrong port (its own, off by one) and waits
 * for the answer, while the server waits for a request. Every schedule ends with both blocked in
 * receive: a deadlock, found in the first execution, each thread named waiting on its socket.
 */
public class DatagramDeadlock {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        DatagramSocket server = new DatagramSocket(new InetSocketAddress(lo, 0));
        Thread serving = new Thread(() -> {
            try {
                DatagramPacket p = new DatagramPacket(new byte[1], 1);
                server.receive(p);
                server.send(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        try (DatagramSocket client = new DatagramSocket(new InetSocketAddress(lo, 0))) {
            int wrong = server.getLocalPort() + 1 == client.getLocalPort() ? server.getLocalPort() + 2 : server.getLocalPort() + 1;
            client.send(new DatagramPacket(new byte[]{1}, 1, lo, wrong));
            client.receive(new DatagramPacket(new byte[1], 1));
        }
        serving.join();
    }
}
