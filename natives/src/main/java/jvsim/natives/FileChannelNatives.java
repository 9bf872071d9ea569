package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * FileChannel over the {@link VirtualFs}. The JDK's FileChannelImpl moves bytes through temporary
 * direct buffers (native memory, which the VM does not have), so its reading and writing methods are
 * replaced: they copy between the descriptor's file and the heap buffer's array, each call one
 * operation (as a read(2) or write(2) is). Position, size, truncate and force are replaced likewise;
 * transfers run as model code over these (jvsim.model.FileTransfers), locks are the JDK's own
 * (FileLockTable) over a lock native that always succeeds (there is one process). Direct buffers
 * (and mapped ones) are read and written through the {@link OffHeap} memory at their address.
 *
 * <p>Memory mapping is the JDK's own FileChannelImpl.map over the natives mmap(2) and munmap(2)
 * stand for: map0 maps the descriptor's inode into {@link OffHeap} (a shared mapping whose loads
 * and stores are the file's bytes, or a private copy), unmap0 (the buffer's cleaner, also through
 * Unsafe.invokeCleaner) removes it; MappedMemoryUtils' natives find every page resident (nothing
 * to load) and force has nothing to write back (stores are in the file already).
 */
final class FileChannelNatives {
    private FileChannelNatives() {}

    static final String FC = "sun/nio/ch/FileChannelImpl", BB = "Ljava/nio/ByteBuffer;";

