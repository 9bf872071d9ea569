package jvsim.natives;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.io.UnixFileSystem natives over the {@link Sandbox}: queries answer from the host for
 * readable paths and raise SecurityException for others (as File does under a security manager
 * that denies reading); every change is refused with SecurityException. Canonical paths resolve
 * links only inside the readable trees, so they tell nothing about the rest of the host.
 */
final class FileSystemNatives {
    private FileSystemNatives() {}

    /** java.io.FileSystem constants. */
    static final int BA_EXISTS = 0x01, BA_REGULAR = 0x02, BA_DIRECTORY = 0x04;
    static final int ACCESS_READ = 0x04, ACCESS_WRITE = 0x02, ACCESS_EXECUTE = 0x01;
    /** NAME_MAX of Linux file systems. */
    static final long NAME_MAX = 255;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/io/UnixFileSystem");
        r.add("initIDs", "()V", c -> { });
        r.add("canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", c -> c.retString(canonicalize(c, c.str(1))));
        r.add("getBooleanAttributes0", "(Ljava/io/File;)I", c -> {
            File f = host(c, 1);
            if (f == null) { c.ret(0); return; }
            if (Sandbox.isRandomDevice(f.toPath())) { c.ret(BA_EXISTS); return; } // a character device
            int a = 0;
            if (f.exists()) a |= BA_EXISTS;
            if (f.isFile()) a |= BA_REGULAR;
            if (f.isDirectory()) a |= BA_DIRECTORY;
            c.ret(a);
        });
        r.add("checkAccess", "(Ljava/io/File;I)Z", c -> {
            File f = host(c, 1);
            int access = c.i(2);
            if (f == null || (access & ACCESS_WRITE) != 0) { c.ret(false); return; }
            Path p = f.toPath();
            if (Sandbox.isRandomDevice(p)) { c.ret((access & ACCESS_EXECUTE) == 0); return; }
            c.ret(((access & ACCESS_READ) == 0 || Files.isReadable(p)) && ((access & ACCESS_EXECUTE) == 0 || Files.isExecutable(p)));
        });
        r.add("getLastModifiedTime", "(Ljava/io/File;)J", c -> {
            File f = host(c, 1);
            c.ret(f == null || Sandbox.isRandomDevice(f.toPath()) ? 0L : f.lastModified());
        });
        r.add("getLength", "(Ljava/io/File;)J", c -> {
            File f = host(c, 1);
            c.ret(f == null || Sandbox.isRandomDevice(f.toPath()) ? 0L : f.length());
        });
        r.add("list", "(Ljava/io/File;)[Ljava/lang/String;", c -> {
            File f = host(c, 1);
            String[] names = f == null ? null : f.list();
            c.ret(names == null ? null : SystemNatives.stringArray(c, names));
        });
        r.add("getNameMax0", "(Ljava/lang/String;)J", c -> c.ret(NAME_MAX));
        r.add("getSpace", "(Ljava/io/File;I)J", c -> {
            throw new ThrowNew("java/lang/SecurityException", "jvsim sandbox: file system space queries are refused (" + path(c, 1) + ")");
        });
        r.add("setPermission", "(Ljava/io/File;IZZ)Z", c -> { throw Sandbox.refuseChange("changing permissions", path(c, 1)); });
        r.add("createFileExclusively", "(Ljava/lang/String;)Z", c -> { throw Sandbox.refuseChange("creating a file", c.str(1)); });
        r.add("delete0", "(Ljava/io/File;)Z", c -> { throw Sandbox.refuseChange("deleting a file", path(c, 1)); });
        r.add("createDirectory", "(Ljava/io/File;)Z", c -> { throw Sandbox.refuseChange("creating a directory", path(c, 1)); });
        r.add("rename0", "(Ljava/io/File;Ljava/io/File;)Z", c -> { throw Sandbox.refuseChange("renaming a file", path(c, 1)); });
        r.add("setLastModifiedTime", "(Ljava/io/File;J)Z", c -> { throw Sandbox.refuseChange("changing a modification time", path(c, 1)); });
        r.add("setReadOnly", "(Ljava/io/File;)Z", c -> { throw Sandbox.refuseChange("changing permissions", path(c, 1)); });
    }

    /** The path string of a java.io.File argument. */
    private static String path(NativeCall c, int param) {
        VmObject file = c.o(param);
        if (file == null) throw new ThrowNew("java/lang/NullPointerException", null);
        return c.vm.strings.toHost(Guest.ref(file, "path"));
    }

    /**
     * The host file for a File argument the target may query, null for the empty path (which names
     * no file); refused paths raise SecurityException.
     */
    private static File host(NativeCall c, int param) {
        String path = path(c, param);
        if (path.isEmpty()) return null;
        return Sandbox.of(c.vm).check(path).toFile();
    }

    private static String canonicalize(NativeCall c, String path) {
        Sandbox box = Sandbox.of(c.vm);
        Path p = box.absolute(path);
        if (box.readable(p)) {
            try {
                String canonical = p.toFile().getCanonicalPath();
                if (box.readable(Path.of(canonical))) return canonical;
            } catch (IOException e) {
                throw new ThrowNew("java/io/IOException", e.getMessage());
            }
        }
        return p.toString();
    }
}
