package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * A race between two UDP senders: the receiver takes two datagrams and assumes the first comes
 * from A (which starts first). The assertion fails in the schedules where B's datagram is queued
 * first: found by the default search.
 */
public class DatagramOrderRace {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (DatagramSocket receiver = new DatagramSocket(new InetSocketAddress(lo, 0))) {
            int port = receiver.getLocalPort();
            Thread a = sender(lo, port, 'A'), b = sender(lo, port, 'B');
            a.start();
            b.start();
            DatagramPacket p = new DatagramPacket(new byte[1], 1);
            receiver.receive(p);
            char first = (char) p.getData()[0];
            receiver.receive(p);
            a.join();
            b.join();
            if (first != 'A') throw new AssertionError("B's datagram arrived first");
            System.out.println("A first");
        }
    }

    static Thread sender(InetAddress lo, int port, char name) {
        return new Thread(() -> {
            try (DatagramSocket s = new DatagramSocket()) {
                s.send(new DatagramPacket(new byte[]{(byte) name}, 1, lo, port));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, String.valueOf(name));
    }
}
