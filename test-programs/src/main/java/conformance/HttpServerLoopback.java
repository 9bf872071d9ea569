package conformance;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.TreeMap;

/**
 * com.sun.net.httpserver.HttpServer (jdk.httpserver) on loopback with HttpURLConnection clients:
 * a GET with a query and a response header, a POST whose body the handler echoes upper-cased, a
 * chunked response (length 0), a path no context serves (404), and the server stopped. Output
 * identical to the host's.
 */
public class HttpServerLoopback {
    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hello", ex -> respond(ex, 200, "hello " + ex.getRequestMethod() + " " + ex.getRequestURI().getQuery(), true));
        server.createContext("/echo", ex -> {
            String body;
            try (InputStream in = ex.getRequestBody()) { body = new String(in.readAllBytes(), StandardCharsets.UTF_8); }
            respond(ex, 201, body.toUpperCase() + " (" + ex.getRequestHeaders().getFirst("Content-Type") + ")", false);
        });
        server.createContext("/chunked", ex -> {
            ex.sendResponseHeaders(200, 0);
            try (OutputStream out = ex.getResponseBody()) {
                for (int i = 0; i < 3; i++) out.write(("part " + i + ";").getBytes(StandardCharsets.UTF_8));
            }
        });
        server.start();
        int port = server.getAddress().getPort();
        String base = "http://127.0.0.1:" + port;

        HttpURLConnection get = (HttpURLConnection) new URL(base + "/hello?name=jvsim").openConnection();
        System.out.println(get.getResponseCode() + " " + get.getResponseMessage() + " X-Test=" + get.getHeaderField("X-Test")
            + " length " + get.getContentLengthLong() + ": " + read(get.getInputStream()));

        HttpURLConnection post = (HttpURLConnection) new URL(base + "/echo").openConnection();
        post.setRequestMethod("POST");
        post.setDoOutput(true);
        post.setRequestProperty("Content-Type", "text/plain");
        try (OutputStream out = post.getOutputStream()) { out.write("some text".getBytes(StandardCharsets.UTF_8)); }
        System.out.println(post.getResponseCode() + ": " + read(post.getInputStream()));

        HttpURLConnection chunked = (HttpURLConnection) new URL(base + "/chunked").openConnection();
        System.out.println(chunked.getResponseCode() + " " + chunked.getHeaderField("Transfer-encoding") + ": " + read(chunked.getInputStream()));

        HttpURLConnection missing = (HttpURLConnection) new URL(base + "/nothing").openConnection();
        System.out.println(missing.getResponseCode() + ": " + read(missing.getErrorStream()));

        TreeMap<String, String> headers = new TreeMap<>();
        HttpURLConnection again = (HttpURLConnection) new URL(base + "/hello").openConnection();
        again.getHeaderFields().forEach((k, v) -> { if (k != null && !k.equals("Date")) headers.put(k, String.valueOf(v)); });
        System.out.println(headers + " " + read(again.getInputStream()));

        server.stop(0);
        try {
            ((HttpURLConnection) new URL(base + "/hello").openConnection()).getResponseCode();
            System.out.println("still served");
        } catch (IOException e) {
            System.out.println("stopped: " + e.getClass().getSimpleName());
        }
    }

    static void respond(HttpExchange ex, int status, String text, boolean header) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        if (header) ex.getResponseHeaders().add("X-Test", "yes");
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) { out.write(body); }
    }

    static String read(InputStream in) throws IOException {
        try (in) { return new String(in.readAllBytes(), StandardCharsets.UTF_8); }
    }
}
