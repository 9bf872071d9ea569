package net;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.channels.SocketChannel;

/** What the sandbox refuses: connections and binds outside the loopback, host name lookups other than localhost. */
public class ForeignAddresses {
    public static void main(String[] args) throws Exception {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getByAddress(new byte[]{10, 1, 2, 3}), 80));
            System.out.println("connected");
        } catch (Exception e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(InetAddress.getByAddress(new byte[]{93, (byte) 184, (byte) 216, 34}), 443))) {
            System.out.println("connected");
        } catch (Exception e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try (ServerSocket s = new ServerSocket(0, 50, InetAddress.getByAddress(new byte[]{(byte) 192, (byte) 168, 1, 1}))) {
            System.out.println("bound");
        } catch (Exception e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(InetAddress.getByName("example.com"));
        } catch (UnknownHostException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println(InetAddress.getByName("localhost"));
    }
}
