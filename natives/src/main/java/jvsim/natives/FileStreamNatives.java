package jvsim.natives;

import jvsim.vm.GuestMemory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * Reading natives of FileInputStream and RandomAccessFile. Descriptor 0 is the target's stdin (a
 * pipe: no length, no seeking; see {@link StandardInput}); other descriptors are files opened read-only through the
 * {@link Sandbox}, held as {@link OpenFile}s. Opening for writing is refused.
 */
final class FileStreamNatives {
    private FileStreamNatives() {}

    /** RandomAccessFile.O_RDONLY: the mode bit of "r". */
    static final int O_RDONLY = 1;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives fis = reg.forClass("java/io/FileInputStream");
        fis.add("initIDs", "()V", c -> { });
        fis.add("open0", "(Ljava/lang/String;)V", c -> open(c, c.str(1)));
        fis.add("read0", "()I", FileStreamNatives::read0);
        fis.add("readBytes", "([BII)I", FileStreamNatives::readBytes);
        fis.add("available0", "()I", c -> {
            if (fd(c) == 0) {
                c.ret(StandardInput.of(c.vm).available());
                return;
            }
            c.ret(file(c).available());
        });
        fis.add("length0", "()J", c -> c.ret(fd(c) == 0 ? 0L : file(c).length()));
        fis.add("position0", "()J", c -> c.ret(seekable(c).position));
        fis.add("skip0", "(J)J", c -> {
            OpenFile f = seekable(c);
            long to = f.position + c.j(1);
            if (to < 0) throw new ThrowNew("java/io/IOException", "Invalid argument");
            c.ret(to - f.position);
            moveTo(c, f, to);
        });

        NativeRegistry.ClassNatives raf = reg.forClass("java/io/RandomAccessFile");
        raf.add("initIDs", "()V", c -> { });
        raf.add("open0", "(Ljava/lang/String;I)V", c -> {
            if (c.i(2) != O_RDONLY)
                throw new ThrowNew("java/io/FileNotFoundException", c.str(1) + " (jvsim sandbox: writing files is refused, the file system is read-only)");
            open(c, c.str(1));
        });
        raf.add("read0", "()I", FileStreamNatives::read0);
        raf.add("readBytes", "([BII)I", FileStreamNatives::readBytes);
        raf.add("getFilePointer", "()J", c -> c.ret(seekable(c).position));
        raf.add("seek0", "(J)V", c -> moveTo(c, seekable(c), c.j(1)));
        raf.add("length", "()J", c -> c.ret(seekable(c).length()));
        // opened read-only, as the native would find the descriptor
        raf.add("setLength", "(J)V", c -> { seekable(c); throw new ThrowNew("java/io/IOException", "Invalid argument"); });
        raf.add("write0", "(I)V", c -> { seekable(c); throw new ThrowNew("java/io/IOException", "Bad file descriptor"); });
        raf.add("writeBytes", "([BII)V", c -> { seekable(c); throw new ThrowNew("java/io/IOException", "Bad file descriptor"); });
    }

    /** Opens a file for reading into the receiver's FileDescriptor, with the JDK's messages. */
    private static void open(NativeCall c, String name) {
        if (name == null) throw new ThrowNew("java/lang/NullPointerException", null);
        Sandbox box = Sandbox.of(c.vm);
        Path p = box.absolute(name);
        if (name.isEmpty() || !box.readable(p)) throw new ThrowNew("java/io/FileNotFoundException", name + " (" + Sandbox.REFUSED + ")");
        VmObject fdObj = Guest.ref(c.self(), "fd");
        if (Sandbox.isRandomDevice(p)) {
            Guest.prim(fdObj, "fd", box.newFd());
            GuestMemory.setMeta(fdObj, new OpenFile.RandomDevice(box, 0));
            return;
        }
        if (Files.isDirectory(p)) throw new ThrowNew("java/io/FileNotFoundException", name + " (Is a directory)");
        if (!Files.exists(p)) throw new ThrowNew("java/io/FileNotFoundException", name + " (No such file or directory)");
        // a snapshot of a pipe or device would never end
        if (!Files.isRegularFile(p)) throw new ThrowNew("java/io/FileNotFoundException", name + " (jvsim sandbox: only regular files can be read)");
        byte[] data;
        try {
            if (Files.size(p) > c.vm.config.maxHeapBytes)
                throw new ThrowNew("java/io/FileNotFoundException", name + " (jvsim: the file is larger than the target's heap bound)");
            data = Files.readAllBytes(p);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new ThrowNew("java/io/FileNotFoundException", name + " (Permission denied)");
        } catch (IOException | OutOfMemoryError e) {
            throw new ThrowNew("java/io/FileNotFoundException", name + " (" + e.getMessage() + ")");
        }
        Guest.prim(fdObj, "fd", box.newFd());
        GuestMemory.setMeta(fdObj, new OpenFile.Snapshot(data));
    }

    /**
     * Moves the receiver's open file to position: a new value in its descriptor, after the write
     * barrier, so that restores put the old position back (see {@link OpenFile}).
     */
    private static void moveTo(NativeCall c, OpenFile f, long position) {
        if (position == f.position) return;
        VmObject fdObj = Guest.ref(c.self(), "fd");
        GuestMemory.setMeta(fdObj, f.at(position));
    }

    static int fd(NativeCall c) {
        VmObject fdObj = Guest.ref(c.self(), "fd");
        int fd = fdObj == null ? -1 : (int) Guest.prim(fdObj, "fd");
        if (fd < 0) throw new ThrowNew("java/io/IOException", "Stream Closed");
        return fd;
    }

    /** The open file of the receiver; stdin and closed streams raise the JDK's errors. */
    private static OpenFile file(NativeCall c) {
        fd(c);
        Object meta = Guest.ref(c.self(), "fd").meta;
        if (!(meta instanceof OpenFile)) throw new ThrowNew("java/io/IOException", "Stream Closed");
        return (OpenFile) meta;
    }

    /** As file(c), for operations that seek: stdin is a pipe. */
    private static OpenFile seekable(NativeCall c) {
        if (fd(c) == 0) throw new ThrowNew("java/io/IOException", "Illegal seek");
        return file(c);
    }

    private static void read0(NativeCall c) {
        if (fd(c) == 0) {
            c.ret(StandardInput.of(c.vm).read());
            return;
        }
        OpenFile f = file(c);
        int b = f.read();
        if (b >= 0) moveTo(c, f, f.position + 1);
        c.ret(b);
    }

    private static void readBytes(NativeCall c) {
        VmObject b = c.o(1);
        int off = c.i(2), len = c.i(3);
        if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (off < 0 || len < 0 || off + len > b.length) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
        if (len == 0) { c.ret(0); return; }
        // fills a range of the array, which other threads may read
        if (c.stopAtElements(jvsim.vm.Op.WRITE, b, off, len, false)) return;
        if (fd(c) == 0) {
            c.ret(StandardInput.of(c.vm).read((byte[]) GuestMemory.hostArrayToFill(b), off, len));
            return;
        }
        OpenFile f = file(c);
        int n = f.read((byte[]) GuestMemory.hostArrayToFill(b), off, len);
        if (n > 0) moveTo(c, f, f.position + n);
        c.ret(n);
    }
}
