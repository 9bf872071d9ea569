package net;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A lost update in an HTTP handler: HttpServer (jdk.httpserver) runs its handler on a pool of two
 * threads, the handler reads an unsynchronized counter, answers with the new count in a header and
 * then stores it, and two clients (HttpURLConnection, each in a thread of its own) send a request
 * each. Expected verdict: the assertion fails in the schedules where both handlers read the
 * counter before either stores it (found by the default search).
 */
public class HttpHandlerRace {
    static int hits;

    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        server.setExecutor(pool);
        server.createContext("/hit", ex -> {
            int n = hits; // read, answer with the count, then store it: another request in between is lost
            ex.getResponseHeaders().add("X-Hits", String.valueOf(n + 1));
            ex.sendResponseHeaders(204, -1);
            hits = n + 1;
            ex.close();
        });
        server.start();
        URL url = new URL("http://127.0.0.1:" + server.getAddress().getPort() + "/hit");
        Thread[] clients = new Thread[2];
        for (int i = 0; i < 2; i++) {
            clients[i] = new Thread(() -> {
                try {
                    HttpURLConnection c = (HttpURLConnection) url.openConnection();
                    int code = c.getResponseCode();
                    try (InputStream in = c.getErrorStream()) { if (in != null) in.readAllBytes(); }
                    if (code != 204) throw new AssertionError("status " + code);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, "client " + i);
            clients[i].start();
        }
        for (Thread c : clients) c.join();
        server.stop(0);
        pool.shutdown();
        if (hits != 2) throw new AssertionError("lost update: " + hits + " hits");
        System.out.println("2 hits");
    }
}