    /** mmap of length bytes of file descriptor fd from position (prot: MAP_RO, MAP_RW or MAP_PV); its address. */
    private static void map(NativeCall c, int fd, int prot, long position, long length, boolean sync) {
        if (sync) throw new ThrowNew("java/io/IOException", "Operation not supported"); // MAP_SYNC needs a DAX file system
        if (UnixFsNatives.dataPoint(c, fd, false, false, "mmap", false, null, 0, 0)) return;
        VirtualFs fs = UnixFsNatives.fs(c);
        try {
            long ino = fs.mappable(fd);
            c.ret(OffHeap.of(c.vm).map(ino, position, length, prot == MAP_RW, prot == MAP_PV));
        } catch (VirtualFs.Error e) {
            throw new ThrowNew("java/io/IOException", e.reason());
        }
    }
    /** FileChannelImpl's protections for map0: MAP_RO 0, MAP_RW 1, MAP_PV 2. */
    static final int MAP_RW = 1, MAP_PV = 2;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives fc = reg.forClass(FC);
        fc.add("initIDs", "()J", c -> c.ret(4096L));
        fc.add("maxDirectTransferSize0", "()I", c -> c.ret(Integer.MAX_VALUE));
        fc.add("read", "(" + BB + ")I", c -> c.ret((int) transfer(c, false, new VmObject[]{c.o(1)}, 0, 1, -1)));
        fc.add("read", "(" + BB + "J)I", c -> c.ret((int) transfer(c, false, new VmObject[]{c.o(1)}, 0, 1, position(c, c.j(2)))));
        fc.add("read", "([" + BB + "II)J", c -> c.ret(transfer(c, false, buffers(c, c.o(1)), c.i(2), c.i(3), -1)));
        fc.add("write", "(" + BB + ")I", c -> c.ret((int) transfer(c, true, new VmObject[]{c.o(1)}, 0, 1, -1)));
        fc.add("write", "(" + BB + "J)I", c -> c.ret((int) transfer(c, true, new VmObject[]{c.o(1)}, 0, 1, position(c, c.j(2)))));
        fc.add("write", "([" + BB + "II)J", c -> c.ret(transfer(c, true, buffers(c, c.o(1)), c.i(2), c.i(3), -1)));
        fc.add("position", "()J", c -> {
            int fd = open(c);
            if (UnixFsNatives.dataPoint(c, fd, false, true, "position", false, null, 0, 0)) return; // the size too, when appending
            VirtualFs.Fd f = UnixFsNatives.fs(c).fd(fd);
            c.ret((f.flags() & VirtualFs.O_APPEND) != 0 ? UnixFsNatives.fs(c).size(fd) : f.position());
        });
        fc.add("position", "(J)Ljava/nio/channels/FileChannel;", c -> {
            int fd = open(c);
            long p = position(c, c.j(1));
            if (UnixFsNatives.positionPoint(c, fd, true, "position")) return;
            UnixFsNatives.fs(c).seek(fd, p);
            c.ret(c.self());
        });
        fc.add("size", "()J", c -> {
            int fd = open(c);
            if (UnixFsNatives.dataPoint(c, fd, false, false, "size", false, null, 0, 0)) return;
            c.ret(UnixFsNatives.fs(c).size(fd));
        });
        fc.add("truncate", "(J)Ljava/nio/channels/FileChannel;", c -> {
            int fd = open(c);
            if (c.j(1) < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "Negative size");
            if (!c.vm.known.fileChannelWritable.get(c.self())) throw new ThrowNew("java/nio/channels/NonWritableChannelException", null);
            if (UnixFsNatives.dataPoint(c, fd, true, true, "truncate", false, null, 0, 0)) return;
            VirtualFs fs = UnixFsNatives.fs(c);
            VirtualFs.Fd f = fs.fd(fd);
            long size = c.j(1);
            if (size < fs.size(fd)) fs.truncate(fd, size);
            if (f.position() > size) fs.seek(fd, size);
            c.ret(c.self());
        });
        fc.add("force", "(Z)V", c -> open(c));
        fc.add("map0", "(IJJZ)J", c -> map(c, open(c), c.i(1), c.j(2), c.j(3), c.i(4) != 0));
        fc.add("unmap0", "(JJ)I", c -> c.ret(OffHeap.of(c.vm).unmap(c.j(0)) ? 0 : -1));
        // JDK 21 and later: mapping and the file queries moved to the dispatcher, as statics taking the descriptor
        NativeRegistry.ClassNatives ufd = reg.forClass("sun/nio/ch/UnixFileDispatcherImpl");
        String fdType = "Ljava/io/FileDescriptor;";
        ufd.add("map0", "(" + fdType + "IJJZ)J", c -> map(c, fdOf(c.o(0)), c.i(1), c.j(2), c.j(3), c.z(4)));
        ufd.add("unmap0", "(JJ)I", c -> c.ret(OffHeap.of(c.vm).unmap(c.j(0)) ? 0 : -1));
        ufd.add("allocationGranularity0", "()J", c -> c.ret(OffHeap.PAGE));
        ufd.add("available0", "(" + fdType + ")I", c -> {
            int fd = fdOf(c.o(0));
            if (UnixFsNatives.dataPoint(c, fd, false, true, "available", false, null, 0, 0)) return;
            VirtualFs fs = UnixFsNatives.fs(c);
            VirtualFs.Fd f = fs.fd(fd);
            c.ret(f.ino() == VirtualFs.RANDOM_DEVICE ? 0 : (int) Math.max(0, Math.min(Integer.MAX_VALUE, fs.size(fd) - f.position())));
        });
        // a device (/dev/urandom) is "other": neither a regular file, a directory nor a link
        ufd.add("isOther0", "(" + fdType + ")Z", c -> c.ret(UnixFsNatives.fs(c).fd(fdOf(c.o(0))).ino() == VirtualFs.RANDOM_DEVICE));
        NativeRegistry.ClassNatives mm = reg.forClass("java/nio/MappedMemoryUtils");
        mm.add("registerNatives", "()V", c -> { });
        mm.add("isLoaded0", "(JJJ)Z", c -> c.ret(true)); // every page is resident
        mm.add("load0", "(JJ)V", c -> { });
        mm.add("unload0", "(JJ)V", c -> { });
        mm.add("force0", "(Ljava/io/FileDescriptor;JJ)V", c -> {
            // msync(2): the stores are in the file already; a range that is not mapped fails as msync does
            if (c.j(2) > 0 && !OffHeap.of(c.vm).covers(c.j(1), c.j(2))) throw new ThrowNew("java/io/IOException", "Cannot allocate memory");
        });
        String model = "jvsim/model/FileTransfers";
        reg.redirect(FC, "transferTo", "(JJLjava/nio/channels/WritableByteChannel;)J", model, "transferTo",
                "(Ljava/nio/channels/FileChannel;JJLjava/nio/channels/WritableByteChannel;)J");
        reg.redirect(FC, "transferFrom", "(Ljava/nio/channels/ReadableByteChannel;JJ)J", model, "transferFrom",
                "(Ljava/nio/channels/FileChannel;Ljava/nio/channels/ReadableByteChannel;JJ)J");

        // channels record the threads in blocking calls to signal them on close; no call blocks on a file here,
        // and closing a socket wakes the threads blocked on it (SocketNatives)
        NativeRegistry.ClassNatives nt = reg.forClass("sun/nio/ch/NativeThread");
        nt.add("init", "()V", c -> { });
        nt.add("current", "()J", c -> c.ret(0L)); // 0: no native thread to signal
        nt.add("signal", "(J)V", c -> { });
        // JDK 21 and later: the same behind NativeThread's Java methods
        nt.add("current0", "()J", c -> c.ret(0L));
        nt.add("signal0", "(J)V", c -> { });
        nt.add("supportPendingSignals0", "()Z", c -> c.ret(false)); // no native thread is ever signalled

