package net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A protocol deadlock over a loopback socket: the server waits for the client's request before
 * greeting, the client waits for the greeting before sending its request. Every schedule
 * deadlocks with both threads blocked reading.
 */
public class SocketDeadlock {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread serving = new Thread(() -> {
            try (Socket s = server.accept()) {
                int request = s.getInputStream().read();
                s.getOutputStream().write(request + 1);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server");
        serving.start();
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            int greeting = s.getInputStream().read();
            s.getOutputStream().write(greeting);
        }
        serving.join();
    }
}
