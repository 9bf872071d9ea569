package jvsim.natives;

import java.nio.file.Path;
import jvsim.vm.KnownField;
import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * Natives of FileInputStream, FileOutputStream and RandomAccessFile over the {@link VirtualFs}: the
 * receiver's FileDescriptor holds a descriptor of the VM's file system (0-2 are the standard
 * streams: stdin, a pipe without length or seeking, see {@link StandardInput}; stdout and stderr
 * go to the VM's output). Opening reports the JDK's FileNotFoundException texts ("name (No such file
 * or directory)"), and the sandbox's for a path the target cannot see.
 */
final class FileStreamNatives {
    private FileStreamNatives() {}

    /** RandomAccessFile's mode bits. */
    static final int RAF_RDONLY = 1, RAF_RDWR = 2;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives fis = reg.forClass("java/io/FileInputStream");
        fis.add("initIDs", "()V", c -> { });
        fis.add("open0", "(Ljava/lang/String;)V", c -> open(c, c.str(1), VirtualFs.O_RDONLY));
        fis.add("read0", "()I", FileStreamNatives::read0);
        fis.add("readBytes", "([BII)I", FileStreamNatives::readBytes);
        fis.add("available0", "()I", c -> {
            int fd = fd(c);
            if (fd == 0) {
                c.ret(StandardInput.of(c.vm).available());
                return;
            }
            if (UnixFsNatives.dataPoint(c, fd, false, true, "available", false, null, 0, 0)) return;
            VirtualFs.Fd f = UnixFsNatives.fs(c).fd(fd);
            c.ret(f.ino() == VirtualFs.RANDOM_DEVICE ? 0 : (int) Math.max(0, Math.min(Integer.MAX_VALUE, UnixFsNatives.fs(c).size(fd) - f.position())));
        });
        fis.add("length0", "()J", c -> {
            int fd = fd(c);
            if (fd != 0 && UnixFsNatives.dataPoint(c, fd, false, false, "length", false, null, 0, 0)) return;
            c.ret(fd == 0 ? 0L : UnixFsNatives.fs(c).size(fd));
        });
        fis.add("position0", "()J", c -> position(c));
        // JDK 25: whether skip and available may use the file's length. The standard streams are not
        // files in the VM (pipes), nor is /dev/urandom (a device); a closed descriptor is no file either
        fis.add("isRegularFile0", "(Ljava/io/FileDescriptor;)Z", c -> {
            int fd = FileChannelNatives.fdOf(c.o(1));
            c.ret(fd > 2 && UnixFsNatives.fs(c).fd(fd).ino() != VirtualFs.RANDOM_DEVICE);
        });
        fis.add("skip0", "(J)J", c -> {
            int fd = seekable(c);
            VirtualFs fs = UnixFsNatives.fs(c);
            long from = fs.fd(fd).position(), to = from + c.j(1);
            if (to < 0) throw new ThrowNew("java/io/IOException", "Invalid argument");
            if (UnixFsNatives.positionPoint(c, fd, true, "skip")) return;
            fs.seek(fd, to);
            c.ret(to - from);
        });

        NativeRegistry.ClassNatives fos = reg.forClass("java/io/FileOutputStream");
        fos.add("initIDs", "()V", c -> { });
        fos.add("open0", "(Ljava/lang/String;Z)V", c ->
                open(c, c.str(1), VirtualFs.O_WRONLY | VirtualFs.O_CREAT | (c.z(2) ? VirtualFs.O_APPEND : VirtualFs.O_TRUNC)));
        fos.add("writeBytes", "([BIIZ)V", c -> writeBytes(c, c.o(1), c.i(2), c.i(3)));
        fos.add("write", "(IZ)V", c -> writeByte(c, c.i(1)));

        NativeRegistry.ClassNatives raf = reg.forClass("java/io/RandomAccessFile");
        raf.add("initIDs", "()V", c -> { });
        raf.add("open0", "(Ljava/lang/String;I)V", c ->
                open(c, c.str(1), (c.i(2) & RAF_RDWR) != 0 ? VirtualFs.O_RDWR | VirtualFs.O_CREAT : VirtualFs.O_RDONLY));
        raf.add("read0", "()I", FileStreamNatives::read0);
        raf.add("readBytes", "([BII)I", FileStreamNatives::readBytes);
        raf.add("write0", "(I)V", c -> writeByte(c, c.i(1)));
        raf.add("writeBytes", "([BII)V", c -> writeBytes(c, c.o(1), c.i(2), c.i(3)));
        raf.add("getFilePointer", "()J", c -> position(c));
        raf.add("seek0", "(J)V", c -> {
            int fd = seekable(c);
            if (c.j(1) < 0) throw new ThrowNew("java/io/IOException", "Negative seek offset");
            if (UnixFsNatives.positionPoint(c, fd, true, "seek")) return;
            UnixFsNatives.fs(c).seek(fd, c.j(1));
        });
        raf.add("length", "()J", c -> {
            int fd = seekable(c);
            if (UnixFsNatives.dataPoint(c, fd, false, false, "length", false, null, 0, 0)) return;
            c.ret(UnixFsNatives.fs(c).size(fd));
        });
        raf.add("setLength", "(J)V", c -> setLength(c));
    }

    /** RandomAccessFile.setLength: truncates or extends, and moves a pointer past the new end to it. */
    private static void setLength(NativeCall c) {
        int fd = seekable(c);
        long len = c.j(1);
        VirtualFs fs = UnixFsNatives.fs(c);
        if (len < 0 || !fs.fd(fd).writable()) throw new ThrowNew("java/io/IOException", "Invalid argument");
        if (UnixFsNatives.dataPoint(c, fd, true, true, "setLength", false, null, 0, 0)) return;
        long size = fs.size(fd), pointer = fs.fd(fd).position();
        if (len < size) fs.truncate(fd, len);
        else if (len > size) fs.write(fd, size, new byte[(int) (len - size)], 0, (int) (len - size));
        if (pointer > len) fs.seek(fd, len);
    }

    /** FileInputStream.position0, RandomAccessFile.getFilePointer: the descriptor's position. */
    private static void position(NativeCall c) {
        int fd = seekable(c);
        if (UnixFsNatives.positionPoint(c, fd, false, "position")) return;
        c.ret(UnixFsNatives.fs(c).fd(fd).position());
    }

    /** Opens name with open(2) flags into the receiver's FileDescriptor, with the JDK's messages. */
    private static void open(NativeCall c, String name, int flags) {
        if (name == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (UnixFsNatives.allocationPoint(c, "open " + name)) return; // a new descriptor number at least
        VirtualFs fs = UnixFsNatives.fs(c);
        int fd;
        try {
            if (name.isEmpty()) throw new VirtualFs.Error(VirtualFs.ENOENT, name);
            Path p = fs.absolute(name);
            fd = fs.open(p, flags, 0666);
            VirtualFs.Fd f = fs.fd(fd);
            if (f.ino() != VirtualFs.RANDOM_DEVICE && fs.inode(f).dir) {
                fs.close(fd);
                throw new VirtualFs.Error(VirtualFs.EISDIR, name);
            }
        } catch (VirtualFs.Error e) {
            throw new ThrowNew("java/io/FileNotFoundException", name + " (" + e.reason() + ")");
        }
        c.vm.known.fileDescriptorFd.set(fdObject(c), fd);
    }

    /** The FileDescriptor of the receiver: a FileInputStream, FileOutputStream or RandomAccessFile (each declares its own fd). */
    private static VmObject fdObject(NativeCall c) {
        WellKnown k = c.vm.known;
        VmObject self = c.self();
        KnownField.Ref fd = k.fileInputStream.isInstance(self) ? k.fileInputStreamFd
                : k.fileOutputStream.isInstance(self) ? k.fileOutputStreamFd : k.randomAccessFileFd;
        return fd.get(self);
    }

    /**
     * The receiver's descriptor number; IOException "Stream Closed" when closed. Finding it closed
     * reads what the close wrote (see IoNatives#close): a file-system read, ordered with the close.
     */
    static int fd(NativeCall c) {
        int fd = FileChannelNatives.fdOf(fdObject(c));
        if (fd < 0) {
            if (UnixFsNatives.point(c, false, "a closed stream")) throw NativeCall.Stopped.AT_POINT;
            throw new ThrowNew("java/io/IOException", "Stream Closed");
        }
        return fd;
    }

    /** As fd(c), for operations that seek: stdin is a pipe. */
    private static int seekable(NativeCall c) {
        int fd = fd(c);
        if (fd <= 2) throw new ThrowNew("java/io/IOException", "Illegal seek");
        if (!UnixFsNatives.fs(c).isOpen(fd)) throw new ThrowNew("java/io/IOException", "Stream Closed");
        return fd;
    }

    private static void read0(NativeCall c) {
        int fd = fd(c);
        if (fd == 0) {
            c.ret(StandardInput.of(c.vm).read());
            return;
        }
        if (UnixFsNatives.dataPoint(c, fd, true, true, "read", false, null, 0, 0)) return;
        byte[] one = new byte[1];
        int n = call(() -> UnixFsNatives.fs(c).read(fd, -1, one, 0, 1));
        c.ret(n <= 0 ? -1 : one[0] & 0xff);
    }

    private static void readBytes(NativeCall c) {
        VmObject b = c.o(1);
        int off = c.i(2), len = c.i(3);
        if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (off < 0 || len < 0 || off + len > b.length) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
        if (len == 0) { c.ret(0); return; }
        int fd = fd(c);
        if (fd == 0) {
            // fills a range of the array, which other threads may read
            if (c.stopAtElements(jvsim.vm.Op.WRITE, b, off, len, false)) return;
            c.ret(StandardInput.of(c.vm).read((byte[]) GuestMemory.hostArrayToFill(b), off, len));
            return;
        }
        if (UnixFsNatives.dataPoint(c, fd, true, true, "read", true, b, off, len)) return;
        c.ret(call(() -> UnixFsNatives.fs(c).read(fd, -1, (byte[]) GuestMemory.hostArrayToFill(b), off, len)));
    }

    private static void writeByte(NativeCall c, int v) {
        int fd = fd(c);
        if (fd == 1 || fd == 2) {
            IoNatives.write(c, fd, new byte[]{(byte) v}, 0, 1);
            return;
        }
        if (UnixFsNatives.dataPoint(c, fd, true, true, "write", false, null, 0, 0)) return;
        call(() -> UnixFsNatives.fs(c).write(fd, -1, new byte[]{(byte) v}, 0, 1));
    }

    private static void writeBytes(NativeCall c, VmObject b, int off, int len) {
        if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (off < 0 || len < 0 || off + len > b.length) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
        int fd = fd(c);
        if (fd == 1 || fd == 2) {
            if (c.stopAtElements(jvsim.vm.Op.READ, b, off, len, false)) return; // reads what other threads may write
            IoNatives.write(c, fd, (byte[]) GuestMemory.hostArray(b), off, len);
            return;
        }
        if (len == 0) return;
        if (UnixFsNatives.dataPoint(c, fd, true, true, "write", false, b, off, len)) return;
        call(() -> UnixFsNatives.fs(c).write(fd, -1, (byte[]) GuestMemory.hostArray(b), off, len));
    }

    /** A call on an open descriptor: its errors become IOException with the system's text, as the JDK reports them. */
    private static int call(java.util.function.IntSupplier op) {
        try {
            return op.getAsInt();
        } catch (VirtualFs.Error e) {
            throw new ThrowNew("java/io/IOException", e.reason());
        }
    }
}
