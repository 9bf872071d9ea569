package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Strategies;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Loopback networking inside the VM (natives' Network and SocketNatives): programs with a server
 * and clients in threads of one target (sockets, selectors, datagrams, pipes, HttpServer with
 * HttpURLConnection) behave as on the host JVM, which runs real loopback sockets; under the
 * default search correct echo servers (TCP, UDP) are verified, protocol deadlocks are found and
 * reported with the socket or selector each thread waits on, and races between clients are found.
 */
class SocketsTest {
    private static final Path CLASSES = Path.of("target", "classes");

    private static void sameAsHost(String program) throws Exception {
        ConformanceTest.HostRun host = ConformanceTest.startOnHost(program);
        ConformanceTest.Result vm = ConformanceTest.runInVm(program);
        ConformanceTest.Result h = host.finish();
        assertEquals(h.stdout, vm.stdout, program + ": stdout differs (stderr in jvsim:\n" + vm.stderr + ")");
        assertEquals(h.status, vm.status, program + ": exit status differs (stderr in jvsim:\n" + vm.stderr + ")");
    }

    /** A search of program (main with args) on the test programs' classes. */
    private static SearchConfig config(String program, String... args) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.args.addAll(java.util.List.of(args));
        return c;
    }

    private static SearchResult search(String program) {
        SearchConfig c = config(program);
        c.maxExecutions = 2000;
        return new DporSearch().run(c);
    }

    /** The deadlock the search finds in program (in its first execution or later): its report. */
    private static String deadlock(String program) {
        SearchResult r = search(program);
        assertTrue(r.violated(), "no deadlock in " + r.executions + " executions");
        Violation v = r.violations.get(0);
        assertEquals(jvsim.vm.ViolationKind.DEADLOCK, v.kind, v.toString());
        return v.message;
    }

    /** The search finds program's assertion failing with message. */
    private static void raceFound(String program, String message) {
        SearchResult r = search(program);
        assertTrue(r.violated(), "race not found in " + r.executions + " executions");
        assertTrue(r.violations.get(0).message.contains(message), r.violations.toString());
    }

    /** The search explores every schedule of program, none fails, and the first execution's output is the host's. */
    private static void verifiedWithHostOutput(String program) throws Exception {
        SearchResult r = search(program);
        assertFalse(r.violated(), r.violations.toString());
        assertNull(r.stoppedBy, "the search must finish");
        assertEquals(ConformanceTest.startOnHost(program).finish().stdout, r.firstStdout);
    }

    /** Socket/ServerSocket: an echo server with two clients, addresses, options, half-close, a refused connection. */
    @Test
    void socketsBehaveAsOnTheHost() throws Exception {
        sameAsHost("conformance.SocketEcho");
    }

    /** A selector thread serving a non-blocking ServerSocketChannel and the channels it accepts; blocking client channels. */
    @Test
    void selectorEchoBehavesAsOnTheHost() throws Exception {
        sameAsHost("conformance.SelectorEcho");
    }

    /** HttpServer (jdk.httpserver) with HttpURLConnection clients: GET, POST, a chunked response, 404, stop. */
    @Test
    void httpServerBehavesAsOnTheHost() throws Exception {
        sameAsHost("conformance.HttpServerLoopback");
    }

    /**
     * java.net.http.HttpClient (its selector manager thread, its executor, the default SSLContext its
     * constructor sets up) against HttpServer: GET, POST, 404, an asynchronous GET, a refused connection.
     */
    @Test
    void httpClientBehavesAsOnTheHost() throws Exception {
        sameAsHost("conformance.HttpClientLoopback");
    }

    /**
     * A lost update in an HttpServer handler run on a pool of two threads (it reads the counter,
     * answers, then stores it), with two clients in threads of their own: the default search finds
     * it (in its first execution, some 16 million bytecodes: the second handler reads the counter
     * while the first answers).
     */
    @Test
    void handlerRaceIsFound() {
        SearchConfig c = config("net.HttpHandlerRace");
        c.maxExecutions = 60;
        SearchResult r = Strategies.configure("dpor", java.util.Map.of()).create().run(c);
        assertTrue(r.violated(), "not found in " + r.executions + " executions");
        assertTrue(r.violations.get(0).message.contains("lost update: 1 hits"), r.violations.toString());
    }

    /** Timed accept and read (SO_TIMEOUT), timed and woken selects, selectNow, a non-blocking read with nothing there. */
    @Test
    void timeoutsBehaveAsOnTheHost() throws Exception {
        sameAsHost("conformance.SocketTimeouts");
    }

    /** The timeouts under the search: time passes only when no thread can run, so every schedule gives the host's output. */
    @Test
    void timeoutsUnderTheSearch() throws Exception {
        verifiedWithHostOutput("conformance.SocketTimeouts");
    }

    /**
     * The selector echo under the search: the selector thread's loop reads until each client closes,
     * so the full search is long (net.SelectorEchoTwoClients is verified, SelectorsAgainstStatefulTest);
     * its first executions must all be correct.
     */
    @Test
    void selectorEchoUnderTheSearch() {
        SearchConfig c = config("conformance.SelectorEcho");
        c.maxExecutions = 100;
        SearchResult r = new DporSearch().run(c);
        assertFalse(r.violated(), r.violations.toString());
        assertTrue(r.executions > 50 && r.stoppedBy != null, r.executions + " executions, stopped by " + r.stoppedBy);
    }

    /** The echo server with two clients: every schedule explored, none fails, and the output is the host's. */
    @Test
    void echoServerWithTwoClientsIsVerified() throws Exception {
        SearchResult r = search("net.EchoTwoClients");
        assertFalse(r.violated(), r.violations.toString());
        assertNull(r.stoppedBy, "the search must finish");
        assertTrue(r.executions > 1, "both connection orders are explored: " + r.executions);
        ConformanceTest.HostRun host = ConformanceTest.startOnHost("net.EchoTwoClients");
        assertEquals(host.finish().stdout, r.firstStdout);
    }

    /** Server and client each wait to read first: found in the first execution, both threads named blocked reading. */
    @Test
    void serverClientDeadlockIsFound() {
        String report = deadlock("net.SocketDeadlock");
        assertTrue(report.contains("\"server\" WAITING reading from socket 127.0.0.1:"), report);
        assertTrue(report.contains("\"main\" WAITING reading from socket 127.0.0.1:"), report);
    }

    /** A select nobody makes ready is a deadlock; the report names the selector and the channel it watches. */
    @Test
    void blockedSelectIsADeadlock() {
        String report = deadlock("net.SelectorDeadlock");
        assertTrue(report.matches("(?s).*\"selector\" WAITING selecting on selector \\d+ \\(server socket 127\\.0\\.0\\.1:\\d+\\).*"), report);
    }

    /** Which client the server accepts first is a race the search reverses: the schedule where B connects first fails. */
    @Test
    void raceBetweenTwoClientsIsFound() {
        raceFound("net.ClientOrderRace", "client A was not served first");
    }

    /**
     * Ephemeral ports are handed out in the order sockets are bound, which the program observes: two
     * clients connecting unbound sockets to two different listeners are dependent through the ports
     * they are given (the allocations touch the ephemeral counter's location), and so are two
     * DatagramChannels sending from unbound sockets. Optimal DPOR and source-DPOR (without probes)
     * find the schedule where B goes first, as stateful DFS does, and all three reach the same
     * outcomes (DPOR saw a single execution of the connects before).
     */
    @ParameterizedTest
    @ValueSource(strings = {"stream", "datagram"})
    void ephemeralPortOrderIsARace(String mode) {
        dporReachesWhatStatefulSearchReaches("uncaught-exception: java.lang.AssertionError: client B was given the lower port",
                "net.EphemeralPortOrder", mode);
    }

    /**
     * Descriptor numbers and the random devices' bytes are handed out in the order threads ask for
     * them, which the program observes: two threads opening a pipe each (a selector reports the
     * ready one with the lower number first), one of them opening a file before (files and sockets
     * share the counter), and two threads reading /dev/urandom at a position through channels main
     * opened (positional reads do not change the file system). Every allocation and every read of
     * a random device writes its counter's location, so optimal DPOR and source-DPOR (without
     * probes) reach exactly stateful DFS's outcomes, the failure among them (DPOR saw a single
     * execution of each before).
     */
    @ParameterizedTest
    @ValueSource(strings = {"pipe", "file", "random"})
    void descriptorAndRandomOrderIsARace(String mode) {
        dporReachesWhatStatefulSearchReaches(mode.equals("random") ? "uncaught-exception: java.lang.AssertionError: A read the greater bytes"
            : "uncaught-exception: java.lang.AssertionError: B's pipe has the lower descriptor: [B, A]", "net.DescriptorOrder", mode);
    }

    /** Stateful DFS reaches failure among program's outcomes; optimal DPOR and source-DPOR (no probes) reach exactly the same. */
    private static void dporReachesWhatStatefulSearchReaches(String failure, String program, String mode) {
        java.util.Set<String> dfs = outcomes(new StatefulSearch(false), program, mode);
        assertTrue(dfs.contains(failure), dfs.toString());
        assertEquals(dfs, outcomes(new DporSearch(true), program, mode), "optimal DPOR differs from stateful DFS");
        assertEquals(dfs, outcomes(new DporSearch(false), program, mode), "source-DPOR differs from stateful DFS");
    }

    /** Every distinct violation the search finds in program run with args (all schedules explored). */
    private static java.util.Set<String> outcomes(Search s, String program, String... args) {
        SearchConfig c = config(program, args);
        c.findAll = true;
        c.maxExecutions = 2000;
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, program + " " + s.getClass().getSimpleName() + " hit a limit");
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (Violation v : r.violations) out.add(v.kind + ": " + v.message);
        return out;
    }

    /**
     * DatagramSocket and DatagramChannel (socket addresses and datagrams in the VM's off-heap memory):
     * an echo with two clients, truncation, a connected channel with a direct buffer, a non-blocking
     * receive, a datagram nobody receives, an empty one, a receive timeout.
     */
    @Test
    void datagramsBehaveAsOnTheHost() throws Exception {
        sameAsHost("conformance.DatagramEcho");
    }

    /** The UDP echo with a DatagramSocket client and a connected DatagramChannel client: every schedule explored, none fails. */
    @Test
    void udpEchoIsVerified() throws Exception {
        SearchResult r = search("net.UdpEcho");
        assertFalse(r.violated(), r.violations.toString());
        assertNull(r.stoppedBy, "the search must finish");
        assertTrue(r.executions > 1, "both arrival orders are explored: " + r.executions);
        assertEquals("both answered\n", r.firstStdout);
    }

    /** Which datagram is queued first is a race the search reverses: the schedule where B's comes first fails. */
    @Test
    void datagramRaceIsFound() {
        raceFound("net.DatagramOrderRace", "B's datagram arrived first");
    }

    /** A receiver waiting for a datagram nobody sends is a deadlock; the report names the socket it waits on. */
    @Test
    void blockedReceiveIsADeadlock() {
        String report = deadlock("net.DatagramDeadlock");
        assertTrue(report.contains("\"main\" WAITING receiving on datagram socket 127.0.0.1:"), report);
    }

    /** java.nio.channels.Pipe: a writer and a reader thread, scattering and gathering, a direct buffer, a selector, a closed source. */
    @Test
    void pipeBehavesAsOnTheHost() throws Exception {
        sameAsHost("conformance.PipeTransfer");
    }

    /** The pipe program under the search: every schedule gives the host's output. */
    @Test
    void pipeUnderTheSearch() throws Exception {
        verifiedWithHostOutput("conformance.PipeTransfer");
    }

    /** Addresses other than the target's own loopback sockets, and name lookups other than localhost, are refused. */
    @Test
    void foreignAddressesAreRefused() {
        ConformanceTest.Result r = ConformanceTest.runInVm("net.ForeignAddresses");
        assertEquals(0, r.status, r.stderr);
        String refused = "java.net.SocketException: jvsim sandbox: network access is refused (";
        assertEquals(refused + "connect to 10.1.2.3:80: only the target's own loopback sockets are reachable)\n"
            + refused + "connect to 93.184.216.34:443: only the target's own loopback sockets are reachable)\n"
            + refused + "bind to 192.168.1.1:0: only the target's own loopback sockets are reachable)\n"
            + "java.net.UnknownHostException: example.com: jvsim sandbox: network access is refused (host name lookup)\n"
            + "localhost/127.0.0.1\n", r.stdout);
    }
}
