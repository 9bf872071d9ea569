package jvsim.natives;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jvsim.vm.CopiedState;
import jvsim.vm.Vm;
import jvsim.vm.VmThread;

/**
 * The target's loopback network, inside the VM: sockets (stream and datagram), their listeners,
 * connections and the bytes in flight, event descriptors and epoll instances, all host-side and a
 * state component of the VM (saved with snapshots and checkpoints, restored, hashed), so what one
 * interleaving sent is received in that interleaving only. No host socket is ever opened: the
 * only reachable addresses are the loopback (127.0.0.0/8, and the wildcard 0.0.0.0 standing for
 * it) and the only peers the target's own listeners.
 *
 * <p>Sockets are numbered by the sandbox's descriptor counter ({@link Sandbox#newFd}), shared with
 * files (what hands out a number writes its location, {@link Sandbox#FD_KEY}). A connection is
 * complete when {@code connect} returns (the listener's backlog is unbounded, like a kernel that
 * completes the handshake for a listening socket); send buffers are unbounded, so writes never
 * block. What blocks is waiting for something another thread does:
 * accept for a connection, read for bytes or the end of the stream, poll and epoll for readiness.
 * A blocked thread is recorded in {@link State#waiters} with the locations it waits on (a
 * selector: those of the descriptors it watches), and a change at one of them wakes it (see
 * {@link SocketNatives}).
 *
 * <p>Locations (see {@link #connectionKey}) name what operations touch for the search's
 * dependence: every descriptor has one from the moment the JDK gives it a FileDescriptor (the
 * stable id of that object; a connection shares its client's, a Pipe its source's), a listener
 * takes its port's, a bound datagram socket its port's. Whatever an operation changes of an
 * endpoint it changes at that endpoint's location (or at the one it had before, as well). The port
 * tables have a location per port ({@link #tableKey}: a listener's and a bound datagram socket's
 * own), written by what binds or frees the port. Handing out an ephemeral port reads and writes the
 * counter's location ({@link #EPHEMERAL_KEY}: the numbers follow the order of the allocations,
 * which the target observes) and the table entries of the ports it looks at ({@link
 * #ephemeralScan}). One location stands for the whole network: operations on an endpoint without a
 * location yet write it and every other operation reads it.
 */
final class Network extends KeptMementoState<Network.State> {
    static final int STREAM = 0, DGRAM = 1, EVENT = 2, EPOLL = 3;
    /** 127.0.0.1 as an int (network byte order read as big-endian, as InetAddressHolder.address). */
    static final int LOOPBACK = 0x7f000001;
    /** Where the ports handed out to sockets bound to port 0 start (Linux's ephemeral range starts at 32768). */
    static final int FIRST_EPHEMERAL = 40000;
    /** The location of the whole network (selectors, polls); locations of connections and ports lie below. */
    static final long NETWORK_KEY = Long.MIN_VALUE / 2;
    private static final long PORT_KEYS = NETWORK_KEY + (1L << 32);

    /** The location of the counter ephemeral ports are handed out from: every allocation reads and writes it. */
    static final long EPHEMERAL_KEY = PORT_KEYS - 1;

    /** The location of a connection whose client's FileDescriptor object has stable id id. */
    static long connectionKey(long id) { return NETWORK_KEY + (1L << 33) + id; }

    /** The location of the listener on port (connect, accept and close of the listener). */
    static long portKey(int port) { return PORT_KEYS + port; }

    /** The location of the datagram socket bound to port (bind, send to it, receive, close). */
    static long datagramKey(int port) { return PORT_KEYS + 65536 + port; }

    /** The location of port's entry in the table of a socket type's bound ports ({@link #portKey} or {@link #datagramKey}). */
    static long tableKey(int type, int port) { return type == DGRAM ? datagramKey(port) : portKey(port); }

    /** The header of a datagram in a datagram socket's {@link Endpoint#in}: source address (4 bytes), source port (2), length (4), big-endian. */
    static final int DATAGRAM_HEADER = 10;

    /** A socket, event descriptor or epoll instance. Mutable inside one {@link State}; copied with it. */
    static final class Endpoint {
        final int id, type;
        int fd = -1;
        boolean blocking = true;
        int localAddr, localPort, remoteAddr, remotePort;
        boolean bound, listening, connected, closed, inputShut, outputShut;
        /** One end of a Pipe (a connected pair whose source only reads and whose sink only writes). */
        boolean pipe;
        /** The peer's output ended (it closed or shut down output): reads past the buffered bytes see the end of the stream. */
        boolean eof;
        /** The other end of a connection (endpoint id), or -1. */
        int peer = -1;
        /** The location its operations touch ({@link #connectionKey} or {@link #portKey}), or 0 before it has one. */
        long loc;
        /** Bytes received and not yet read: in[start, end). For a datagram socket, whole datagrams, each its {@link #DATAGRAM_HEADER} and its bytes. */
        byte[] in = new byte[0];
        int start, end;
        /** A listener's connections not yet accepted (endpoint ids), in order. */
        int[] backlog = new int[0];
        int backlogLen;
        /** An event descriptor's counter. */
        long counter;
        /** An epoll instance's registrations: descriptor to event mask. */
        TreeMap<Integer, Integer> interest = new TreeMap<>();
        /** Socket options set (level << 32 | name) to value. */
        TreeMap<Long, Integer> options = new TreeMap<>();

