package conformance;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * java.net.http.HttpClient (HTTP/1.1, its own selector thread and executor) against an HttpServer
 * on loopback: a GET with a response header, a POST whose body the handler echoes upper-cased, a
 * path no context serves (404), an asynchronous GET, and a refused connection once the server has
 * stopped. Output identical to the host's.
 */
public class HttpClientLoopback {
    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hello", ex -> respond(ex, 200, "hello " + ex.getRequestMethod() + " " + ex.getRequestURI().getQuery()));
        server.createContext("/echo", ex -> {
            String body;
            try (InputStream in = ex.getRequestBody()) { body = new String(in.readAllBytes(), StandardCharsets.UTF_8); }
            respond(ex, 201, body.toUpperCase() + " (" + ex.getRequestHeaders().getFirst("Content-Type") + ")");
        });
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        System.out.println("version " + client.version() + ", redirects " + client.followRedirects());

        HttpResponse<String> get = client.send(HttpRequest.newBuilder(URI.create(base + "/hello?name=jvsim")).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println(get.statusCode() + " " + get.version() + " X-Test=" + get.headers().firstValue("X-Test").orElse("-")
            + " length " + get.headers().firstValueAsLong("Content-Length").orElse(-1) + ": " + get.body());

        HttpRequest post = HttpRequest.newBuilder(URI.create(base + "/echo")).header("Content-Type", "text/plain")
            .POST(HttpRequest.BodyPublishers.ofString("some text")).build();
        HttpResponse<String> echoed = client.send(post, HttpResponse.BodyHandlers.ofString());
        System.out.println(echoed.statusCode() + ": " + echoed.body());

        HttpResponse<String> missing = client.send(HttpRequest.newBuilder(URI.create(base + "/missing")).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println(missing.statusCode() + ": " + missing.body().trim());

        HttpResponse<byte[]> async = client.sendAsync(HttpRequest.newBuilder(URI.create(base + "/hello?async")).build(), HttpResponse.BodyHandlers.ofByteArray()).get();
        System.out.println("async " + async.statusCode() + ": " + new String(async.body(), StandardCharsets.UTF_8));

        server.stop(0);
        try {
            client.send(HttpRequest.newBuilder(URI.create(base + "/hello")).build(), HttpResponse.BodyHandlers.ofString());
            System.out.println("stopped server answered");
        } catch (IOException e) {
            System.out.println("after stop: " + e.getClass().getName());
        }
    }

    static void respond(HttpExchange ex, int code, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().add("X-Test", "yes");
        ex.sendResponseHeaders(code, b.length);
        try (OutputStream out = ex.getResponseBody()) { out.write(b); }
    }
}
