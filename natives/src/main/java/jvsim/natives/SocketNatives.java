package jvsim.natives;

import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.Threads;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * Sockets, datagrams, pipes, selectors and event descriptors over the VM's own loopback
 * {@link Network}: the natives of sun.nio.ch.Net, IOUtil, DatagramChannelImpl, EPoll, EventFD and
 * NativeThread, and the few JDK methods that would move bytes through native memory
 * (NioSocketImpl.tryRead/tryWrite, IOUtil's channel read and write, EPoll's poll array), replaced
 * by natives that move them between the network and the target's heap arrays, buffers and
 * off-heap memory ({@link OffHeap}).
 *
 * <p>Every operation another thread can observe is a visible operation of the search: a
 * read-modify-write (synchronization, so it orders what the threads did before) of the locations
 * it changes (see {@link Network}): bind, listen, connect, accept, read, write, send, receive,
 * shutdown, close, poll, a selector's wake-up and its drain; each also reads the whole network's
 * location, which operations on endpoints without a location of their own write; what hands out an
 * ephemeral port also touches the counter's location and the port-table entries it looks at
 * (Network's {@link Network#EPHEMERAL_KEY}); what hands out a descriptor number (socket, pipe,
 * epoll and eventfd creation, an accept that finds a connection) reads and writes the sandbox's
 * descriptor counter ({@link Sandbox#FD_KEY}: a selector reports ready keys by number). A select (epoll_wait) reads the locations of
 * the descriptors its selector watches: it is dependent with the operations on those and with no
 * other. An operation that must wait (accept without a pending connection, read or receive
 * without bytes, poll and epoll_wait without a ready descriptor, in blocking mode) blocks its
 * thread like Object.wait: disabled until an operation on a location it waits on wakes it; it
 * then runs the operation again, as a new visible operation. A thread blocked there keeps the
 * status RUNNABLE, as on HotSpot (it is in a native method). Timed waits time out on the VM's
 * clock; interrupts do not end them (as on Linux), closing the channel does.
 */
final class SocketNatives {
    private SocketNatives() {}

    /** sun.nio.ch.IOStatus. */
    static final int EOF = -1, UNAVAILABLE = -2, INTERRUPTED = -3;
    /** Linux's poll and epoll event bits (EPOLLIN/EPOLLOUT have poll's values). */
    static final int POLLIN = 0x001, POLLOUT = 0x004, POLLERR = 0x008, POLLHUP = 0x010, POLLNVAL = 0x020;
    /** Where the VM's pretend epoll arrays lie: array k at POLL_ARRAYS + k << 24, its events 12 bytes apart. */
    private static final long POLL_ARRAYS = 0x7e00_0000_0000L, POLL_ARRAY_MASK = (1L << 24) - 1;
    private static final int EPOLL_EVENT_SIZE = 12;
    /** sizeof(struct sockaddr_in); AF_INET. */
    private static final int SOCKADDR4 = 16, AF_INET = 2;
    /** The largest UDP payload over IPv4. */
    private static final int MAX_DATAGRAM = 65507;
    private static final String NET = "sun/nio/ch/Net", IO = "sun/nio/ch/IOUtil", FD = "Ljava/io/FileDescriptor;";

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives net = reg.forClass(NET);
        net.add("socket0", "(ZZZZ)I", c -> {
            if (Sandbox.allocationPoint(c, "socket")) return;
            c.ret(Network.of(c.vm).open(c.z(1) ? Network.STREAM : Network.DGRAM, Sandbox.of(c.vm).newFd()).fd);
        });
        net.add("bind0", "(" + FD + "ZZLjava/net/InetAddress;I)V", SocketNatives::bind);
        net.add("listen", "(" + FD + "I)V", SocketNatives::listen);
        net.add("connect0", "(Z" + FD + "Ljava/net/InetAddress;I)I", SocketNatives::connect);
        net.add("accept", "(" + FD + FD + "[Ljava/net/InetSocketAddress;)I", SocketNatives::accept);
        net.add("shutdown", "(" + FD + "I)V", SocketNatives::shutdown);
        net.add("localPort", "(" + FD + ")I", c -> c.ret(endpoint(c, 0).localPort));
        net.add("remotePort", "(" + FD + ")I", c -> c.ret(endpoint(c, 0).remotePort));
        net.add("localInetAddress", "(" + FD + ")Ljava/net/InetAddress;", c -> {
            if (!addressClassesReady(c)) return;
            c.ret(inet4(c, endpoint(c, 0).localAddr, null));
        });
        net.add("remoteInetAddress", "(" + FD + ")Ljava/net/InetAddress;", c -> {
            if (!addressClassesReady(c)) return;
            Network.Endpoint e = endpoint(c, 0);
            c.ret(e.connected ? inet4(c, e.remoteAddr, null) : null);
        });
        net.add("getIntOption0", "(" + FD + "ZII)I", c -> {
            Network.Endpoint e = endpoint(c, 0);
            c.ret(e.options.getOrDefault(option(c.i(2), c.i(3)), defaultOption(c.i(2), c.i(3))));
        });
        net.add("setIntOption0", "(" + FD + "ZIIIZ)V", c -> {
            Network.Endpoint e = endpoint(c, 0);
            Network.of(c.vm).change();
            e.options.put(option(c.i(2), c.i(3)), c.i(4));
        });
        net.add("poll", "(" + FD + "IJ)I", SocketNatives::poll);
        net.add("pollConnect", "(" + FD + "J)Z", c -> c.ret(endpoint(c, 0).connected));
        net.add("available", "(" + FD + ")I", c -> c.ret(endpoint(c, 0).available()));

        NativeRegistry.ClassNatives io = reg.forClass(IO);
        io.add("fdVal", "(" + FD + ")I", c -> c.ret(fdVal(c.o(0))));
        io.add("setfdVal", "(" + FD + "I)V", c -> {
            c.vm.known.fileDescriptorFd.set(c.o(0), c.i(1));
            // a descriptor of the network takes its location from its first FileDescriptor, stable across executions
            // (PipeImpl gives the source's first: the pipe's location; EPollSelectorImpl gives its event descriptor one)
            Network net2 = Network.of(c.vm);
            Network.Endpoint e = net2.byFd(c.i(1));
            if (e != null && e.loc == 0 && e.type != Network.EPOLL) {
                net2.change();
                e.loc = Network.connectionKey(c.o(0).id);
                if (e.pipe) net2.get(e.peer).loc = e.loc;
            }
        });
        // java.nio.channels.Pipe: a connected pair of the network, read end << 32 | write end
        io.add("makePipe", "(Z)J", c -> {
            if (Sandbox.allocationPoint(c, "pipe")) return;
            Network net2 = Network.of(c.vm);
            Sandbox sandbox = Sandbox.of(c.vm);
            Network.Endpoint source = net2.open(Network.STREAM, sandbox.newFd()), sink = net2.open(Network.STREAM, sandbox.newFd());
            for (Network.Endpoint e : new Network.Endpoint[]{source, sink}) {
                e.pipe = e.connected = true;
                e.blocking = c.z(0);
            }
            source.peer = sink.id;
            sink.peer = source.id;
            source.outputShut = sink.inputShut = true; // one way
            c.ret((long) source.fd << 32 | sink.fd);
        });
        io.add("configureBlocking", "(" + FD + "Z)V", c -> {
            Network net2 = Network.of(c.vm);
            Network.Endpoint e = net2.byFd(fdVal(c.o(0)));
            if (e == null) return; // not a socket: nothing of the network to configure
            net2.change();
            e.blocking = c.z(1);
        });
        io.add("drain", "(I)Z", c -> {
            Network net2 = Network.of(c.vm);
            Network.Endpoint e = net2.byFd(c.i(0));
            if (e == null || e.type != Network.EVENT) throw new ThrowNew("java/io/IOException", "Bad file descriptor");
            if (stop(c, loc(e), "drain " + describe(e))) return; // a wake-up just before it is taken with it
            net2.change();
            c.ret(e.counter > 0);
            e.counter = 0;
        });
        // the socket channels' transfers (FileChannel uses other overloads): heap buffers only, the VM has no off-heap memory
        io.add("read", "(" + FD + "Ljava/nio/ByteBuffer;JLsun/nio/ch/NativeDispatcher;)I", c -> transfer(c, false, false));
        io.add("write", "(" + FD + "Ljava/nio/ByteBuffer;JLsun/nio/ch/NativeDispatcher;)I", c -> transfer(c, true, false));
        io.add("read", "(" + FD + "[Ljava/nio/ByteBuffer;IILsun/nio/ch/NativeDispatcher;)J", c -> transfer(c, false, true));
        io.add("write", "(" + FD + "[Ljava/nio/ByteBuffer;IILsun/nio/ch/NativeDispatcher;)J", c -> transfer(c, true, true));

        // java.net.Socket's implementation: the same transfers between byte arrays and the network
        reg.register("sun/nio/ch/NioSocketImpl", "tryRead", "(" + FD + "[BII)I", c -> arrayTransfer(c, false));
        reg.register("sun/nio/ch/NioSocketImpl", "tryWrite", "(" + FD + "[BII)I", c -> arrayTransfer(c, true));
        // closing (SocketDispatcher, DatagramDispatcher): the JDK pre-closes (dup2 of a half-closed socket) so that threads
        // blocked on the descriptor return, then closes
        for (String d : new String[]{"sun/nio/ch/SocketDispatcher", "sun/nio/ch/DatagramDispatcher"}) {
            reg.register(d, "close", "(" + FD + ")V", c -> close(c, c.o(1)));
            reg.register(d, "preClose", "(" + FD + ")V", c -> preClose(c, c.o(1)));
        }
        // NativeThread (FileChannelNatives): no thread needs a signal to leave a blocking call, closing wakes the threads blocked on the descriptor

        // datagram channels (DatagramSocket works through one): socket addresses and datagrams in off-heap memory (OffHeap)
        NativeRegistry.ClassNatives dc = reg.forClass("sun/nio/ch/DatagramChannelImpl");
        dc.add("receive0", "(" + FD + "JIJZ)I", SocketNatives::receive);
        dc.add("send0", "(" + FD + "JIJI)I", SocketNatives::send);
        dc.add("disconnect0", "(" + FD + "Z)V", c -> {
            Network net2 = Network.of(c.vm);
            Network.Endpoint e = endpoint(c, 0);
            if (stop(c, loc(e), "disconnect " + describe(e))) return;
            net2.change();
            e.connected = false;
            e.remoteAddr = e.remotePort = 0;
        });
        // Linux's struct sockaddr_in / sockaddr_in6 (what NativeSocketAddress encodes and decodes with Unsafe)
        NativeRegistry.ClassNatives sa = reg.forClass("sun/nio/ch/NativeSocketAddress");
        int[][] layout = {{2}, {10}, {SOCKADDR4}, {28}, {2}, {0}, {2}, {4}, {2}, {8}, {24}, {4}};
        String[] names = {"AFINET", "AFINET6", "sizeofSockAddr4", "sizeofSockAddr6", "sizeofFamily", "offsetFamily", "offsetSin4Port",
            "offsetSin4Addr", "offsetSin6Port", "offsetSin6Addr", "offsetSin6ScopeId", "offsetSin6FlowInfo"};
        for (int i = 0; i < names.length; i++) {
            int v = layout[i][0];
            sa.add(names[i], "()I", c -> c.ret(v));
        }

        NativeRegistry.ClassNatives ep = reg.forClass("sun/nio/ch/EPoll");
        ep.add("eventSize", "()I", c -> c.ret(EPOLL_EVENT_SIZE));
        ep.add("eventsOffset", "()I", c -> c.ret(0));
        ep.add("dataOffset", "()I", c -> c.ret(4));
        ep.add("create", "()I", c -> {
            if (Sandbox.allocationPoint(c, "epoll_create")) return;
            c.ret(Network.of(c.vm).open(Network.EPOLL, Sandbox.of(c.vm).newFd()).fd);
        });
        ep.add("ctl", "(IIII)I", SocketNatives::epollCtl);
        ep.add("wait", "(IJII)I", SocketNatives::epollWait);
        ep.add("allocatePollArray", "(I)J", c -> {
            Network.State s = Network.of(c.vm).change();
            c.ret(POLL_ARRAYS + (s.nextPollArray++ << 24));
        });
        ep.add("freePollArray", "(J)V", c -> Network.of(c.vm).change().pollResults.remove(c.j(0)));
        ep.add("getDescriptor", "(J)I", c -> c.ret(polled(c, c.j(0), 0)));
        ep.add("getEvents", "(J)I", c -> c.ret(polled(c, c.j(0), 1)));

        NativeRegistry.ClassNatives ev = reg.forClass("sun/nio/ch/EventFD");
        ev.add("eventfd0", "()I", c -> {
            if (Sandbox.allocationPoint(c, "eventfd")) return;
            c.ret(Network.of(c.vm).open(Network.EVENT, Sandbox.of(c.vm).newFd()).fd);
        });
        ev.add("set0", "(I)I", c -> {
            // a selector's wake-up: the selecting thread watches its event descriptor
            Network net2 = Network.of(c.vm);
            Network.Endpoint e = net2.byFd(c.i(0));
            if (e == null || e.type != Network.EVENT) throw new ThrowNew("java/io/IOException", "Bad file descriptor");
            if (stop(c, loc(e), "wake up the selector of " + describe(e))) return;
            net2.change();
            e.counter++;
            changed(c, net2, loc(e));
            c.ret(0);
        });
        reg.register("sun/nio/ch/EventFD", "close", "()V", c -> closeFd(c, (int) c.vm.known.eventFdEfd.get(c.o(0))));
        // FileDispatcherImpl.closeIntFD (how EPollSelectorImpl closes its epoll descriptor) comes here for network descriptors (FileChannelNatives)
    }

    // ------------------------------------------------------------ scheduling and blocking

    /**
     * While searching, stops the thread before its operation on loc (a read-modify-write, a
     * synchronization access, also reading the whole network's location); true: return at once,
     * the native runs again when the search grants it.
     */
    static boolean stop(NativeCall c, long loc, String what) { return stop(c, Op.RMW, loc, NONE, what); }

    private static final long[] NONE = {};

    /**
     * {@link #stop} for an operation of a kind (RMW, or READ for a select) at loc and at the further
     * locations more (the chain of {@link Op#also}), also reading the whole network's location.
     * The sides are taken again when the operation is granted, from the state it then runs in.
     */
    static boolean stop(NativeCall c, int kind, long loc, long[] more, String what) {
        if (!c.vm.searching) return false;
        VmObject holder = c.vm.known.net.mirror();
        boolean stop = c.point(kind, holder, loc, what);
        // inside a linearizable socket operation (see jvsim.vm.Atomic) the step records it without stopping;
        // granted, the executing operation is the pending one, its sides as of now
        Op p = stop ? c.thread.pending : c.thread.refineTarget;
        if (p == null) return stop;
        p.sync = true;
        p.what = what;
        p.also = null;
        Op last = p;
        boolean network = loc == Network.NETWORK_KEY;
        for (long m : more) {
            if (m == loc) continue;
            last = last.also = p.side(kind, holder, m, 1, what, true);
            network |= m == Network.NETWORK_KEY;
        }
        if (!network) last.also = p.side(Op.READ, holder, Network.NETWORK_KEY, 1, "network", true);
        return stop;
    }

    /**
     * The end of the thread's last wait in a network operation, called by a native that may block
     * once it is past its scheduling point: true when a timeout ended the wait (neither a change of
     * the network nor an interrupt).
     */
    private static boolean timedOut(NativeCall c, Network net) {
        VmThread t = c.thread;
        VmThread.BlockPhase phase = t.blockPhase;
        if (phase == VmThread.BlockPhase.NONE) return false;
        boolean timeout = phase == VmThread.BlockPhase.ENDED && !t.wokenByInterrupt;
        t.blockPhase = VmThread.BlockPhase.NONE;
        t.wokenByInterrupt = false;
        t.wakeAt = -1;
        if (net.read().waiters.containsKey(t)) net.change().waiters.remove(t);
        return timeout;
    }

    /**
     * Blocks the thread until the network changes at loc (or, with deadline > 0, the VM's clock
     * reaches it); the native runs again then. The thread's status stays RUNNABLE (in a native method).
     */
    private static void block(NativeCall c, Network net, long loc, long deadline, String reason) {
        block(c, net, new long[]{loc}, deadline, reason);
    }

    /** {@link #block} until the network changes at one of locs. */
    private static void block(NativeCall c, Network net, long[] locs, long deadline, String reason) {
        VmThread t = c.thread;
        net.change().waiters.put(t, locs);
        t.blockPhase = VmThread.BlockPhase.WAITING;
        t.wokenByInterrupt = false;
        t.state = deadline > 0 ? VmThread.State.TIMED_WAITING : VmThread.State.WAITING;
        Threads.waitUntil(t, deadline > 0 ? deadline : -1);
        t.waitReason = reason;
        c.reexecute = true;
    }

    /**
     * Blocks before the operation when it could not proceed now, without a visible operation: the
     * check reads the network where the operation would, but whatever the order of that check and
     * the change that lets the thread go on, the thread performs its operation after that change
     * and nothing else of it is observable (its status stays RUNNABLE). So a thread waiting for
     * bytes or a connection is disabled, like one blocked on a monitor, instead of making a failed
     * attempt that races with the change. (Should another thread take what it waited for between
     * its wake-up and its operation, the operation itself blocks again.)
     */
    private static void waitSilently(NativeCall c, Network net, long loc, long deadline, String reason) {
        waitSilently(c, net, new long[]{loc}, deadline, reason);
    }

    private static void waitSilently(NativeCall c, Network net, long[] locs, long deadline, String reason) {
        timedOut(c, net);
        block(c, net, locs, deadline, reason);
    }

    /** Whether any descriptor an epoll instance watches is ready for what it watches. */
    private static boolean anyReady(Network net, Network.Endpoint ep) {
        for (java.util.Map.Entry<Integer, Integer> r : ep.interest.entrySet()) {
            Network.Endpoint e = net.byFd(r.getKey());
            if (e != null && (readiness(net, e) & (r.getValue() | POLLERR | POLLHUP)) != 0) return true;
        }
        return false;
    }

    /** The network changed at loc: the threads blocked there (all of them for the whole network's location) try again. */
    private static void changed(NativeCall c, Network net, long loc) {
        for (VmThread w : net.waitersOn(loc)) {
            net.change().waiters.remove(w);
            if (w.blockPhase != VmThread.BlockPhase.WAITING || (w.state != VmThread.State.WAITING && w.state != VmThread.State.TIMED_WAITING)) continue;
            w.state = VmThread.State.RUNNABLE;
            w.wakeAt = -1;
            w.blockPhase = VmThread.BlockPhase.WOKEN; // (WAITING: still blocked; ENDED: a timeout or interrupt ended the wait, see Threads)
        }
    }

    /** Whether the thread's last wait in a network operation ended by its timeout (see {@link #timedOut}, which consumes it). */
    private static boolean expired(NativeCall c) {
        return c.thread.blockPhase == VmThread.BlockPhase.ENDED && !c.thread.wokenByInterrupt;
    }

    private static long deadline(NativeCall c, long millis) {
        return millis > 0 ? Threads.deadline(c.vm, Threads.nanosOf(millis)) : 0;
    }

    // ------------------------------------------------------------ endpoints and addresses

    static int fdVal(VmObject fdObj) { return fdObj.cls.vm.known.fileDescriptorFd.get(fdObj); }

    /** The endpoint of the FileDescriptor parameter p; a closed or foreign descriptor throws as EBADF does. */
    private static Network.Endpoint endpoint(NativeCall c, int p) {
        Network.Endpoint e = Network.of(c.vm).byFd(fdVal(c.o(p)));
        if (e == null) throw new ThrowNew("java/io/IOException", "Bad file descriptor");
        return e;
    }

    /** The location an endpoint's operations touch: its connection's or listener's, else the whole network. */
    private static long loc(Network.Endpoint e) { return e.loc != 0 ? e.loc : Network.NETWORK_KEY; }

    /** "socket 127.0.0.1:40000 -> 127.0.0.1:5000" and the like, for traces and deadlock reports. */
    private static String describe(Network.Endpoint e) {
        switch (e.type) {
            case Network.EVENT: return "event descriptor " + e.fd;
            case Network.EPOLL: return "selector " + e.fd;
            default:
                if (e.pipe) return (e.outputShut ? "pipe source " : "pipe sink ") + e.fd;
                String kind = e.type == Network.DGRAM ? "datagram socket " : "socket ";
                if (e.listening) return "server socket " + ip(e.localAddr) + ":" + e.localPort;
                if (e.connected) return kind + ip(e.localAddr) + ":" + e.localPort + " -> " + ip(e.remoteAddr) + ":" + e.remotePort;
                return kind + (e.bound ? ip(e.localAddr) + ":" + e.localPort : "(unbound)");
        }
    }

    static String ip(int a) { return (a >>> 24) + "." + (a >>> 16 & 0xff) + "." + (a >>> 8 & 0xff) + "." + (a & 0xff); }

    /** Whether a is an address of this host's loopback: 127.0.0.0/8, or the wildcard 0.0.0.0 (which Linux connects to the loopback). */
    private static boolean local(int a) { return a == 0 || a >>> 24 == 127; }

    private static int address(VmObject inetAddress) {
        if (inetAddress == null) throw new ThrowNew("java/lang/NullPointerException", null);
        WellKnown k = inetAddress.cls.vm.known;
        return k.inetHolderAddress.get(k.inetAddressHolder.get(inetAddress));
    }

    /** Makes sure the classes of the addresses natives create are initialized; false: initializers run first, the native runs again. */
    static boolean addressClassesReady(NativeCall c) {
        WellKnown known = c.vm.known;
        for (jvsim.vm.KnownClass n : new jvsim.vm.KnownClass[]{known.inetAddressHolderClass, known.inet4Address, known.inetSocketAddressHolderClass, known.inetSocketAddress}) {
            VmClass k = n.get();
            if (!k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) { c.reexecute = true; return false; }
        }
        return true;
    }

    /** A new java.net.Inet4Address (the fields its constructor sets): address a, host name host (or null). */
    static VmObject inet4(NativeCall c, int a, String host) {
        VmObject holder = c.vm.heap.newObject(c.vm.known.inetAddressHolderClass.get());
        c.vm.known.inetHolderAddress.set(holder, a);
        c.vm.known.inetHolderFamily.set(holder, 1); // InetAddress.IPv4
        if (host != null) {
            VmObject h = c.vm.strings.newString(host);
            c.vm.known.inetHolderHostName.set(holder, h);
            c.vm.known.inetHolderOriginalHostName.set(holder, h);
        }
        VmObject o = c.vm.heap.newObject(c.vm.known.inet4Address.get());
        c.vm.known.inetAddressHolder.set(o, holder);
        return o;
    }

    /** A new java.net.InetSocketAddress of address a and port (the fields its constructor sets). */
    private static VmObject socketAddress(NativeCall c, int a, int port) {
        VmObject holder = c.vm.heap.newObject(c.vm.known.inetSocketAddressHolderClass.get());
        c.vm.known.socketHolderAddr.set(holder, inet4(c, a, null));
        c.vm.known.socketHolderPort.set(holder, port);
        VmObject o = c.vm.heap.newObject(c.vm.known.inetSocketAddress.get());
        c.vm.known.inetSocketAddressHolder.set(o, holder);
        return o;
    }

    private static ThrowNew refused(String what, int a, int port) {
        return new ThrowNew("java/net/SocketException", NetworkNatives.REFUSED + " (" + what + " " + ip(a) + ":" + port + ": only the target's own loopback sockets are reachable)");
    }

    private static long option(int level, int name) { return (long) level << 32 | (name & 0xffffffffL); }

    /** Linux's defaults of the options the JDK reads (SOL_SOCKET: SO_SNDBUF 7, SO_RCVBUF 8, SO_LINGER 13 off). */
    private static int defaultOption(int level, int name) {
        if (level == 1 && (name == 7 || name == 8)) return 65536;
        if (level == 1 && name == 13) return -1;
        return 0;
    }

    // ------------------------------------------------------------ the operations

    private static void bind(NativeCall c) {
        Network.Endpoint e = endpoint(c, 0);
        int a = address(c.o(3)), port = c.i(4);
        if (!local(a)) throw refused("bind to", a, port);
        if (port < 0 || port > 65535) throw new ThrowNew("java/lang/IllegalArgumentException", "port out of range:" + port);
        Network net = Network.of(c.vm);
        long at = port == 0 ? Network.EPHEMERAL_KEY : Network.tableKey(e.type, port);
        // a datagram socket moves to its port's location: the one it leaves changes as well
        long[] more = port == 0 ? allocation(net, e.type, NONE) : NONE;
        if (e.type == Network.DGRAM) more = with(more, loc(e));
        if (stop(c, Op.RMW, at, more, "bind " + describe(e) + " to port " + port)) return;
        if (e.bound) throw new ThrowNew("java/net/SocketException", "Invalid argument");
        if (port != 0 && net.ports(e.type).containsKey(port)) throw new ThrowNew("java/net/BindException", "Address already in use");
        bindTo(c, net, e, a, port);
    }

    /**
     * Binds e to (a, port); port 0 hands out an ephemeral port, whose number depends on the order of
     * every allocation: the step doing it must write the counter's location (checked while
     * searching, so that no path to an allocation misses the dependence) and the table entries
     * {@link #allocation} names.
     */
    private static void bindTo(NativeCall c, Network net, Network.Endpoint e, int a, int port) {
        if (port == 0 && c.thread.refineTarget != null && !writesEphemeral(c.thread.refineTarget))
            throw new IllegalStateException("jvsim: an ephemeral port handed out by a step that does not write the counter's location: " + c.thread.refineTarget);
        net.change();
        e.localAddr = a;
        e.localPort = port != 0 ? port : net.ephemeralPort(e.type);
        e.bound = true;
        net.ports(e.type).put(e.localPort, e.id);
        if (e.type == Network.DGRAM) e.loc = Network.datagramKey(e.localPort);
    }

    private static boolean writesEphemeral(Op op) {
        for (Op o = op; o != null; o = o.also) if (o.key == Network.EPHEMERAL_KEY && (o.kind == Op.RMW || o.kind == Op.WRITE)) return true;
        return false;
    }

    /**
     * The locations besides those in more that handing out an ephemeral port for a socket of type
     * touches in the network's current state: the counter's and the port-table entries of the ports
     * it looks at (those it skips, the one it takes). Recomputed when the operation is granted.
     */
    private static long[] allocation(Network net, int type, long[] more) {
        int[] scan = net.ephemeralScan(type);
        long[] out = java.util.Arrays.copyOf(more, more.length + 1 + scan.length);
        out[more.length] = Network.EPHEMERAL_KEY;
        for (int i = 0; i < scan.length; i++) out[more.length + 1 + i] = Network.tableKey(type, scan[i]);
        return out;
    }

    /** more and l. */
    private static long[] with(long[] more, long l) {
        long[] out = java.util.Arrays.copyOf(more, more.length + 1);
        out[more.length] = l;
        return out;
    }

    private static void listen(NativeCall c) {
        Network net = Network.of(c.vm);
        Network.Endpoint e = endpoint(c, 0);
        // a listener moves to its port's location (an unbound one is given an ephemeral port)
        long old = loc(e);
        long[] more = e.bound ? new long[]{old} : allocation(net, Network.STREAM, new long[]{old});
        if (stop(c, Op.RMW, e.bound ? Network.portKey(e.localPort) : Network.EPHEMERAL_KEY, more, "listen on " + describe(e))) return;
        if (!e.bound) bindTo(c, net, e, 0, 0);
        long loc = Network.portKey(e.localPort);
        net.change();
        e.listening = true;
        e.loc = loc;
        changed(c, net, loc);
        changed(c, net, old);
    }

    private static void connect(NativeCall c) {
        Network net = Network.of(c.vm);
        VmObject fdObj = c.o(1);
        Network.Endpoint e = endpoint(c, 1);
        int a = address(c.o(2)), port = c.i(3);
        if (!local(a)) throw refused("connect to", a, port);
        if (e.type == Network.DGRAM) {
            // DatagramChannelImpl binds before it connects; the datagrams it receives from then on are filtered by source
            // (an unbound one is given an ephemeral port: it moves to that port's location)
            if (stop(c, Op.RMW, loc(e), e.bound ? NONE : allocation(net, Network.DGRAM, NONE), "connect " + describe(e) + " to port " + port)) return;
            net.change();
            if (!e.bound) bindTo(c, net, e, Network.LOOPBACK, 0);
            if (e.localAddr == 0) e.localAddr = Network.LOOPBACK; // the route's source address, as Linux picks it
            e.remoteAddr = a == 0 ? Network.LOOPBACK : a;
            e.remotePort = port;
            e.connected = true;
            c.ret(1);
            return;
        }
        long at = Network.portKey(port);
        // the listener's backlog and the client's own state (at its location, which the connection keeps); an unbound
        // client is given an ephemeral port in the same step (the port handed out depends on the order of every
        // allocation, as two clients connecting to different listeners observe)
        if (e.loc == 0) { net.change(); e.loc = Network.connectionKey(fdObj.id); }
        long[] more = e.bound ? new long[]{e.loc} : allocation(net, Network.STREAM, new long[]{e.loc});
        if (stop(c, Op.RMW, at, more, "connect " + describe(e) + " to port " + port)) return;
        if (e.connected) throw new ThrowNew("java/net/SocketException", "Transport endpoint is already connected");
        Integer lid = net.read().streamPorts.get(port);
        Network.Endpoint listener = lid == null ? null : net.get(lid);
        if (listener == null || !listener.listening || listener.closed) throw new ThrowNew("java/net/ConnectException", "Connection refused");
        net.change();
        if (!e.bound) bindTo(c, net, e, Network.LOOPBACK, 0);
        if (e.localAddr == 0) e.localAddr = Network.LOOPBACK;
        Network.Endpoint s = net.newEndpoint(Network.STREAM);
        s.localAddr = a == 0 ? Network.LOOPBACK : a;
        s.localPort = port;
        s.bound = true;
        e.remoteAddr = s.localAddr;
        e.remotePort = port;
        s.remoteAddr = e.localAddr;
        s.remotePort = e.localPort;
        e.connected = s.connected = true;
        e.peer = s.id;
        s.peer = e.id;
        // the connection's identity across executions: the client's FileDescriptor, allocated by the client's thread
        s.loc = e.loc;
        if (listener.backlogLen == listener.backlog.length) listener.backlog = java.util.Arrays.copyOf(listener.backlog, Math.max(4, listener.backlogLen * 2));
        listener.backlog[listener.backlogLen++] = s.id;
        changed(c, net, at);
        changed(c, net, e.loc);
        c.ret(1);
    }

    private static void accept(NativeCall c) {
        if (!addressClassesReady(c)) return;
        Network net = Network.of(c.vm);
        Network.Endpoint e = net.byFd(fdVal(c.o(0)));
        if (e == null) { c.ret(INTERRUPTED); return; } // closed meanwhile: the caller reports it closed
        long loc = loc(e);
        if (e.listening && e.blocking && e.backlogLen == 0 && !e.closed && !e.inputShut) {
            waitSilently(c, net, loc, 0, "accepting a connection on port " + e.localPort);
            return;
        }
        // accepting a pending connection gives it a descriptor number: a read-modify-write of the counter as well
        boolean stopped = stop(c, loc, "accept on " + describe(e));
        Op p = !c.vm.searching ? null : stopped ? c.thread.pending : c.thread.refineTarget;
        if (p != null && e.backlogLen > 0) Sandbox.touch(c.vm, p, Sandbox.FD_KEY);
        if (stopped) return;
        timedOut(c, net);
        if (e.closed || e.inputShut) { c.ret(INTERRUPTED); return; }
        if (!e.listening) throw new ThrowNew("java/io/IOException", "Invalid argument");
        if (e.backlogLen == 0) {
            if (!e.blocking) c.ret(UNAVAILABLE);
            else block(c, net, loc, 0, "accepting a connection on port " + e.localPort);
            return;
        }
        net.change();
        Network.Endpoint s = net.get(e.backlog[0]);
        System.arraycopy(e.backlog, 1, e.backlog, 0, --e.backlogLen);
        s.fd = Sandbox.of(c.vm).newFd();
        net.read().byFd.put(s.fd, s.id);
        c.vm.known.fileDescriptorFd.set(c.o(1), s.fd);
        GuestMemory.setElement(c.o(2), 0, socketAddress(c, s.remoteAddr, s.remotePort));
        c.ret(1);
    }

    private static void shutdown(NativeCall c) {
        Network net = Network.of(c.vm);
        Network.Endpoint e = endpoint(c, 0);
        int how = c.i(1);
        if (stop(c, loc(e), "shut down " + describe(e))) return;
        if (!e.connected) throw new ThrowNew("java/net/SocketException", "Transport endpoint is not connected");
        net.change();
        if (how != 1) e.inputShut = true;
        if (how != 0) {
            e.outputShut = true;
            Network.Endpoint p = net.get(e.peer);
            if (p != null) p.eof = true;
        }
        changed(c, net, loc(e));
    }

    /** Closes the network descriptor of a FileDescriptor object (a dispatcher's close); it then holds -1. */
    static void close(NativeCall c, VmObject fdObj) {
        if (!closeFd(c, fdVal(fdObj))) c.vm.known.fileDescriptorFd.set(fdObj, -1);
    }

    /** A dispatcher's preClose: the descriptor shut both ways, so that threads blocked on it return (they find it closed). */
    static void preClose(NativeCall c, VmObject fdObj) {
        Network net = Network.of(c.vm);
        Network.Endpoint e = net.byFd(fdVal(fdObj));
        if (e == null || stop(c, loc(e), "close " + describe(e))) return;
        net.change();
        e.inputShut = e.outputShut = true;
        changed(c, net, loc(e));
    }

    /** Whether fd is a descriptor of the VM's network (a socket, an epoll or event descriptor). */
    static boolean isNetworkFd(NativeCall c, int fd) { return Network.of(c.vm).byFd(fd) != null; }

    /** Closes a descriptor of the network (false when fd is none of its: nothing to do); true when the thread stopped first. */
    static boolean closeFd(NativeCall c, int fd) {
        Network net = Network.of(c.vm);
        Network.Endpoint e = net.byFd(fd);
        if (e == null) return false;
        // a listener's connections nobody accepted end as well, at their own locations; a bound port is freed
        long[] more = new long[e.backlogLen];
        for (int i = 0; i < e.backlogLen; i++) more[i] = net.get(e.backlog[i]).loc;
        Integer holder = e.bound && e.type != Network.EPOLL ? net.ports(e.type).get(e.localPort) : null;
        if (holder != null && holder == e.id) more = with(more, Network.tableKey(e.type, e.localPort));
        if (e.type != Network.EPOLL && stop(c, Op.RMW, loc(e), more, "close " + describe(e))) return true;
        net.change();
        e.closed = true;
        net.read().byFd.remove(fd);
        Integer owner = e.bound ? net.ports(e.type).get(e.localPort) : null;
        if (owner != null && owner == e.id) net.ports(e.type).remove(e.localPort);
        Network.Endpoint p = net.get(e.peer);
        if (p != null) {
            p.eof = true;
            p.peer = -1;
        }
        // connections nobody accepted: their clients see the end of the stream
        for (int i = 0; i < e.backlogLen; i++) {
            Network.Endpoint s = net.get(e.backlog[i]);
            s.closed = true;
            Network.Endpoint client = net.get(s.peer);
            if (client != null) { client.eof = true; client.peer = -1; changed(c, net, client.loc); }
        }
        e.backlogLen = 0;
        changed(c, net, loc(e));
        return false;
    }

    /** What a descriptor is ready for (poll bits). */
    private static int readiness(Network net, Network.Endpoint e) {
        if (e == null || e.closed) return POLLNVAL;
        switch (e.type) {
            case Network.EVENT: return (e.counter > 0 ? POLLIN : 0) | POLLOUT;
            case Network.EPOLL: return 0;
            case Network.DGRAM: return (e.available() > 0 || e.inputShut ? POLLIN : 0) | POLLOUT;
            default:
                if (e.listening) return e.backlogLen > 0 ? POLLIN : 0;
                if (!e.connected) return POLLOUT | POLLHUP;
                int r = e.available() > 0 || e.eof || e.inputShut ? POLLIN : 0;
                if (!e.outputShut) r |= POLLOUT;
                if (e.eof && e.outputShut) r |= POLLHUP;
                return r;
        }
    }

    private static void poll(NativeCall c) {
        Network net = Network.of(c.vm);
        Network.Endpoint e = net.byFd(fdVal(c.o(0)));
        int events = c.i(1);
        long timeout = c.j(2);
        if (e == null) { c.ret(POLLNVAL); return; }
        long loc = loc(e);
        if ((readiness(net, e) & (events | POLLERR | POLLHUP | POLLNVAL)) == 0 && timeout != 0 && !expired(c)) {
            waitSilently(c, net, loc, deadline(c, timeout), "polling " + describe(e));
            return;
        }
        if (stop(c, loc, "poll " + describe(e))) return;
        boolean timedOut = timedOut(c, net);
        int ready = readiness(net, e) & (events | POLLERR | POLLHUP | POLLNVAL);
        if (ready != 0 || timeout == 0 || timedOut) { c.ret(ready); return; }
        block(c, net, loc, deadline(c, timeout), "polling " + describe(e));
    }

    private static void epollCtl(NativeCall c) {
        Network net = Network.of(c.vm);
        Network.Endpoint ep = net.byFd(c.i(0));
        if (ep == null || ep.type != Network.EPOLL) { c.ret(9); return; } // EBADF
        int op = c.i(1), fd = c.i(2), events = c.i(3);
        net.change();
        switch (op) {
            case 1: case 3: ep.interest.put(fd, events); break; // EPOLL_CTL_ADD, EPOLL_CTL_MOD
            case 2: ep.interest.remove(fd); break; // EPOLL_CTL_DEL
            default: c.ret(22); return; // EINVAL
        }
        c.ret(0);
    }

    private static void epollWait(NativeCall c) {
        Network net = Network.of(c.vm);
        int epfd = c.i(0), max = c.i(2), timeout = c.i(3);
        long array = c.j(1);
        Network.Endpoint ep = net.byFd(epfd);
        if (ep == null || ep.type != Network.EPOLL) throw new ThrowNew("java/io/IOException", "Bad file descriptor");
        // a select reads the locations of the descriptors it watches (and the whole network's), and waits on them
        long[] watched = watched(net, ep);
        if (timeout != 0 && !expired(c) && !anyReady(net, ep)) {
            waitSilently(c, net, watched, timeout > 0 ? deadline(c, timeout) : 0, selecting(net, ep));
            return;
        }
        if (stop(c, Op.READ, watched[0], watched, "select on " + describe(ep))) return;
        boolean timedOut = timedOut(c, net);
        int[] found = new int[2 * Math.max(0, max)];
        int n = 0;
        for (java.util.Map.Entry<Integer, Integer> r : ep.interest.entrySet()) {
            if (n == max) break;
            Network.Endpoint e = net.byFd(r.getKey());
            if (e == null) continue; // a closed descriptor leaves the epoll set
            int ready = readiness(net, e) & (r.getValue() | POLLERR | POLLHUP);
            if (ready == 0) continue;
            found[2 * n] = r.getKey();
            found[2 * n + 1] = ready;
            n++;
        }
        if (n == 0 && timeout != 0 && !timedOut) {
            block(c, net, watched, timeout > 0 ? deadline(c, timeout) : 0, selecting(net, ep));
            return;
        }
        net.change().pollResults.put(array, java.util.Arrays.copyOf(found, 2 * n));
        c.ret(n);
    }

    /** "selecting on selector 5 (server socket 127.0.0.1:40000, ...)": what a blocked select waits for, for deadlock reports. */
    private static String selecting(Network net, Network.Endpoint ep) {
        StringBuilder b = new StringBuilder("selecting on ").append(describe(ep));
        String sep = " (";
        for (int fd : ep.interest.keySet()) {
            Network.Endpoint e = net.byFd(fd);
            if (e == null || e.type == Network.EVENT) continue; // the selector's own wake-up descriptor
            b.append(sep).append(describe(e));
            sep = ", ";
        }
        return sep.equals(", ") ? b.append(')').toString() : b.toString();
    }

    /** The distinct locations of the open descriptors an epoll instance watches, in order, then the whole network's. */
    private static long[] watched(Network net, Network.Endpoint ep) {
        java.util.TreeSet<Long> locs = new java.util.TreeSet<>();
        for (int fd : ep.interest.keySet()) {
            Network.Endpoint e = net.byFd(fd);
            if (e != null) locs.add(loc(e));
        }
        locs.remove(Network.NETWORK_KEY);
        long[] out = new long[locs.size() + 1];
        int i = 0;
        for (long l : locs) out[i++] = l;
        out[i] = Network.NETWORK_KEY;
        return out;
    }

    /** Field k (0: descriptor, 1: events) of the epoll event at address event of a poll array. */
    private static int polled(NativeCall c, long event, int k) {
        long base = event - ((event - POLL_ARRAYS) & POLL_ARRAY_MASK);
        int index = (int) (((event - POLL_ARRAYS) & POLL_ARRAY_MASK) / EPOLL_EVENT_SIZE);
        int[] r = Network.of(c.vm).read().pollResults.get(base);
        if (r == null || 2 * index + k >= r.length) throw new ThrowNew("java/lang/InternalError", "jvsim: no epoll event at " + Long.toHexString(event));
        return r[2 * index + k];
    }

    // ------------------------------------------------------------ moving bytes

    /** A range of bytes of the target: of a byte array (array, offset) or, with a null array, of off-heap memory at an address. */
    private record Range(VmObject array, long at, int len) {
        void get(NativeCall c, byte[] dst, int off) {
            if (array == null) OffHeap.of(c.vm).get(at, dst, off, len);
            else System.arraycopy((byte[]) GuestMemory.hostArray(array), (int) at, dst, off, len);
        }

        /** Stores n (at most len) bytes of src from off. */
        void put(NativeCall c, byte[] src, int off, int n) {
            if (array == null) OffHeap.of(c.vm).put(at, src, off, n);
            else System.arraycopy(src, off, (byte[]) GuestMemory.hostArrayToFill(array), (int) at, n);
        }
    }

    /** The bytes of the ranges, in order. */
    private static byte[] gather(NativeCall c, Range[] ranges, int total) {
        byte[] b = new byte[total];
        int off = 0;
        for (Range r : ranges) { r.get(c, b, off); off += r.len; }
        return b;
    }

    /** Stores n bytes of b into the ranges, in order. */
    private static void scatter(NativeCall c, Range[] ranges, byte[] b, int n) {
        int off = 0;
        for (Range r : ranges) {
            int k = Math.min(r.len, n - off);
            if (k <= 0) break;
            r.put(c, b, off, k);
            off += k;
        }
    }

    /**
     * Reads into (or writes from) byte ranges: returns the bytes moved (> 0), 0 for empty ranges,
     * EOF, UNAVAILABLE (non-blocking, nothing there), INTERRUPTED (closed meanwhile), or blocks the
     * thread (returns Integer.MIN_VALUE: the native runs again). On a connected datagram socket a
     * write sends one datagram to its peer and a read receives one (what does not fit is dropped).
     */
    private static int move(NativeCall c, Network.Endpoint e, boolean write, Range[] ranges) {
        Network net = Network.of(c.vm);
        if (e == null) return INTERRUPTED;
        if (e.type == Network.DGRAM) return moveDatagram(c, e, write, ranges);
        long loc = loc(e);
        if (!write && e.blocking && e.connected && !e.closed && e.available() == 0 && !e.eof && !e.inputShut && nonEmpty(ranges)) {
            waitSilently(c, net, loc, 0, "reading from " + describe(e));
            return Integer.MIN_VALUE;
        }
        if (stop(c, loc, (write ? "write to " : "read from ") + describe(e))) return Integer.MIN_VALUE;
        timedOut(c, net);
        if (e.closed) return INTERRUPTED;
        int total = 0;
        for (Range r : ranges) total += r.len;
        if (total == 0) return 0;
        if (write) {
            if (e.outputShut) throw new ThrowNew("java/io/IOException", "Broken pipe");
            Network.Endpoint p = net.get(e.peer);
            if (p == null || p.closed) throw new ThrowNew("java/io/IOException", e.connected ? "Broken pipe" : "Transport endpoint is not connected");
            net.change();
            p.append(gather(c, ranges, total), 0, total);
            changed(c, net, loc);
            return total;
        }
        if (e.available() == 0) {
            if (e.inputShut || e.eof) return EOF;
            if (!e.connected) throw new ThrowNew("java/io/IOException", "Transport endpoint is not connected");
            if (!e.blocking) return UNAVAILABLE;
            block(c, net, loc, 0, "reading from " + describe(e));
            return Integer.MIN_VALUE;
        }
        net.change();
        byte[] b = new byte[Math.min(total, e.available())];
        int n = e.take(b, 0, b.length);
        scatter(c, ranges, b, n);
        return n; // no thread waits for bytes to be taken: writes never block
    }

    /** {@link #move} on a connected datagram socket (DatagramChannel.read and write). */
    private static int moveDatagram(NativeCall c, Network.Endpoint e, boolean write, Range[] ranges) {
        if (!e.connected) throw new ThrowNew("java/net/SocketException", "Destination address required");
        int total = 0;
        for (Range r : ranges) total += r.len;
        if (write) {
            byte[] b = gather(c, ranges, total);
            return sendDatagram(c, e, e.remoteAddr, e.remotePort, b);
        }
        byte[] d = receiveDatagram(c, e, null);
        if (d == null) return Integer.MIN_VALUE;
        if (d.length == 0) return d == NOTHING ? UNAVAILABLE : 0;
        int n = Math.min(d.length, total);
        scatter(c, ranges, d, n);
        return n;
    }

    /** What {@link #receiveDatagram} returns when a non-blocking socket has nothing queued. */
    private static final byte[] NOTHING = new byte[0];

    /**
     * Takes the next datagram queued for e (dropping those a connected socket does not accept), its
     * source into from[0..1] when from is not null; NOTHING when a non-blocking socket has none, or
     * null when the thread blocks or stopped (the native runs again). A closed socket throws
     * SocketException.
     */
    private static byte[] receiveDatagram(NativeCall c, Network.Endpoint e, int[] from) {
        Network net = Network.of(c.vm);
        long loc = loc(e);
        if (e.blocking && !e.closed && !e.inputShut && e.available() == 0) {
            waitSilently(c, net, loc, 0, "receiving on " + describe(e));
            return null;
        }
        if (stop(c, loc, "receive on " + describe(e))) return null;
        timedOut(c, net);
        if (e.closed) throw new ThrowNew("java/net/SocketException", "Socket closed");
        if (e.inputShut) return NOTHING; // pre-closed: the caller finds the channel closed
        net.change();
        while (e.available() > 0) {
            int addr = e.header(0, 4), port = e.header(4, 2);
            byte[] d = e.takeDatagram();
            if (e.connected && (addr != e.remoteAddr || port != e.remotePort)) continue; // not from the connected peer: dropped
            if (from != null) { from[0] = addr; from[1] = port; }
            return d;
        }
        if (!e.blocking) return NOTHING;
        block(c, net, loc, 0, "receiving on " + describe(e));
        return null;
    }

    /**
     * Sends a datagram from e to (a, port): queued at the datagram socket bound to that port, or
     * dropped when there is none (as UDP does); returns its length. An unbound socket is bound to
     * an ephemeral port first.
     */
    private static int sendDatagram(NativeCall c, Network.Endpoint e, int a, int port, byte[] b) {
        Network net = Network.of(c.vm);
        if (!local(a)) throw refused("send to", a, port);
        if (b.length > MAX_DATAGRAM) throw new ThrowNew("java/net/SocketException", "Message too long");
        // an unbound socket is given an ephemeral port in the same step (and moves to its location)
        long[] more = e.bound ? NONE : allocation(net, Network.DGRAM, new long[]{loc(e)});
        if (stop(c, Op.RMW, Network.datagramKey(port), more, "send to " + ip(a == 0 ? Network.LOOPBACK : a) + ":" + port + " from " + describe(e))) return Integer.MIN_VALUE;
        if (e.closed) throw new ThrowNew("java/net/SocketException", "Socket closed");
        net.change();
        if (!e.bound) bindTo(c, net, e, 0, 0);
        Integer to = net.read().dgramPorts.get(port);
        Network.Endpoint r = to == null ? null : net.get(to);
        if (r != null && !r.closed && (r.localAddr == 0 || r.localAddr == (a == 0 ? Network.LOOPBACK : a))) {
            r.appendDatagram(e.localAddr == 0 ? Network.LOOPBACK : e.localAddr, e.localPort, b, 0, b.length);
            changed(c, net, r.loc);
        }
        return b.length;
    }

    private static boolean nonEmpty(Range[] ranges) {
        for (Range r : ranges) if (r.len > 0) return true;
        return false;
    }

    /** DatagramChannelImpl.receive0(fd, address, len, senderAddress, connected): a datagram into off-heap memory, its source as a sockaddr_in. */
    private static void receive(NativeCall c) {
        Network.Endpoint e = Network.of(c.vm).byFd(fdVal(c.o(0)));
        if (e == null) { c.ret(INTERRUPTED); return; } // closed meanwhile: the caller reports it closed
        long address = c.j(1), sender = c.j(3);
        int len = c.i(2);
        int[] from = new int[2];
        byte[] d = receiveDatagram(c, e, from);
        if (d == null) return;
        if (d == NOTHING) { c.ret(UNAVAILABLE); return; }
        int n = Math.min(d.length, len);
        OffHeap mem = OffHeap.of(c.vm);
        if (n > 0) mem.put(address, d, 0, n);
        byte[] sa = new byte[SOCKADDR4];
        sa[0] = AF_INET; // sa_family, little-endian
        sa[2] = (byte) (from[1] >>> 8); sa[3] = (byte) from[1];
        for (int i = 0; i < 4; i++) sa[4 + i] = (byte) (from[0] >>> (24 - 8 * i));
        mem.put(sender, sa, 0, sa.length);
        c.ret(n);
    }

    /** DatagramChannelImpl.send0(fd, address, len, targetAddress, targetAddressLength): a datagram from off-heap memory to a sockaddr_in. */
    private static void send(NativeCall c) {
        Network.Endpoint e = endpoint(c, 0);
        OffHeap mem = OffHeap.of(c.vm);
        long target = c.j(3);
        if (c.i(4) < SOCKADDR4 || mem.read(target, 2) != AF_INET) throw new ThrowNew("java/net/SocketException", "Address family not supported by protocol");
        int port = (int) (mem.read(target + 2, 1) << 8 | mem.read(target + 3, 1));
        int a = 0;
        for (int i = 0; i < 4; i++) a = a << 8 | (int) mem.read(target + 4 + i, 1);
        byte[] b = new byte[Math.max(0, c.i(2))];
        if (b.length > 0) mem.get(c.j(1), b, 0, b.length);
        int n = sendDatagram(c, e, a, port, b);
        if (n != Integer.MIN_VALUE) c.ret(n);
    }

    /** NioSocketImpl.tryRead / tryWrite(fd, b, off, len). */
    private static void arrayTransfer(NativeCall c, boolean write) {
        Network.Endpoint e = Network.of(c.vm).byFd(fdVal(c.o(1)));
        int n = move(c, e, write, new Range[]{new Range(c.o(2), c.i(3), Math.max(0, c.i(4)))});
        if (n != Integer.MIN_VALUE) c.ret(n);
    }

    /**
     * IOUtil.read / write of a heap ByteBuffer, or of a range of an array of them: the bytes between
     * each buffer's position and limit, the positions advanced by what moved.
     */
    private static void transfer(NativeCall c, boolean write, boolean gathering) {
        Network.Endpoint e = Network.of(c.vm).byFd(fdVal(c.o(0)));
        VmObject[] buffers;
        if (gathering) {
            int off = c.i(2), len = c.i(3);
            buffers = new VmObject[len];
            for (int i = 0; i < len; i++) buffers[i] = GuestMemory.element(c.o(1), off + i);
        } else {
            buffers = new VmObject[]{c.o(1)};
        }
        Range[] ranges = new Range[buffers.length];
        for (int i = 0; i < buffers.length; i++) {
            VmObject b = buffers[i];
            if (!write && c.vm.known.byteBufferIsReadOnly.get(b)) throw new ThrowNew("java/lang/IllegalArgumentException", "Read-only buffer");
            VmObject hb = c.vm.known.byteBufferHb.get(b);
            int pos = (int) c.vm.known.bufferPosition.get(b), lim = (int) c.vm.known.bufferLimit.get(b);
            // a direct buffer's bytes lie off the heap at its address (OffHeap)
            long at = hb == null ? c.vm.known.bufferAddress.get(b) + pos : c.vm.known.byteBufferOffset.get(b) + pos;
            ranges[i] = new Range(hb, at, Math.max(0, lim - pos));
        }
        // the buffers' positions and limits (and backing arrays) are read and written in the I/O step (BufferSides)
        int[] before = c.vm.searching ? BufferSides.positions(c, buffers, 0, buffers.length) : null;
        int n;
        try {
            n = move(c, e, write, ranges);
            if (n != Integer.MIN_VALUE) advance(c, buffers, ranges, n);
        } finally {
            BufferSides.after(c, buffers, 0, buffers.length, !write, before);
        }
        if (n == Integer.MIN_VALUE) return;
        c.ret(gathering ? (long) n : n);
    }

    /** Advances the buffers' positions by the n bytes that moved through their ranges, in order. */
    private static void advance(NativeCall c, VmObject[] buffers, Range[] ranges, int n) {
        for (int i = 0, left = Math.max(0, n); i < buffers.length && left > 0; i++) {
            int k = Math.min(left, ranges[i].len);
            c.vm.known.bufferPosition.set(buffers[i], c.vm.known.bufferPosition.get(buffers[i]) + k);
            left -= k;
        }
    }
}
