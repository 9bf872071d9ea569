package jvsim.natives;

import java.nio.file.Path;
import java.util.List;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.io.UnixFileSystem natives (java.io.File) over the {@link VirtualFs}: queries and changes
 * answer as on Linux (false for what fails), and a path the target cannot see raises
 * SecurityException with the sandbox's message (as File does under a security manager that denies
 * it). Each call is one visible operation of the file system while searching.
 */
final class FileSystemNatives {
    private FileSystemNatives() {}

    /** java.io.FileSystem constants. */
    static final int BA_EXISTS = 0x01, BA_REGULAR = 0x02, BA_DIRECTORY = 0x04;
    static final int ACCESS_READ = 0x04, ACCESS_WRITE = 0x02, ACCESS_EXECUTE = 0x01;
    static final int SPACE_TOTAL = 0, SPACE_FREE = 1, SPACE_USABLE = 2;
    /** NAME_MAX of Linux file systems. */
    static final long NAME_MAX = 255;

    /** A file system call answering a query or change. */
    private interface Call<T> { T run(VirtualFs fs, Path p); }

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/io/UnixFileSystem");
        r.add("initIDs", "()V", c -> { });
        r.add("canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", c -> {
            if (UnixFsNatives.point(c, false, "canonicalize")) return;
            VirtualFs fs = UnixFsNatives.fs(c);
            Path p = fs.absolute(c.str(1));
            String canonical;
            try {
                canonical = fs.realPath(p).toString();
            } catch (VirtualFs.Error e) {
                canonical = p.toString(); // as realpath of the longest existing prefix: the rest stays as written
            }
            c.retString(canonical);
        });
        r.add("getBooleanAttributes0", "(Ljava/io/File;)I", c -> query(c, false, 0, (fs, p) -> {
            VirtualFs.Stat s = fs.stat(p);
            return BA_EXISTS | (s.isFile() ? BA_REGULAR : 0) | (s.isDir() ? BA_DIRECTORY : 0);
        }));
        r.add("checkAccess", "(Ljava/io/File;I)Z", c -> query(c, false, false, (fs, p) -> {
            int a = c.i(2);
            fs.access(p, (a & ACCESS_READ) | (a & ACCESS_WRITE) | (a & ACCESS_EXECUTE));
            return true;
        }));
        r.add("getLastModifiedTime", "(Ljava/io/File;)J", c -> query(c, false, 0L, (fs, p) -> fs.stat(p).mtimeMillis()));
        r.add("getLength", "(Ljava/io/File;)J", c -> query(c, false, 0L, (fs, p) -> {
            VirtualFs.Stat s = fs.stat(p);
            return s.isDir() ? 4096L : s.size();
        }));
        r.add("list", "(Ljava/io/File;)[Ljava/lang/String;", c -> {
            if (UnixFsNatives.point(c, false, "list")) return;
            VirtualFs fs = UnixFsNatives.fs(c);
            String path = path(c, 1);
            List<String> names;
            try {
                names = fs.list(fs.existing(fs.absolute(path)));
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                c.ret((VmObject) null);
                return;
            }
            c.ret(SystemNatives.stringArray(c, names.toArray(new String[0])));
        });
        r.add("getNameMax0", "(Ljava/lang/String;)J", c -> c.ret(NAME_MAX));
        r.add("getSpace", "(Ljava/io/File;I)J", c -> query(c, false, 0L, (fs, p) -> {
            fs.stat(p);
            int t = c.i(2);
            return t == SPACE_TOTAL ? 1L << 30 : 1L << 29; // as statvfs in UnixFsNatives
        }));
        r.add("setPermission", "(Ljava/io/File;IZZ)Z", c -> query(c, true, false, (fs, p) -> {
            int bits = c.i(2), mode = fs.stat(p).mode() & 07777;
            int mask = c.z(4) ? bits << 6 : bits << 6 | bits << 3 | bits;
            fs.setMode(p, c.z(3) ? mode | mask : mode & ~mask);
            return true;
        }));
        r.add("createFileExclusively", "(Ljava/lang/String;)Z", c -> {
            if (UnixFsNatives.allocationPoint(c, "create")) return; // opens the new file (a descriptor number)
            VirtualFs fs = UnixFsNatives.fs(c);
            try {
                fs.close(fs.open(fs.absolute(c.str(1)), VirtualFs.O_RDWR | VirtualFs.O_CREAT | VirtualFs.O_EXCL, 0666));
                c.ret(true);
            } catch (VirtualFs.Error e) {
                if (e.refused()) throw VirtualFs.refusal(e);
                if (e.errno == VirtualFs.EEXIST) { c.ret(false); return; }
                throw new ThrowNew("java/io/IOException", e.reason());
            }
        });
        r.add("delete0", "(Ljava/io/File;)Z", c -> query(c, true, false, (fs, p) -> {
            fs.remove(p, fs.stat(p).isDir());
            return true;
        }));
        r.add("createDirectory", "(Ljava/io/File;)Z", c -> query(c, true, false, (fs, p) -> {
            fs.mkdir(p, 0777);
            return true;
        }));
        r.add("rename0", "(Ljava/io/File;Ljava/io/File;)Z", c -> query(c, true, false, (fs, p) -> {
            fs.rename(p, fs.absolute(path(c, 2)));
            return true;
        }));
        r.add("setLastModifiedTime", "(Ljava/io/File;J)Z", c -> query(c, true, false, (fs, p) -> {
            fs.setTime(p, c.j(2));
            return true;
        }));
        r.add("setReadOnly", "(Ljava/io/File;)Z", c -> query(c, true, false, (fs, p) -> {
            fs.setMode(p, fs.stat(p).mode() & 07777 & ~0222);
            return true;
        }));
    }

    /** The path string of a java.io.File argument. */
    private static String path(NativeCall c, int param) {
        VmObject file = c.o(param);
        if (file == null) throw new ThrowNew("java/lang/NullPointerException", null);
        return c.vm.strings.toHost(c.vm.known.filePath.get(file));
    }

    /**
     * Runs a call on the path of the File argument 1 and returns its result, or failed when it fails
     * (the empty path names no file); a path the target cannot see raises SecurityException.
     */
    private static <T> void query(NativeCall c, boolean change, T failed, Call<T> call) {
        if (UnixFsNatives.point(c, change, "java.io.File")) return;
        VirtualFs fs = UnixFsNatives.fs(c);
        String path = path(c, 1);
        Object result;
        try {
            if (path.isEmpty()) throw new VirtualFs.Error(VirtualFs.ENOENT, path);
            result = call.run(fs, fs.absolute(path));
        } catch (VirtualFs.Error e) {
            if (e.refused()) throw VirtualFs.refusal(e);
            result = failed;
        }
        if (result instanceof Boolean b) c.ret(b);
        else if (result instanceof Integer i) c.ret(i);
        else c.ret((Long) result);
    }
}
