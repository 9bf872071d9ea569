package conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Loopback sockets between threads: a server thread serves two clients one after the other, each
 * client sends a message and reads it back upper-cased, then sees the end of the stream when the
 * server closes; socket options, addresses, shutdown and a refused connection.
 */
public class SocketEcho {
    public static void main(String[] args) throws Exception {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        ServerSocket server = new ServerSocket(0, 50, loopback);
        int port = server.getLocalPort();
        String[] replies = new String[2], peers = new String[2];
        int[] ends = new int[2];
        Thread serving = new Thread(() -> {
            try {
                for (int i = 0; i < 2; i++) {
                    try (Socket s = server.accept()) {
                        byte[] m = s.getInputStream().readNBytes(7);
                        peers[i] = s.getInetAddress() + " " + (s.getLocalPort() == port);
                        s.getOutputStream().write(new String(m, StandardCharsets.US_ASCII).toUpperCase().getBytes(StandardCharsets.US_ASCII));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        serving.start();
        Thread[] clients = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int k = i;
            clients[i] = new Thread(() -> {
                try (Socket s = new Socket(loopback, port)) {
                    s.setTcpNoDelay(true);
                    s.getOutputStream().write(("hello-" + k).getBytes(StandardCharsets.US_ASCII));
                    InputStream in = s.getInputStream();
                    replies[k] = new String(in.readNBytes(7), StandardCharsets.US_ASCII);
                    ends[k] = in.read();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            clients[i].start();
        }
        for (Thread c : clients) c.join();
        serving.join();
        System.out.println(replies[0] + " " + replies[1] + " " + ends[0] + " " + ends[1]);
        System.out.println(peers[0] + " " + peers[1]);
        System.out.println(server.getInetAddress() + " bound " + server.isBound());

        // a half-closed connection: the client shuts its output, the server reads to the end and answers
        Thread half = new Thread(() -> {
            try (Socket s = server.accept()) {
                byte[] all = s.getInputStream().readAllBytes();
                s.getOutputStream().write(("got " + all.length).getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        half.start();
        try (Socket s = new Socket("localhost", port)) {
            System.out.println("tcpNoDelay " + s.getTcpNoDelay() + " connected " + s.isConnected() + " to " + s.getInetAddress() + " " + (s.getPort() == port));
            s.getOutputStream().write(new byte[100]);
            s.shutdownOutput();
            System.out.println(new String(s.getInputStream().readAllBytes(), StandardCharsets.US_ASCII) + " outputShutdown " + s.isOutputShutdown());
        }
        half.join();
        server.close();
        System.out.println("closed " + server.isClosed());
        try (Socket s = new Socket(loopback, port)) {
            System.out.println("connected to a closed port");
        } catch (ConnectException e) {
            System.out.println("refused: " + e.getMessage());
        }
    }
}