        Endpoint(int id, int type) { this.id = id; this.type = type; }

        int available() { return end - start; }

        void append(byte[] b, int off, int len) {
            if (end + len > in.length) {
                int live = end - start;
                byte[] n = new byte[Math.max(live + len, live * 2 + 64)];
                System.arraycopy(in, start, n, 0, live);
                in = n;
                start = 0;
                end = live;
            }
            System.arraycopy(b, off, in, end, len);
            end += len;
        }

        /** Queues a datagram of len bytes from (addr, port). */
        void appendDatagram(int addr, int port, byte[] b, int off, int len) {
            byte[] h = {(byte) (addr >>> 24), (byte) (addr >>> 16), (byte) (addr >>> 8), (byte) addr, (byte) (port >>> 8), (byte) port,
                (byte) (len >>> 24), (byte) (len >>> 16), (byte) (len >>> 8), (byte) len};
            append(h, 0, h.length);
            append(b, off, len);
        }

        /** The big-endian value of width bytes at offset at of the next datagram's header (0: address, 4: port, 6: length). */
        int header(int at, int width) {
            int v = 0;
            for (int i = 0; i < width; i++) v = v << 8 | (in[start + at + i] & 0xff);
            return v;
        }

        /** Takes the next datagram: its bytes (all of them; the caller keeps what fits), its header read first with {@link #header}. */
        byte[] takeDatagram() {
            byte[] d = new byte[header(6, 4)];
            start += DATAGRAM_HEADER;
            take(d, 0, d.length);
            if (start == end) start = end = 0;
            return d;
        }

        /** Takes up to len buffered bytes into b (len > 0); returns how many. */
        int take(byte[] b, int off, int len) {
            int n = Math.min(len, end - start);
            if (n == 0) return 0;
            System.arraycopy(in, start, b, off, n);
            start += n;
            if (start == end) start = end = 0;
            return n;
        }

        Endpoint copy() {
            Endpoint e = new Endpoint(id, type);
            e.fd = fd; e.blocking = blocking; e.localAddr = localAddr; e.localPort = localPort; e.remoteAddr = remoteAddr;
            e.remotePort = remotePort; e.bound = bound; e.listening = listening; e.connected = connected; e.closed = closed;
            e.inputShut = inputShut; e.outputShut = outputShut; e.eof = eof; e.pipe = pipe; e.peer = peer; e.loc = loc;
            e.in = Arrays.copyOfRange(in, start, end); e.start = 0; e.end = end - start;
            e.backlog = Arrays.copyOf(backlog, backlogLen); e.backlogLen = backlogLen; e.counter = counter;
            e.interest = new TreeMap<>(interest); e.options = new TreeMap<>(options);
            return e;
        }

        void hash(Sink s) {
            s.add(id); s.add(type); s.add(fd);
            s.add((blocking ? 1 : 0) | (bound ? 2 : 0) | (listening ? 4 : 0) | (connected ? 8 : 0) | (closed ? 16 : 0)
                    | (inputShut ? 32 : 0) | (outputShut ? 64 : 0) | (eof ? 128 : 0) | (pipe ? 256 : 0));
            s.add(localAddr); s.add(localPort); s.add(remoteAddr); s.add(remotePort); s.add(peer); s.add(loc);
            long h = 0xcbf29ce484222325L;
            for (int i = start; i < end; i++) h = (h ^ (in[i] & 0xff)) * 0x100000001b3L;
            s.add(end - start); s.add(h);
            s.add(backlogLen);
            for (int i = 0; i < backlogLen; i++) s.add(backlog[i]);
            s.add(counter);
            for (Map.Entry<Integer, Integer> e : interest.entrySet()) { s.add(e.getKey()); s.add(e.getValue()); }
            for (Map.Entry<Long, Integer> e : options.entrySet()) { s.add(e.getKey()); s.add(e.getValue()); }
        }
    }

