package jvsim.natives;

import jvsim.vm.natives.NativeRegistry;

/**
 * Natives that JDK 21 to 25 renamed or moved without changing what they do, bound to the
 * implementations of their JDK 17 names (registered by the other families first).
 */
final class RenamedNatives {
    private RenamedNatives() {}

    private static final String FD = "Ljava/io/FileDescriptor;", FILE = "Ljava/io/File;";

    static void register(NativeRegistry r) {
        // java.io: the natives behind the Java methods got a 0 suffix (JDK 21-24)
        String ufs = "java/io/UnixFileSystem";
        for (String[] m : new String[][] {{"checkAccess", "(" + FILE + "I)Z"}, {"getLastModifiedTime", "(" + FILE + ")J"},
                {"getLength", "(" + FILE + ")J"}, {"list", "(" + FILE + ")[Ljava/lang/String;"},
                {"createDirectory", "(" + FILE + ")Z"}, {"createFileExclusively", "(Ljava/lang/String;)Z"},
                {"setLastModifiedTime", "(" + FILE + "J)Z"}, {"setPermission", "(" + FILE + "IZZ)Z"},
                {"setReadOnly", "(" + FILE + ")Z"}, {"getSpace", "(" + FILE + "I)J"}})
            r.alias(ufs, m[0] + "0", m[1], ufs, m[0]);
        String raf = "java/io/RandomAccessFile";
        r.alias(raf, "length0", "()J", raf, "length");
        r.alias(raf, "readBytes0", "([BII)I", raf, "readBytes");
        r.alias(raf, "writeBytes0", "([BII)V", raf, "writeBytes");
        r.alias(raf, "setLength0", "(J)V", raf, "setLength");
        r.alias("java/io/FileDescriptor", "sync0", "()V", "java/io/FileDescriptor", "sync");
        // sun.nio.ch: FileDispatcherImpl's Unix natives moved to UnixFileDispatcherImpl, closing to UnixDispatcher (JDK 21)
        String fdi = "sun/nio/ch/FileDispatcherImpl", ufdi = "sun/nio/ch/UnixFileDispatcherImpl";
        for (String[] m : new String[][] {{"read0", "(" + FD + "JI)I"}, {"pread0", "(" + FD + "JIJ)I"}, {"readv0", "(" + FD + "JI)J"},
                {"write0", "(" + FD + "JI)I"}, {"pwrite0", "(" + FD + "JIJ)I"}, {"writev0", "(" + FD + "JI)J"},
                {"seek0", "(" + FD + "J)J"}, {"force0", "(" + FD + "Z)I"}, {"truncate0", "(" + FD + "J)I"},
                {"size0", "(" + FD + ")J"}, {"lock0", "(" + FD + "ZJJZ)I"}, {"release0", "(" + FD + "JJ)V"},
                {"closeIntFD", "(I)V"}, {"setDirect0", "(" + FD + ")I"}}) {
            if (r.has(fdi, m[0], m[1])) r.alias(ufdi, m[0], m[1], fdi, m[0]);
        }
        if (r.has(fdi, "dup0", "(" + FD + FD + ")V")) r.alias("sun/nio/ch/DatagramDispatcher", "dup0", "(" + FD + FD + ")V", fdi, "dup0");
        String ud = "sun/nio/ch/UnixDispatcher";
        r.alias(ud, "close0", "(" + FD + ")V", fdi, "close0");
        r.alias(ud, "preClose0", "(" + FD + ")V", fdi, "preClose0");
        r.alias(ud, "init", "()V", fdi, "init");
    }
}
