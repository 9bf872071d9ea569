package jvsim.natives;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import jvsim.vm.KnownField;
import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.nio.file's default provider (sun.nio.fs) over the {@link VirtualFs}. The JDK's
 * UnixNativeDispatcher passes paths to its natives as native memory addresses, which the VM does
 * not have, so the dispatcher's static methods that take a UnixPath are replaced as a whole; the
 * rest are its natives. Failures throw sun.nio.fs.UnixException with the errno, which the JDK turns
 * into NoSuchFileException, FileAlreadyExistsException, AccessDeniedException, ... as on Linux;
 * paths outside what the target sees throw SecurityException with the sandbox's message.
 *
 * <p>The dispatcher reports no *at() system calls, futimes, lutimes, extended attributes or birth
 * times, so the JDK uses plain directory streams and path-based calls. Every call is one visible
 * operation of the file system while searching ({@link #point}).
 */
final class UnixFsNatives {
    private UnixFsNatives() {}

    static final String D = "sun/nio/fs/UnixNativeDispatcher", PATH = "Lsun/nio/fs/UnixPath;", ATTRS = "Lsun/nio/fs/UnixFileAttributes;";
    /** uid and gid of every file and of the target's user (getpwuid gives its name). */
    static final int UID = 1000;
    static final String USER = "jvsim";

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives d = reg.forClass(D);
        d.add("init", "()I", c -> c.ret(0));
        d.add("getcwd", "()[B", c -> c.ret(bytes(c, VirtualFs.of(c.vm).box.absolute("").toString())));
        d.add("strerror", "(I)[B", c -> c.ret(bytes(c, VirtualFs.strerror(c.i(0)))));
        d.add("open", "(" + PATH + "II)I", c -> {
            int flags = c.i(1);
            if (allocationPoint(c, "open")) return; // a new descriptor number at least
            c.ret(call(c, () -> fs(c).open(path(c, 0), flags, c.i(2))));
        });
        d.add("close0", "(I)V", c -> {
            if (point(c, true, "close")) return;
            fs(c).close(c.i(0));
        });
        d.add("dup", "(I)I", c -> {
            if (allocationPoint(c, "dup")) return;
            c.ret(call(c, () -> fs(c).dup(c.i(0))));
        });
        d.add("stat", "(" + PATH + ATTRS + ")V", c -> stat(c, true));
        d.add("lstat", "(" + PATH + ATTRS + ")V", c -> stat(c, false));
        d.add("stat", "(" + PATH + ")I", c -> {
            if (point(c, false, "stat")) return;
            try {
                c.ret(fs(c).stat(path(c, 0)).mode());
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                c.ret(0);
            }
        });
        d.add("fstat", "(I" + ATTRS + ")V", c -> {
            if (dataPoint(c, c.i(0), false, false, "fstat", false, null, 0, 0)) return;
            VirtualFs fs = fs(c);
            call(c, () -> {
                VirtualFs.Fd f = fs.fd(c.i(0));
                fill(c.o(1), f.ino() == VirtualFs.RANDOM_DEVICE ? fs.stat(Path.of(f.path())) : VirtualFs.stat(fs.inode(f)));
                return 0;
            });
        });
        // JDK 21 and later: stat and access return the errno (0: done) instead of throwing
        d.add("stat2", "(" + PATH + ATTRS + ")I", c -> {
            if (point(c, false, "stat")) return;
            try {
                fill(c.o(1), fs(c).stat(path(c, 0)));
                c.ret(0);
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                c.ret(e.errno);
            }
        });
        d.add("access", "(" + PATH + "I)I", c -> {
            if (point(c, false, "access")) return;
            try {
                fs(c).access(path(c, 0), c.i(1));
                c.ret(0);
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                c.ret(e.errno);
            }
        });
        d.add("fchmodatNoFollowSupported0", "()Z", c -> c.ret(false));
        // JDK 21 and later: times in nanoseconds, relative to the working directory (AT_FDCWD) only
        d.add("utimensat", "(I" + PATH + "JJI)V", c -> {
            if (c.i(0) != AT_FDCWD) throw new jvsim.vm.ThrowNew("java/lang/UnsatisfiedLinkError", "sun.nio.fs.UnixNativeDispatcher.utimensat with a directory descriptor");
            if (point(c, true, "utimensat")) return;
            call(c, () -> { fs(c).setTime(path(c, 1), c.j(3) / 1_000_000); return 0; });
        });
        // JDK 21 and later set times through a descriptor (openForAttributeAccess): the file it was opened by
        d.add("futimens0", "(IJJ)V", c -> {
            if (point(c, true, "futimens")) return;
            call(c, () -> { VirtualFs fs = fs(c); fs.setTime(Path.of(fs.fd(c.i(0)).path()), c.j(2) / 1_000_000); return 0; });
        });
        d.add("exists", "(" + PATH + ")Z", c -> {
            if (point(c, false, "exists")) return;
            try {
                fs(c).stat(path(c, 0));
                c.ret(true);
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                c.ret(false);
            }
        });
        d.add("access", "(" + PATH + "I)V", c -> {
            if (point(c, false, "access")) return;
            call(c, () -> { fs(c).access(path(c, 0), c.i(1)); return 0; });
        });
        d.add("mkdir", "(" + PATH + "I)V", c -> {
            if (point(c, true, "mkdir")) return;
            call(c, () -> { fs(c).mkdir(path(c, 0), c.i(1)); return 0; });
        });
        d.add("rmdir", "(" + PATH + ")V", c -> {
            if (point(c, true, "rmdir")) return;
            call(c, () -> { fs(c).remove(path(c, 0), true); return 0; });
        });
        d.add("unlink", "(" + PATH + ")V", c -> {
            if (point(c, true, "unlink")) return;
            call(c, () -> { fs(c).remove(path(c, 0), false); return 0; });
        });
        d.add("rename", "(" + PATH + PATH + ")V", c -> {
            if (point(c, true, "rename")) return;
            call(c, () -> { fs(c).rename(path(c, 0), path(c, 1)); return 0; });
        });
        d.add("realpath", "(" + PATH + ")[B", c -> {
            if (point(c, false, "realpath")) return;
            c.ret(bytes(c, call(c, () -> fs(c).realPath(path(c, 0))).toString()));
        });
        d.add("readlink", "(" + PATH + ")[B", c -> {
            if (point(c, false, "readlink")) return;
            call(c, () -> { fs(c).stat(path(c, 0)); throw new VirtualFs.Error(VirtualFs.EINVAL, null); }); // no links
        });
        d.add("chmod", "(" + PATH + "I)V", c -> {
            if (point(c, true, "chmod")) return;
            call(c, () -> { fs(c).setMode(path(c, 0), c.i(1)); return 0; });
        });
        d.add("utimes", "(" + PATH + "JJ)V", c -> {
            if (point(c, true, "utimes")) return;
            call(c, () -> { fs(c).setTime(path(c, 0), c.j(2) / 1000); return 0; }); // microseconds
        });
        d.add("opendir", "(" + PATH + ")J", c -> {
            if (point(c, true, "opendir")) return; // a new stream handle
            c.ret((long) call(c, () -> fs(c).opendir(path(c, 0))));
        });
        // a stream lists what opendir saw: only its own cursor changes (streams are not shared between threads)
        d.add("readdir", "(J)[B", c -> {
            String name = call(c, () -> fs(c).readdir(c.j(0)));
            c.ret(name == null ? null : bytes(c, name));
        });
        d.add("closedir", "(J)V", c -> fs(c).closedir(c.j(0)));
        d.add("getpwuid", "(I)[B", c -> c.ret(bytes(c, USER)));
        d.add("getgrgid", "(I)[B", c -> c.ret(bytes(c, USER)));
        d.add("getpwnam", "(Ljava/lang/String;)I", c -> c.ret(USER.equals(c.str(0)) ? UID : -1));
        d.add("getgrnam", "(Ljava/lang/String;)I", c -> c.ret(USER.equals(c.str(0)) ? UID : -1));
        d.add("statvfs", "(" + PATH + "Lsun/nio/fs/UnixFileStoreAttributes;)V", c -> {
            call(c, () -> fs(c).stat(path(c, 0)));
            VmObject a = c.o(1);
            // a file system of 1 GiB in 4 KiB blocks, half free (the in-memory layer has no fixed size)
            c.vm.known.fFrsize.set(a, 4096);
            c.vm.known.fBlocks.set(a, 1L << 18);
            c.vm.known.fBfree.set(a, 1L << 17);
            c.vm.known.fBavail.set(a, 1L << 17);
        });
        for (String[] m : new String[][]{{"link", "(" + PATH + PATH + ")V"}, {"symlink", "([B" + PATH + ")V"}, {"mknod", "(" + PATH + "IJ)V"},
                {"chown", "(" + PATH + "II)V"}, {"lchown", "(" + PATH + "II)V"}, {"fchown", "(III)V"}, {"fchmod", "(II)V"}}) {
            d.add(m[0], m[1], c -> { throw unix(VirtualFs.EPERM); });
        }

        // Files.copy of a regular file: the JDK opens both and transfers between the descriptors
        reg.register("sun/nio/fs/UnixCopyFile", "transfer", "(IIJ)V", c -> {
            VirtualFs fs = fs(c);
            if (point(c, Op.WRITE, "copy", false, null, 0, 0, fs.isOpen(c.i(1)) && random(fs, c.i(1)) ? Sandbox.RANDOM_KEY : 0)) return;
            call(c, () -> {
                int dst = c.i(0), src = c.i(1);
                byte[] buf = new byte[8192];
                for (int n; (n = fs.read(src, -1, buf, 0, buf.length)) > 0; ) fs.write(dst, -1, buf, 0, n);
                return 0;
            });
        });
        reg.register("sun/nio/fs/LinuxNativeDispatcher", "init", "()V", c -> { });
        // JDK 21 and later: Files.copy copies through a buffer (bufferedCopy0(dst, src, buffer, size, cancel): as transfer
        // above) after directCopy0 answers IOStatus.UNSUPPORTED (no copy_file_range); the access advice changes nothing
        reg.alias("sun/nio/fs/UnixFileSystem", "bufferedCopy0", "(IIJIJ)V", "sun/nio/fs/UnixCopyFile", "transfer", "(IIJ)V");
        reg.register("sun/nio/fs/LinuxNativeDispatcher", "directCopy0", "(IIJ)I", c -> c.ret(-4));
        reg.register("sun/nio/fs/LinuxNativeDispatcher", "posix_fadvise", "(IJJI)I", c -> c.ret(0));
    }

    static VirtualFs fs(NativeCall c) { return VirtualFs.of(c.vm); }

    /**
     * The file system's one location, a key on the FileDescriptor class mirror (far from its fields'
     * keys): every call reads or writes it, so calls that change the file system are ordered with
     * every other call (conservative: calls on different files are dependent too).
     */
    static final long FS_KEY = Long.MIN_VALUE / 2;

    /**
     * While searching, stops before a call on paths (open, stat, list, create, delete, rename, ...):
     * a read (write false) or write of the whole file system. Returns true when the native must
     * return at once (see {@link NativeCall#point}).
     */
    static boolean point(NativeCall c, boolean write, String what) {
        return point(c, write ? Op.WRITE : Op.READ, what, false, null, 0, 0, 0);
    }

    /** {@link #point} for a call that hands out a descriptor number (open, dup, createNewFile): a write that also writes {@link Sandbox#FD_KEY}. */
    static boolean allocationPoint(NativeCall c, String what) {
        return point(c, Op.WRITE, what, false, null, 0, 0, Sandbox.FD_KEY);
    }

    /**
     * While searching, stops before a call through descriptor fd, a write when it changes the file
     * or moves the descriptor's position (moves); a call that fills (fill) or reads elements [off, off + len) of a
     * guest byte array has the array's range as its second location ({@link Op#also}) when other
     * threads can see the array. A descriptor that is not open needs no stop (the call fails). A
     * read of a random device also reads and writes the random stream's location (its bytes
     * depend on the order of every read, a positional one too).
     */
    static boolean dataPoint(NativeCall c, int fd, boolean write, boolean moves, String what, boolean fill, VmObject array, int off, int len) {
        VirtualFs fs = fs(c);
        return fs.isOpen(fd) && point(c, write || moves ? Op.WRITE : Op.READ, what, fill, array, off, len, random(fs, fd) ? Sandbox.RANDOM_KEY : 0);
    }

    /** Whether open descriptor fd reads a random device. */
    private static boolean random(VirtualFs fs, int fd) { return fs.fd(fd).ino() == VirtualFs.RANDOM_DEVICE; }

    /** While searching, stops before a read or change of descriptor fd's position alone. */
    static boolean positionPoint(NativeCall c, int fd, boolean write, String what) {
        return fs(c).isOpen(fd) && point(c, write ? Op.WRITE : Op.READ, what, false, null, 0, 0, 0);
    }

    /**
     * The stop of every file system call: a synchronizing operation (a system call is atomic, not a
     * data race) on the file system's location, with an array range as its second side and, unless
     * counter is 0, a read-modify-write of counter ({@link Sandbox#FD_KEY}, {@link Sandbox#RANDOM_KEY}) last.
     */
    private static boolean point(NativeCall c, int kind, String what, boolean fill, VmObject array, int off, int len, long counter) {
        VmObject holder = Sandbox.holder(c.vm);
        boolean stop = c.point(kind, holder, FS_KEY, "file system: " + what);
        Op base = stop ? c.thread.pending : c.thread.absorbed();
        if (base == null) return stop;
        base.sync = true;
        if (array != null && len > 0 && array.shared) base.also = base.side(fill ? Op.WRITE : Op.READ, array, Op.elementKey(off), len, "byte[]", false);
        if (counter != 0) Sandbox.touch(c.vm, base, counter);
        return stop;
    }

    /**
     * While searching, after a stop (stop: the pending operation) or an absorbed step of memory
     * access: adds the file system's location as a further side of the step ({@link Op#also}, last
     * in the chain), a synchronizing read or write (kind) as a file system call's, for an access to
     * a file's bytes outside a call (a shared mapping, see OffHeap).
     */
    static void fileSide(NativeCall c, boolean stop, int kind, String what) {
        Op base = !c.vm.searching ? null : stop ? c.thread.pending : c.thread.absorbed();
        if (base == null) return;
        base.chain(base.side(kind, Sandbox.holder(c.vm), FS_KEY, 1, "file system: " + what, true));
    }

    /** A file system call, its Error raised as the target's UnixException (or SecurityException). */
    static <T> T call(NativeCall c, java.util.function.Supplier<T> op) {
        try {
            return op.get();
        } catch (VirtualFs.Error e) {
            if (e.refused()) throw VirtualFs.refusal(e);
            throw unix(e.errno);
        }
    }

    /** The descriptor of the working directory for the *at calls. */
    private static final int AT_FDCWD = -100;

    static ThrowNew unix(int errno) { return ThrowNew.withCode("sun/nio/fs/UnixException", errno); }

    /** The absolute path of a UnixPath argument (relative ones against user.dir, as the JDK resolves them). */
    static Path path(NativeCall c, int param) {
        VmObject p = c.o(param);
        if (p == null) throw new ThrowNew("java/lang/NullPointerException", null);
        byte[] b = (byte[]) GuestMemory.hostArray(c.vm.known.unixPathPath.get(p));
        return VirtualFs.of(c.vm).absolute(new String(b, StandardCharsets.UTF_8));
    }

    static VmObject bytes(NativeCall c, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return c.vm.heap.wrapArray(c.vm.primitiveArray((byte) 8), b, b.length);
    }

    private static void stat(NativeCall c, boolean follow) {
        if (point(c, false, follow ? "stat" : "lstat")) return;
        VirtualFs.Stat s = call(c, () -> fs(c).stat(path(c, 0)));
        fill(c.o(1), s);
    }

    /** Sets the fields of a UnixFileAttributes from a stat. */
    private static void fill(VmObject a, VirtualFs.Stat s) {
        WellKnown k = a.cls.vm.known;
        k.stMode.set(a, s.mode());
        k.stIno.set(a, s.ino());
        k.stDev.set(a, s.dev());
        k.stRdev.set(a, 0);
        k.stNlink.set(a, s.nlink());
        k.stUid.set(a, UID);
        k.stGid.set(a, UID);
        k.stSize.set(a, s.size());
        long sec = Math.floorDiv(s.mtimeMillis(), 1000), nsec = Math.floorMod(s.mtimeMillis(), 1000) * 1_000_000L;
        for (KnownField.Long f : new KnownField.Long[]{k.stAtimeSec, k.stMtimeSec, k.stCtimeSec}) f.set(a, sec);
        for (KnownField.Long f : new KnownField.Long[]{k.stAtimeNsec, k.stMtimeNsec, k.stCtimeNsec}) f.set(a, nsec);
    }
}