    /** Everything the network holds; a memento is a copy (never changed afterwards). */
    static final class State implements CopiedState.Data<State> {
        final List<Endpoint> endpoints = new ArrayList<>();
        /** Open descriptors to endpoint ids. */
        final TreeMap<Integer, Integer> byFd = new TreeMap<>();
        /** Bound ports of stream sockets and of datagram sockets, to endpoint ids. */
        final TreeMap<Integer, Integer> streamPorts = new TreeMap<>(), dgramPorts = new TreeMap<>();
        int nextEphemeral = FIRST_EPHEMERAL;
        /** Threads blocked in a network operation, in the order they blocked, with the locations each waits on (arrays never changed). */
        final LinkedHashMap<VmThread, long[]> waiters = new LinkedHashMap<>();
        /** The last results of epoll_wait per poll array (see SocketNatives' EPoll): descriptor, events pairs. */
        final TreeMap<Long, int[]> pollResults = new TreeMap<>();
        long nextPollArray = 1;

        @Override public State copy() {
            State s = new State();
            for (Endpoint e : endpoints) s.endpoints.add(e.copy());
            s.byFd.putAll(byFd);
            s.streamPorts.putAll(streamPorts);
            s.dgramPorts.putAll(dgramPorts);
            s.nextEphemeral = nextEphemeral;
            s.waiters.putAll(waiters);
            s.pollResults.putAll(pollResults);
            s.nextPollArray = nextPollArray;
            return s;
        }

        @Override public void hash(Sink sink) {
            for (Endpoint e : endpoints) e.hash(sink);
            for (Map.Entry<Integer, Integer> e : byFd.entrySet()) { sink.add(e.getKey()); sink.add(e.getValue()); }
            sink.add(streamPorts.size());
            for (Map.Entry<Integer, Integer> e : streamPorts.entrySet()) { sink.add(e.getKey()); sink.add(e.getValue()); }
            sink.add(dgramPorts.size());
            for (Map.Entry<Integer, Integer> e : dgramPorts.entrySet()) { sink.add(e.getKey()); sink.add(e.getValue()); }
            sink.add(nextEphemeral);
            for (Map.Entry<VmThread, long[]> w : waiters.entrySet()) {
                sink.add(w.getKey().uid);
                sink.add(w.getValue().length);
                for (long l : w.getValue()) sink.add(l);
            }
            for (Map.Entry<Long, int[]> r : pollResults.entrySet()) { sink.add(r.getKey()); sink.add(Arrays.hashCode(r.getValue())); }
            sink.add(nextPollArray);
        }
    }

    private Network(Vm vm) { super(new State()); }

    static Network of(Vm vm) { return vm.nativeState(Network.class, Network::new); }

    /** A new endpoint of a type, not yet given a descriptor. */
    Endpoint newEndpoint(int type) {
        State s = change();
        Endpoint e = new Endpoint(s.endpoints.size(), type);
        s.endpoints.add(e);
        return e;
    }

    /** A new endpoint with the descriptor fd. */
    Endpoint open(int type, int fd) {
        Endpoint e = newEndpoint(type);
        e.fd = fd;
        read().byFd.put(fd, e.id);
        return e;
    }

    /** The open endpoint of descriptor fd, or null; for a change, call {@link #change} first. */
    Endpoint byFd(int fd) {
        Integer id = read().byFd.get(fd);
        return id == null ? null : read().endpoints.get(id);
    }

    Endpoint get(int id) { return id < 0 ? null : read().endpoints.get(id); }

    /** A free port for a socket of this type bound to port 0: the last of {@link #ephemeralScan}. */
    int ephemeralPort(int type) {
        int[] scan = ephemeralScan(type);
        int p = scan[scan.length - 1];
        change().nextEphemeral = nextEphemeral(p);
        return p;
    }

    /**
     * The ports the next allocation of an ephemeral port for this type looks at, in order: from the
     * counter on, the bound ones it skips, then the free one it hands out (last). What that
     * allocation depends on besides the counter: the entries of these ports in the port table.
     */
    int[] ephemeralScan(int type) {
        State s = read();
        TreeMap<Integer, Integer> ports = type == DGRAM ? s.dgramPorts : s.streamPorts;
        int n = 1;
        for (int p = s.nextEphemeral; ports.containsKey(p); p = nextEphemeral(p)) n++;
        int[] scan = new int[n];
        for (int i = 0, p = s.nextEphemeral; i < n; i++, p = nextEphemeral(p)) scan[i] = p;
        return scan;
    }

    private static int nextEphemeral(int p) { return p >= 60999 ? FIRST_EPHEMERAL : p + 1; }

    TreeMap<Integer, Integer> ports(int type) { return type == DGRAM ? read().dgramPorts : read().streamPorts; }

    /** Threads blocked on loc, in the order they blocked (all of them for a change of the whole network). */
    List<VmThread> waitersOn(long loc) {
        List<VmThread> out = new ArrayList<>();
        for (Map.Entry<VmThread, long[]> w : read().waiters.entrySet()) {
            boolean on = loc == NETWORK_KEY;
            for (long l : w.getValue()) on |= l == loc;
            if (on) out.add(w.getKey());
        }
        return out;
    }
}
