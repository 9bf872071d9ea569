package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A race between two clients: the server answers the first connection it accepts "first" and
 * the other "second", and client A assumes it connects first (it starts first). The assertion
 * fails in the schedules where B's connection comes first.
 */
public class ClientOrderRace {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        int port = server.getLocalPort();
        Thread serving = new Thread(() -> {
            try {
                for (String answer : new String[]{"first", "second"}) {
                    try (Socket s = server.accept()) {
                        s.getOutputStream().write(answer.length());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        int[] got = new int[2];
        Thread a = client(port, got, 0, "A"), b = client(port, got, 1, "B");
        a.start();
        b.start();
        a.join();
        b.join();
        serving.join();
        server.close();
        if (got[0] != "first".length()) throw new AssertionError("client A was not served first");
        System.out.println("A first");
    }

    static Thread client(int port, int[] got, int i, String name) {
        return new Thread(() -> {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                got[i] = s.getInputStream().read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, name);
    }
}