        // ZipFile and URLClassPath count into performance counters: heap buffers nobody reads
        String perf = "jdk/internal/perf/Perf", counters = "jvsim/model/PerfCounters";
        reg.register(perf, "registerNatives", "()V", c -> { });
        reg.redirect(perf, "createLong", "(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", counters, "createLong",
                "(Ljava/lang/Object;Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;");
        reg.redirect(perf, "createByteArray", "(Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;", counters, "createByteArray",
                "(Ljava/lang/Object;Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;");
        reg.register(perf, "highResCounter", "()J", c -> c.ret(c.vm.nanoTime()));
        reg.register(perf, "highResFrequency", "()J", c -> c.ret(1_000_000_000L));

        NativeRegistry.ClassNatives nd = reg.forClass("sun/nio/ch/FileDispatcherImpl");
        String fdDesc = "Ljava/io/FileDescriptor;";
        nd.add("init", "()V", c -> { });
        // JDK 21 and later (Linux): init0 looks up copy_file_range; there is no kernel to transfer directly,
        // so the transfers answer IOStatus.UNSUPPORTED and the JDK copies through buffers, as without sendfile
        nd.add("init0", "()V", c -> { });
        nd.add("transferTo0", "(" + fdDesc + "JJ" + fdDesc + "Z)J", c -> c.ret(-4L));
        nd.add("transferFrom0", "(" + fdDesc + fdDesc + "JJZ)J", c -> c.ret(-4L));
        // FileChannelImpl.map sizes and extends the file through the dispatcher (its own size and truncate are replaced above)
        nd.add("size0", "(" + fdDesc + ")J", c -> {
            int fd = fdOf(c.o(0));
            if (UnixFsNatives.dataPoint(c, fd, false, false, "size", false, null, 0, 0)) return;
            c.ret(dispatch(() -> UnixFsNatives.fs(c).size(fd)));
        });
        nd.add("truncate0", "(" + fdDesc + "J)I", c -> {
            int fd = fdOf(c.o(0));
            if (UnixFsNatives.dataPoint(c, fd, true, false, "ftruncate", false, null, 0, 0)) return;
            dispatch(() -> {
                UnixFsNatives.fs(c).truncate(fd, c.j(1));
                return 0L;
            });
            c.ret(0);
        });
        nd.add("lock0", "(" + fdDesc + "ZJJZ)I", c -> c.ret(0)); // LOCKED: other threads are kept out by FileLockTable
        nd.add("release0", "(" + fdDesc + "JJ)V", c -> { });
        // a Pipe's channels close through here too: their descriptors are the network's (SocketNatives)
        nd.add("preClose0", "(" + fdDesc + ")V", c -> {
            if (SocketNatives.isNetworkFd(c, fdOf(c.o(0)))) SocketNatives.preClose(c, c.o(0));
        });
        nd.add("close0", "(" + fdDesc + ")V", c -> IoNatives.close(c, c.o(0)));
        nd.add("closeIntFD", "(I)V", c -> {
            if (SocketNatives.isNetworkFd(c, c.i(0))) SocketNatives.closeFd(c, c.i(0));
            else UnixFsNatives.fs(c).close(c.i(0));
        });
        nd.add("setDirect0", "(" + fdDesc + ")I", c -> { throw new ThrowNew("java/io/IOException", "jvsim: direct I/O is not supported"); });
        nd.add("canTransferToFromOverlappedMap0", "()Z", c -> c.ret(true));
        NativeRegistry.ClassNatives key = reg.forClass("sun/nio/ch/FileKey");
        key.add("initIDs", "()V", c -> { });
        key.add("init", "(" + fdDesc + ")V", c -> {
            VirtualFs fs = UnixFsNatives.fs(c);
            VirtualFs.Fd f = fs.fd(fdOf(c.o(1)));
            c.vm.known.fileKeyDev.set(c.self(), VirtualFs.OVERLAY_DEV);
            c.vm.known.fileKeyIno.set(c.self(), f.ino());
        });
        // JDK 21 and later: the device and inode into an array (finfo[0], finfo[1])
        reg.register("sun/nio/ch/FileKey", "init", "(" + fdDesc + "[J)V", c -> {
            VirtualFs.Fd f = UnixFsNatives.fs(c).fd(fdOf(c.o(0)));
            VmObject finfo = c.o(1);
            GuestMemory.setPrimElement(finfo, 0, VirtualFs.OVERLAY_DEV);
            GuestMemory.setPrimElement(finfo, 1, f.ino());
        });
    }

    /** A file system call of the dispatcher, its Error raised as IOException with strerror's text (as the JDK's natives do). */
    private static long dispatch(java.util.function.LongSupplier call) {
        try {
            return call.getAsLong();
        } catch (VirtualFs.Error e) {
            throw new ThrowNew("java/io/IOException", e.reason());
        }
    }

    /** The int of a FileDescriptor object (-1 when closed). */
    static int fdOf(VmObject fdObj) {
        return fdObj == null ? -1 : fdObj.cls.vm.known.fileDescriptorFd.get(fdObj);
    }

    /** The receiver's descriptor; ClosedChannelException when it was closed. */
    private static int open(NativeCall c) {
        if (c.vm.known.interruptibleChannelClosed.get(c.self())) {
            // reads what the channel's close wrote: ordered with it
            if (c.stopAtField(jvsim.vm.Op.READ, c.self(), c.vm.known.interruptibleChannelClosed.field(), true)) throw NativeCall.Stopped.AT_POINT;
            throw new ThrowNew("java/nio/channels/ClosedChannelException", null);
        }
        return fdOf(c.vm.known.fileChannelFd.get(c.self()));
    }

    private static long position(NativeCall c, long p) {
        if (p < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "Negative position");
        return p;
    }

    private static VmObject[] buffers(NativeCall c, VmObject array) {
        if (array == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmObject[] out = new VmObject[array.length];
        for (int i = 0; i < out.length; i++) out[i] = GuestMemory.element(array, i);
        return out;
    }

    /**
     * Reads into (write false) or writes from buffers[off..off+len) at position (-1: the channel's
     * position): the bytes between each buffer's position and limit, advancing the positions.
     * Returns the bytes moved, -1 for a read at the end of the file.
     */
    private static long transfer(NativeCall c, boolean write, VmObject[] buffers, int off, int len, long position) {
        int fd = open(c);
        if (off < 0 || len < 0 || off > buffers.length - len) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
        if (!(write ? c.vm.known.fileChannelWritable : c.vm.known.fileChannelReadable).get(c.self()))
            throw new ThrowNew(write ? "java/nio/channels/NonWritableChannelException" : "java/nio/channels/NonReadableChannelException", null);
        for (int i = off; i < off + len; i++) {
            VmObject b = buffers[i];
            if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
            if (!write && c.vm.known.byteBufferIsReadOnly.get(b)) throw new ThrowNew("java/lang/IllegalArgumentException", "Read-only buffer");
        }
        // the buffers' positions and limits (and backing arrays) are read and written in the I/O step (BufferSides)
        int[] before = c.vm.searching ? BufferSides.positions(c, buffers, off, len) : null;
        try {
            if (UnixFsNatives.dataPoint(c, fd, write || position < 0, position < 0, write ? "write" : "read", !write, null, 0, 0)) return 0;
            return moveBytes(c, fd, write, buffers, off, len, position);
        } finally {
            BufferSides.after(c, buffers, off, len, !write, before);
        }
    }

    /** {@link #transfer} past its scheduling point. */
    private static long moveBytes(NativeCall c, int fd, boolean write, VmObject[] buffers, int off, int len, long position) {
        VirtualFs fs = UnixFsNatives.fs(c);
        long total = 0;
        try {
            for (int i = off; i < off + len; i++) {
                VmObject b = buffers[i];
                int pos = (int) c.vm.known.bufferPosition.get(b), lim = (int) c.vm.known.bufferLimit.get(b);
                if (pos >= lim) continue;
                VmObject hb = c.vm.known.byteBufferHb.get(b);
                long where = position < 0 ? -1 : position + total;
                int n;
                if (hb == null) { // a direct or mapped buffer: its bytes at its address
                    long address = c.vm.known.bufferAddress.get(b) + pos;
                    byte[] tmp = new byte[lim - pos];
                    OffHeap mem = OffHeap.of(c.vm);
                    if (write) mem.get(address, tmp, 0, tmp.length);
                    n = write ? fs.write(fd, where, tmp, 0, tmp.length) : fs.read(fd, where, tmp, 0, tmp.length);
                    if (!write && n > 0) mem.put(address, tmp, 0, n);
                } else {
                    int at = (int) c.vm.known.byteBufferOffset.get(b) + pos;
                    n = write ? fs.write(fd, where, (byte[]) GuestMemory.hostArray(hb), at, lim - pos)
                            : fs.read(fd, where, (byte[]) GuestMemory.hostArrayToFill(hb), at, lim - pos);
                }
                if (n < 0) return total == 0 ? -1 : total;
                c.vm.known.bufferPosition.set(b, pos + n);
                total += n;
                if (n < lim - pos) break;
            }
        } catch (VirtualFs.Error e) {
            throw new ThrowNew("java/io/IOException", e.reason());
        }
        return total;
    }
}
