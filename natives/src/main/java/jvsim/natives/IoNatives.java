package jvsim.natives;

import java.io.IOException;
import java.io.OutputStream;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.io natives of file descriptors and the standard output streams: the target writes to the
 * host only through stdout and stderr; every other descriptor is one of the VM's file system
 * ({@link VirtualFs}; the streams' natives are in FileStreamNatives).
 */
final class IoNatives {
    private IoNatives() {}

    static void register(NativeRegistry r) {
        String fd = "java/io/FileDescriptor";
        r.register(fd, "initIDs", "()V", c -> { });
        r.register(fd, "getHandle", "(I)J", c -> c.ret(-1L));
        r.register(fd, "getAppend", "(I)Z", c -> c.ret(false));
        r.register(fd, "close0", "()V", c -> close(c, c.self()));
        // fsync(2): the file system's files are in memory, nothing to flush; the standard streams
        // are pipes to the host (EINVAL), a closed descriptor EBADF: SyncFailedException either way
        r.register(fd, "sync", "()V", c -> {
            int n = FileChannelNatives.fdOf(c.self());
            if (n <= 2 || !VirtualFs.of(c.vm).isOpen(n)) throw new ThrowNew("java/io/SyncFailedException", "sync failed");
        });
        r.register("java/io/FileCleanable", "cleanupClose0", "(IJ)V", c -> {
            if (c.i(0) > 2) VirtualFs.of(c.vm).close(c.i(0));
        });
    }

    /**
     * Closes a FileDescriptor object: its file system or network descriptor (not the standard
     * streams') and its fd field. Under a search, a file descriptor's close is a file-system write
     * (a step): the natives that read the fd field find it closed at a file-system read (see
     * FileStreamNatives#fd), so the search orders the two.
     */
    static void close(NativeCall c, VmObject fdObj) {
        int fd = FileChannelNatives.fdOf(fdObj);
        if (fd > 2 && SocketNatives.isNetworkFd(c, fd)) { // a Pipe's channel (FileDispatcherImpl closes through FileDescriptor)
            SocketNatives.close(c, fdObj);
            return;
        }
        if (fd >= 0 && UnixFsNatives.point(c, true, "close")) return;
        if (fd > 2) VirtualFs.of(c.vm).close(fd);
        if (fd >= 0) c.vm.known.fileDescriptorFd.set(fdObj, -1);
    }

    /** Writes to stdout (fd 1) or stderr (fd 2). */
    static void write(NativeCall c, int fd, byte[] b, int off, int len) {
        OutputStream out = fd == 1 ? c.vm.config.out : fd == 2 ? c.vm.config.err : null;
        if (out == null) throw new ThrowNew("java/io/IOException", "Stream Closed");
        c.vm.outputWrites++;
        try {
            out.write(b, off, len);
            out.flush();
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
    }
}
