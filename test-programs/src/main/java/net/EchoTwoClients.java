package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * An echo server with two clients over loopback sockets: the server thread accepts two
 * connections one after the other and answers each byte with its successor; each client checks
 * its own answer. Correct in every schedule, whichever client connects first.
 */
public class EchoTwoClients {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        int port = server.getLocalPort();
        Thread serving = new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    try (Socket s = server.accept()) {
                        int b = s.getInputStream().read();
                        s.getOutputStream().write(b + 1);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        int[] answers = new int[2];
        Thread a = client(port, 'a', answers, 0), b = client(port, 'x', answers, 1);
        a.start();
        b.start();
        a.join();
        b.join();
        serving.join();
        server.close();
        System.out.println("answers " + (char) answers[0] + " " + (char) answers[1]);
    }

    static Thread client(int port, char send, int[] answers, int i) {
        return new Thread(() -> {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                s.getOutputStream().write(send);
                int answer = s.getInputStream().read();
                if (answer != send + 1) throw new AssertionError("client " + send + " got " + answer);
                answers[i] = answer;
                if (s.getInputStream().read() != -1) throw new AssertionError("no end of stream");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "client-" + send);
    }
}
