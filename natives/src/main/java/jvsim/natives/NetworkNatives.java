package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.net and sun.nio.ch natives of a VM whose only network is its own loopback
 * ({@link SocketNatives}, {@link Network}): every address but the target's own loopback sockets is
 * refused, and so is every name service query but "localhost" (UnknownHostException;
 * InetAddress.getLocalHost falls back to the loopback address as under a security manager that
 * denies it). The initialization natives answer what is true of that network: no IPv6, Linux's
 * poll bits, no optional socket features.
 */
final class NetworkNatives {
    private NetworkNatives() {}

    static final String REFUSED = "jvsim sandbox: network access is refused";

    static void register(NativeRegistry reg) {
        reg.register("java/net/InetAddress", "init", "()V", c -> { });
        reg.register("java/net/Inet4Address", "init", "()V", c -> { });
        reg.register("java/net/Inet6Address", "init", "()V", c -> { });
        reg.register("java/net/DatagramPacket", "init", "()V", c -> { });
        reg.register("java/net/InetAddressImplFactory", "isIPv6Supported", "()Z", c -> c.ret(false));
        // JDK 21 and later: asked of InetAddress itself (the network has IPv4 only)
        reg.register("java/net/InetAddress", "isIPv6Supported", "()Z", c -> c.ret(false));
        reg.register("java/net/InetAddress", "isIPv4Available", "()Z", c -> c.ret(true));
        for (String impl : new String[]{"java/net/Inet4AddressImpl", "java/net/Inet6AddressImpl"}) {
            reg.register(impl, "lookupAllHostAddr", "(Ljava/lang/String;)[Ljava/net/InetAddress;", c -> {
                String host = c.str(1);
                if (!host.equalsIgnoreCase("localhost")) throw new ThrowNew("java/net/UnknownHostException", host + ": " + REFUSED + " (host name lookup)");
                if (!SocketNatives.addressClassesReady(c)) return;
                VmClass array = c.vm.classes.arrayOf(c.vm.known.inetAddress.get());
                c.ret(GuestMemory.newArray(array, SocketNatives.inet4(c, Network.LOOPBACK, host)));
            });
            reg.register(impl, "getHostByAddr", "([B)Ljava/lang/String;", c -> {
                throw new ThrowNew("java/net/UnknownHostException", REFUSED + " (address lookup)");
            });
            reg.register(impl, "getLocalHostName", "()Ljava/lang/String;", c -> {
                throw new ThrowNew("java/lang/SecurityException", REFUSED + " (local host name)");
            });
        }
        reg.register("java/net/Inet4AddressImpl", "isReachable0", "([BI[BI)Z", c -> { throw new ThrowNew("java/io/IOException", REFUSED); });
        reg.register("java/net/Inet6AddressImpl", "isReachable0", "([BII[BII)Z", c -> { throw new ThrowNew("java/io/IOException", REFUSED); });

        NativeRegistry.ClassNatives io = reg.forClass("sun/nio/ch/IOUtil");
        io.add("initIDs", "()V", c -> { });
        io.add("iovMax", "()I", c -> c.ret(1024)); // Linux IOV_MAX
        io.add("writevMax", "()J", c -> c.ret(Long.MAX_VALUE)); // JDK 21 and later: Linux's SSIZE_MAX
        io.add("fdLimit", "()I", c -> c.ret(1024));

        NativeRegistry.ClassNatives net = reg.forClass("sun/nio/ch/Net");
        net.add("initIDs", "()V", c -> { });
        net.add("isIPv6Available0", "()Z", c -> c.ret(false));
        net.add("isReusePortAvailable0", "()Z", c -> c.ret(false));
        net.add("isExclusiveBindAvailable", "()I", c -> c.ret(-1));
        net.add("shouldSetBothIPv4AndIPv6Options0", "()Z", c -> c.ret(false));
        net.add("canIPv6SocketJoinIPv4Group0", "()Z", c -> c.ret(false));
        net.add("canJoin6WithIPv4Group0", "()Z", c -> c.ret(false));
        net.add("canUseIPv6OptionsWithIPv4LocalAddress0", "()Z", c -> c.ret(false));
        // <poll.h> on Linux; sun.nio.ch.Net.POLLCONN is POLLOUT there
        net.add("pollinValue", "()S", c -> c.ret(0x001));
        net.add("polloutValue", "()S", c -> c.ret(0x004));
        net.add("pollerrValue", "()S", c -> c.ret(0x008));
        net.add("pollhupValue", "()S", c -> c.ret(0x010));
        net.add("pollnvalValue", "()S", c -> c.ret(0x020));
        net.add("pollconnValue", "()S", c -> c.ret(0x004));

        // jdk.net's extended socket options (read when sun.nio.ch.Net initializes): none is supported
        NativeRegistry.ClassNatives ext = reg.forClass("jdk/net/LinuxSocketOptions");
        ext.add("keepAliveOptionsSupported0", "()Z", c -> c.ret(false));
        ext.add("quickAckSupported0", "()Z", c -> c.ret(false));
        ext.add("incomingNapiIdSupported0", "()Z", c -> c.ret(false));

        SocketNatives.register(reg);
    }
}
