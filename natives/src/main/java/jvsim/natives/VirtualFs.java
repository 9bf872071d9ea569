package jvsim.natives;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import jvsim.vm.StateComponent;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;

/**
 * The target's file system: a union of read-only host trees and a writable in-memory layer, all of
 * it VM state. What the target may read of the host is the {@link Sandbox}'s business (class path,
 * the JDK's files, --mount directories); this class adds what the target writes. Writes never reach
 * the host: the in-memory layer (an overlay, as in a union mount) holds every file and directory the
 * target creates, the copies of host files it changes ("copy-up"), and "whiteouts" for the host
 * entries it deletes or renames. Writable are the working directory (user.dir), the temporary
 * directory (/tmp) and read-write mounts; the class path, the JDK and read-only mounts are not (unless
 * they lie in a writable directory: then changes are copied up, the host files stay as they are).
 * Directories leading to the visible trees ("skeleton" directories, e.g. /usr/lib/jvm on the way to
 * the JDK) exist and list only what leads on; anything else is refused with the sandbox's message.
 *
 * <p>Files are inodes: an overlay inode is a value (its contents, size, mode, time), so a change
 * replaces it; the one exception are stores through a shared memory mapping ({@link #mappedPut}),
 * which change the contents of an inode made since the last save in place (copying them first when
 * a memento may hold them), so that a loop of stores does not copy the file each time. Open files are descriptors (numbers from the Sandbox's counter) with a
 * position; a host file opened for reading is read once into an unnamed inode (a snapshot), so
 * later reads are deterministic. The names, inodes, descriptors and open directory streams are a
 * {@link StateComponent}: saved with snapshots and checkpoints (one memento while nothing changes),
 * restored with them and hashed, so what one interleaving wrote is seen by that interleaving only.
 *
 * <p>Jimfs was considered and not used: its state is a mutable object graph without a way to
 * save and restore it cheaply, its open channels keep positions outside the VM's state, and the
 * union with the host's read-only trees would still have to be written around it.
 */
final class VirtualFs implements StateComponent<VirtualFs.Memento> {
    /** Linux errno values (as sun.nio.fs.UnixConstants). */
    static final int EPERM = 1, ENOENT = 2, EBADF = 9, EACCES = 13, EEXIST = 17, EXDEV = 18, ENOTDIR = 20,
            EISDIR = 21, EINVAL = 22, EROFS = 30, ENOTEMPTY = 39;
    /** open(2) flags, file types and permission bits. */
    static final int O_ACCMODE = 3, O_RDONLY = 0, O_WRONLY = 1, O_RDWR = 2, O_CREAT = 64, O_EXCL = 128, O_TRUNC = 512, O_APPEND = 1024;
    static final int S_IFMT = 0170000, S_IFREG = 0100000, S_IFDIR = 0040000, S_IFLNK = 0120000, S_IFCHR = 0020000;
    /** The umask applied to new files and directories. */
    static final int UMASK = 022;
    /** st_dev of the in-memory layer's files. */
    static final long OVERLAY_DEV = 0x6a76;
    /** A name mapped to this deletes the host entry below it. */
    private static final long WHITEOUT = -1;
    /** The inode of /dev/random and /dev/urandom descriptors. */
    static final long RANDOM_DEVICE = -2;

    /** A failed system call: its errno, or {@link #refused} for a path outside what the target sees. */
    static final class Error extends RuntimeException {
        final int errno;
        final String path;

        Error(int errno, String path) {
            super(null, null, false, false);
            this.errno = errno;
            this.path = path;
        }

        boolean refused() { return errno == 0; }

        /** The text strerror gives for the errno (the JDK's messages build on it). */
        String reason() { return refused() ? Sandbox.REFUSED : strerror(errno); }
    }

    static String strerror(int errno) {
        switch (errno) {
            case EPERM: return "Operation not permitted";
            case ENOENT: return "No such file or directory";
            case EBADF: return "Bad file descriptor";
            case EACCES: return "Permission denied";
            case EEXIST: return "File exists";
            case EXDEV: return "Invalid cross-device link";
            case ENOTDIR: return "Not a directory";
            case EISDIR: return "Is a directory";
            case EINVAL: return "Invalid argument";
            case EROFS: return "Read-only file system";
            case ENOTEMPTY: return "Directory not empty";
            default: return "Unknown error " + errno;
        }
    }

    /**
     * A file or directory of the in-memory layer; immutable (a change makes a new one), except for
     * the contents of one whose {@link #owner} is the file system's current generation (see mappedPut).
     */
    static final class Inode {
        final long ino;
        final boolean dir;
        final int mode;
        /** Contents of a file: the first size bytes (never written once the inode exists). */
        final byte[] data;
        final int size;
        final long mtimeMillis;
        /** Whether a name refers to it (false: a deleted file still open, or a snapshot of a host file). */
        final boolean linked;
        private long contents; // hash of the contents, computed once (again after a store in place)
        private boolean hashed;
        /** The generation that may change data in place (null: none); no memento holds such an inode. */
        private Object owner;

        Inode(long ino, boolean dir, int mode, byte[] data, int size, long mtimeMillis, boolean linked) {
            this.ino = ino;
            this.dir = dir;
            this.mode = mode;
            this.data = data;
            this.size = size;
            this.mtimeMillis = mtimeMillis;
            this.linked = linked;
        }

        Inode with(byte[] newData, int newSize, long time) { return new Inode(ino, dir, mode, newData, newSize, time, linked); }
        Inode withMode(int m) { return new Inode(ino, dir, m, data, size, mtimeMillis, linked); }
        Inode withTime(long time) { return new Inode(ino, dir, mode, data, size, time, linked); }
        Inode unlinked() { return new Inode(ino, dir, mode, data, size, mtimeMillis, false); }

        long contentsHash() {
            if (!hashed) {
                long h = 0xcbf29ce484222325L;
                for (int i = 0; i < size; i++) h = (h ^ (data[i] & 0xff)) * 0x100000001b3L;
                contents = h;
                hashed = true;
            }
            return contents;
        }

        void hash(Sink sink) {
            sink.add(ino);
            sink.add(dir ? 1 : 0);
            sink.add(mode);
            sink.add(size);
            sink.add(contentsHash());
            sink.add(mtimeMillis);
            sink.add(linked ? 1 : 0);
        }
    }

    /** An open file: its inode (or {@link #RANDOM_DEVICE}), position and open flags. */
    record Fd(long ino, long position, int flags, String path) {
        boolean readable() { return (flags & O_ACCMODE) != O_WRONLY; }
        boolean writable() { return (flags & O_ACCMODE) != O_RDONLY; }
        Fd at(long p) { return new Fd(ino, p, flags, path); }
    }

    /** An open directory stream: the names it lists (taken at opendir) and how many it returned. */
    record DirStream(List<String> names, int next) { }

    /** What a path names: an inode of the in-memory layer, a host file or directory, or a skeleton directory. */
    static final class Node {
        final String path;
        final Inode inode;
        final Path host;

        Node(String path, Inode inode, Path host) {
            this.path = path;
            this.inode = inode;
            this.host = host;
        }

        boolean isDir() { return inode != null ? inode.dir : host == null || Files.isDirectory(host); }
    }

    record Memento(Map<String, Long> names, Map<Long, Inode> inodes, Map<Integer, Fd> fds, Map<Long, DirStream> dirs, long nextIno, long nextDir) { }

    private final Vm vm;
    final Sandbox box;
    /** Absolute path -> inode number or WHITEOUT. */
    private Map<String, Long> names = new HashMap<>();
    private Map<Long, Inode> inodes = new HashMap<>();
    private Map<Integer, Fd> fds = new HashMap<>();
    private Map<Long, DirStream> dirs = new HashMap<>();
    private long nextIno = 1, nextDir = 1;
    /** The memento of the current state, null after a change. */
    private Memento saved;
    /** Replaced at every save and restore: inodes it owns are in no memento (see mappedPut). */
    private Object generation = new Object();
    /** Directories on the way to the visible trees -> the names that lead on (fixed per VM). */
    private final Map<String, TreeSet<String>> skeleton = new HashMap<>();

    private VirtualFs(Vm vm) {
        this.vm = vm;
        this.box = Sandbox.of(vm);
        for (Path p : box.visibleTrees()) {
            skeleton.computeIfAbsent(p.toString(), k -> new TreeSet<>());
            for (Path child = p, parent = p.getParent(); parent != null; child = parent, parent = parent.getParent())
                skeleton.computeIfAbsent(parent.toString(), k -> new TreeSet<>()).add(child.getFileName().toString());
        }
    }

    static VirtualFs of(Vm vm) { return vm.nativeState(VirtualFs.class, VirtualFs::new); }

    // ------------------------------------------------------------ state component

    @Override public Memento save() {
        if (saved == null) {
            saved = new Memento(Map.copyOf(names), Map.copyOf(inodes), Map.copyOf(fds), Map.copyOf(dirs), nextIno, nextDir);
            generation = new Object();
        }
        return saved;
    }

    @Override public void restore(Memento m) {
        if (m == saved) return;
        names = new HashMap<>(m.names());
        inodes = new HashMap<>(m.inodes());
        fds = new HashMap<>(m.fds());
        dirs = new HashMap<>(m.dirs());
        nextIno = m.nextIno();
        nextDir = m.nextDir();
        saved = m;
        generation = new Object();
    }

    /** Everything, in an order independent of the maps' iteration order. */
    @Override public void hash(Sink sink) {
        sink.add(nextIno);
        sink.add(nextDir);
        for (String n : new TreeSet<>(names.keySet())) {
            sink.add(n);
            sink.add(names.get(n));
        }
        for (Long i : new TreeSet<>(inodes.keySet())) inodes.get(i).hash(sink);
        for (Integer f : new TreeSet<>(fds.keySet())) {
            Fd d = fds.get(f);
            sink.add(f);
            sink.add(d.ino());
            sink.add(d.position());
            sink.add(d.flags());
        }
        for (Long h : new TreeSet<>(dirs.keySet())) {
            DirStream d = dirs.get(h);
            sink.add(h);
            sink.add(d.names().hashCode());
            sink.add(d.next());
        }
    }

    private void changed() { saved = null; }

    /** The VM's clock in milliseconds since the epoch (file times). */
    private long now() { return SystemNatives.EPOCH_MILLIS + vm.nanoTime() / 1_000_000L; }

    // ------------------------------------------------------------ paths

    /** The normalized absolute form of a target path (relative ones resolve against user.dir). */
    Path absolute(String path) { return box.absolute(path); }

    /** What p (absolute, normalized) names, or null. */
    Node lookup(Path p) {
        String s = p.toString();
        Long ino = names.get(s);
        if (ino != null) return ino == WHITEOUT ? null : new Node(s, inodes.get(ino), null);
        if (!names.isEmpty()) {
            for (Path a = p.getParent(); a != null; a = a.getParent()) {
                Long up = names.get(a.toString());
                if (up != null && (up == WHITEOUT || !inodes.get(up).dir)) return null;
            }
        }
        if (box.readable(p) && Files.exists(p)) return new Node(s, null, p);
        if (skeleton.containsKey(s)) return new Node(s, null, null);
        return null;
    }

    /** The node at p, or an Error: ENOENT where the target could have a file, refused elsewhere. */
    Node existing(Path p) {
        Node n = lookup(p);
        if (n == null) throw missing(p);
        return n;
    }

    /**
     * The error for a path that names nothing: ENOENT inside what the target sees (the writable
     * directories, the readable trees), refused elsewhere and for a host file the target cannot see
     * (so that a program looking for a host file of its working directory learns why, and --mount).
     */
    Error missing(Path p) {
        boolean known = box.writable(p) || box.covered(p);
        if (known && !box.readable(p) && Files.exists(p, LinkOption.NOFOLLOW_LINKS) && !names.containsKey(p.toString())) known = false;
        return new Error(known ? ENOENT : 0, p.toString());
    }

    /** The directory that will hold a new entry at p, which must be writable. */
    private void checkCreate(Path p) {
        Path parent = p.getParent();
        if (parent == null) throw new Error(EEXIST, p.toString());
        Node d = lookup(parent);
        if (d == null) throw missing(parent);
        if (!d.isDir()) throw new Error(ENOTDIR, p.toString());
        if (!box.writable(p)) throw new Error(box.covered(p) || skeleton.containsKey(parent.toString()) ? EROFS : 0, p.toString());
    }

    private void checkChange(Path p) {
        if (!box.writable(p)) throw new Error(box.covered(p) || skeleton.containsKey(p.toString()) ? EROFS : 0, p.toString());
    }

    /** The names in directory d (sorted: the host's order is not reproducible anyway). */
    List<String> list(Node d) {
        if (!d.isDir()) throw new Error(ENOTDIR, d.path);
        TreeSet<String> out = new TreeSet<>();
        if (d.host != null) {
            try (Stream<Path> s = Files.list(d.host)) {
                s.forEach(c -> { if (box.readable(c)) out.add(c.getFileName().toString()); });
            } catch (IOException e) {
                throw new Error(EACCES, d.path);
            }
        }
        TreeSet<String> lead = skeleton.get(d.path);
        if (lead != null) out.addAll(lead);
        String prefix = d.path.endsWith("/") ? d.path : d.path + "/";
        for (Map.Entry<String, Long> e : names.entrySet()) {
            String n = e.getKey();
            if (!n.startsWith(prefix) || n.indexOf('/', prefix.length()) >= 0 || n.length() == prefix.length()) continue;
            String name = n.substring(prefix.length());
            if (e.getValue() == WHITEOUT) out.remove(name);
            else out.add(name);
        }
        return new ArrayList<>(out);
    }

    // ------------------------------------------------------------ attributes

    /** stat(2) of a node: mode, ino, dev, nlink, size, mtime (ms). */
    record Stat(int mode, long ino, long dev, int nlink, long size, long mtimeMillis) {
        boolean isDir() { return (mode & S_IFMT) == S_IFDIR; }
        boolean isFile() { return (mode & S_IFMT) == S_IFREG; }
    }

    /** stat(2) of an in-memory inode. */
    static Stat stat(Inode i) {
        return new Stat((i.dir ? S_IFDIR : S_IFREG) | i.mode, i.ino, OVERLAY_DEV, i.dir ? 2 : 1, i.dir ? 4096 : i.size, i.mtimeMillis);
    }

    Stat stat(Path p) {
        if (Sandbox.isRandomDevice(p)) return new Stat(S_IFCHR | 0666, 1, 6, 1, 0, SystemNatives.EPOCH_MILLIS);
        Node n = existing(p);
        if (n.inode != null) return stat(n.inode);
        if (n.host == null) return new Stat(S_IFDIR | 0555, 0, OVERLAY_DEV + 1, 2, 4096, SystemNatives.EPOCH_MILLIS);
        try {
            Map<String, Object> a = Files.readAttributes(n.host, "unix:mode,ino,dev,nlink,size,lastModifiedTime");
            int mode = (Integer) a.get("mode");
            if (!box.writable(p)) mode &= ~0222; // a read-only mount
            return new Stat(mode, (Long) a.get("ino"), (Long) a.get("dev"), (Integer) a.get("nlink"), (Long) a.get("size"),
                    ((java.nio.file.attribute.FileTime) a.get("lastModifiedTime")).toMillis());
        } catch (NoSuchFileException e) {
            throw new Error(ENOENT, p.toString());
        } catch (IOException | UnsupportedOperationException e) {
            throw new Error(EACCES, p.toString());
        }
    }

    /** access(2): R_OK 4, W_OK 2, X_OK 1. */
    void access(Path p, int amode) {
        Stat s = stat(p);
        if ((amode & 2) != 0 && !box.writable(p)) throw new Error(EROFS, p.toString());
        if ((amode & 2) != 0 && (s.mode() & 0200) == 0) throw new Error(EACCES, p.toString());
        if ((amode & 1) != 0 && (s.mode() & 0111) == 0) throw new Error(EACCES, p.toString());
        if ((amode & 4) != 0 && (s.mode() & 0444) == 0) throw new Error(EACCES, p.toString());
    }

    /** The canonical form of p: host links inside the visible trees resolved, in-memory paths as they are. */
    Path realPath(Path p) {
        Node n = existing(p);
        if (n.host == null || names.containsKey(p.toString())) return p;
        try {
            Path real = n.host.toRealPath();
            return box.readable(real) ? real : p;
        } catch (IOException e) {
            return p;
        }
    }

    // ------------------------------------------------------------ changes

    private Inode newInode(boolean dir, int mode, byte[] data, int size, boolean linked) {
        Inode i = new Inode(nextIno++, dir, mode, data, size, now(), linked);
        inodes.put(i.ino, i);
        return i;
    }

    private void put(Inode i) {
        changed();
        inodes.put(i.ino, i);
    }

    void mkdir(Path p, int mode) {
        if (lookup(p) != null) throw new Error(EEXIST, p.toString());
        checkCreate(p);
        changed();
        names.put(p.toString(), newInode(true, mode & 0777 & ~UMASK, new byte[0], 0, true).ino);
    }

    /** Removes a file (dir false: unlink) or an empty directory (dir true: rmdir). */
    void remove(Path p, boolean dir) {
        Node n = existing(p);
        if (n.isDir() != dir) throw new Error(dir ? ENOTDIR : EISDIR, p.toString());
        checkChange(p);
        if (dir && !list(n).isEmpty()) throw new Error(ENOTEMPTY, p.toString());
        changed();
        unname(p.toString(), n);
    }

    /** Takes the name away: from the in-memory layer, and a whiteout over a host entry. */
    private void unname(String path, Node n) {
        if (n.inode != null) {
            names.remove(path);
            release(n.inode.unlinked());
        }
        if (n.host != null || skeleton.containsKey(path) || lookupHost(path)) names.put(path, WHITEOUT);
    }

    private boolean lookupHost(String path) {
        Path p = Path.of(path);
        return box.readable(p) && Files.exists(p, LinkOption.NOFOLLOW_LINKS);
    }

    /** Keeps an unlinked inode while a descriptor has it open. */
    private void release(Inode i) {
        if (i.linked) return;
        for (Fd f : fds.values()) if (f.ino() == i.ino) { inodes.put(i.ino, i); return; }
        if (OffHeap.of(vm).maps(i.ino)) { inodes.put(i.ino, i); return; } // a mapping keeps it as a descriptor does
        inodes.remove(i.ino);
    }

    void rename(Path from, Path to) {
        Node src = existing(from);
        checkChange(from);
        if (from.equals(to)) return;
        if (to.startsWith(from)) throw new Error(EINVAL, to.toString());
        Node dst = lookup(to);
        if (dst == null) checkCreate(to);
        else {
            checkChange(to);
            if (src.isDir() && !dst.isDir()) throw new Error(ENOTDIR, to.toString());
            if (!src.isDir() && dst.isDir()) throw new Error(EISDIR, to.toString());
            if (dst.isDir() && !list(dst).isEmpty()) throw new Error(ENOTEMPTY, to.toString());
        }
        if (src.inode == null && src.isDir()) throw new Error(EXDEV, from.toString()); // a host directory: the JDK copies and deletes
        Inode moved = src.inode != null ? src.inode : hostCopy(src.host, true);
        changed();
        if (dst != null) unname(to.toString(), dst);
        // the subtree of a moved in-memory directory moves with it
        String prefix = from + "/";
        List<String> below = new ArrayList<>();
        for (String n : names.keySet()) if (n.startsWith(prefix)) below.add(n);
        for (String n : below) names.put(to + n.substring(from.toString().length()), names.remove(n));
        names.remove(from.toString());
        if (src.host != null || skeleton.containsKey(from.toString())) names.put(from.toString(), WHITEOUT);
        names.put(to.toString(), moved.ino);
    }

    void setMode(Path p, int mode) {
        Node n = existing(p);
        checkChange(p);
        put(copyUp(p, n).withMode(mode & 07777));
    }

    void setTime(Path p, long mtimeMillis) {
        Node n = existing(p);
        checkChange(p);
        put(copyUp(p, n).withTime(mtimeMillis));
    }

    /** The in-memory inode of a node to be changed, copying a host file into the in-memory layer first. */
    private Inode copyUp(Path p, Node n) {
        if (n.inode != null) return n.inode;
        changed();
        Inode i = n.host != null && !Files.isDirectory(n.host) ? hostCopy(n.host, true) : newInode(true, 0755, new byte[0], 0, true);
        names.put(p.toString(), i.ino);
        return i;
    }

    /** A new inode with a host file's bytes and mode, named (a copy-up) or not (a snapshot open for reading). */
    private Inode hostCopy(Path host, boolean linked) {
        byte[] data = hostBytes(host);
        return newInode(false, hostMode(host), data, data.length, linked);
    }

    private static int hostMode(Path p) {
        try {
            return (Integer) Files.getAttribute(p, "unix:mode") & 07777;
        } catch (IOException | UnsupportedOperationException e) {
            return 0644;
        }
    }

    /** A host file's bytes, read once (the snapshot the target sees). */
    private byte[] hostBytes(Path p) {
        try {
            if (Files.size(p) > vm.config.maxHeapBytes) throw new Error(EINVAL, p.toString());
            return Files.readAllBytes(p);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new Error(EACCES, p.toString());
        } catch (IOException e) {
            throw new Error(ENOENT, p.toString());
        }
    }

    // ------------------------------------------------------------ descriptors

    /** open(2): a new descriptor for p with the flags and (for new files) permission bits. */
    int open(Path p, int flags, int mode) {
        if (Sandbox.isRandomDevice(p)) return newFd(new Fd(RANDOM_DEVICE, 0, flags & O_ACCMODE, p.toString()));
        Node n = lookup(p);
        boolean write = (flags & O_ACCMODE) != O_RDONLY;
        if (n != null && (flags & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL)) throw new Error(EEXIST, p.toString());
        Inode i;
        if (n == null) {
            if ((flags & O_CREAT) == 0) throw missing(p);
            checkCreate(p);
            changed();
            i = newInode(false, mode & 0777 & ~UMASK, new byte[0], 0, true);
            names.put(p.toString(), i.ino);
        } else if (n.isDir()) {
            if (write) throw new Error(EISDIR, p.toString());
            // a directory opened for reading (FileChannel.open on it; reads fail with EISDIR)
            i = n.inode != null ? n.inode : newInode(true, 0555, new byte[0], 0, false);
        } else if (write || (flags & O_TRUNC) != 0) {
            checkChange(p);
            i = copyUp(p, n);
            if ((i.mode & 0200) == 0) throw new Error(EACCES, p.toString());
            if ((flags & O_TRUNC) != 0 && i.size > 0) put(i = i.with(new byte[0], 0, now()));
        } else if (n.inode != null) {
            i = n.inode;
        } else {
            if (!Files.isRegularFile(n.host)) throw new Error(EACCES, p.toString()); // a pipe or device would never end
            changed();
            i = hostCopy(n.host, false);
        }
        return newFd(new Fd(i.ino, 0, flags, p.toString()));
    }

    private int newFd(Fd f) {
        changed();
        int fd = box.newFd();
        fds.put(fd, f);
        return fd;
    }

    /** The open descriptor fd, or EBADF. */
    Fd fd(int fd) {
        Fd f = fds.get(fd);
        if (f == null) throw new Error(EBADF, null);
        return f;
    }

    boolean isOpen(int fd) { return fds.containsKey(fd); }

    void close(int fd) {
        Fd f = fds.remove(fd);
        if (f == null) return;
        changed();
        Inode i = inodes.get(f.ino());
        if (i != null) release(i);
    }

    /** dup(2): a second descriptor sharing nothing but the file and position at the time (enough for the JDK's uses). */
    int dup(int fd) { return newFd(fd(fd)); }

    Inode inode(Fd f) {
        Inode i = inodes.get(f.ino());
        if (i == null) throw new Error(EBADF, f.path());
        return i;
    }

    long size(int fd) {
        Fd f = fd(fd);
        return f.ino() == RANDOM_DEVICE ? 0 : inode(f).size;
    }

    void seek(int fd, long position) {
        if (position < 0) throw new Error(EINVAL, null);
        Fd f = fd(fd);
        if (f.position() != position) {
            changed();
            fds.put(fd, f.at(position));
        }
    }

    /**
     * Reads up to len bytes at position (-1: the descriptor's position, which advances) into b[off..];
     * -1 at the end of the file.
     */
    int read(int fd, long position, byte[] b, int off, int len) {
        Fd f = fd(fd);
        if (!f.readable()) throw new Error(EBADF, f.path());
        if (f.ino() == RANDOM_DEVICE) {
            for (int k = 0; k < len; k++) b[off + k] = (byte) box.nextRandom();
            return len;
        }
        Inode i = inode(f);
        if (i.dir) throw new Error(EISDIR, f.path());
        long at = position < 0 ? f.position() : position;
        if (len == 0) return 0;
        if (at >= i.size) return -1;
        int n = (int) Math.min(len, i.size - at);
        System.arraycopy(i.data, (int) at, b, off, n);
        if (position < 0) seek(fd, at + n);
        return n;
    }

    /** Writes b[off..off+len) at position (-1: the descriptor's position, or the end when appending). */
    int write(int fd, long position, byte[] b, int off, int len) {
        Fd f = fd(fd);
        if (!f.writable()) throw new Error(EBADF, f.path());
        Inode i = inode(f);
        long at = position >= 0 ? position : (f.flags() & O_APPEND) != 0 ? i.size : f.position();
        long end = at + len;
        if (end > vm.config.maxHeapBytes || end > Integer.MAX_VALUE - 8) throw new Error(28 /* ENOSPC */, f.path());
        int size = (int) Math.max(i.size, end);
        byte[] data = java.util.Arrays.copyOf(i.data, size);
        System.arraycopy(b, off, data, (int) at, len);
        put(i.with(data, size, now()));
        if (position < 0) seek(fd, end);
        return len;
    }

    /** ftruncate(2): shortens or extends (with zeros) the file to size bytes. */
    void truncate(int fd, long size) {
        Fd f = fd(fd);
        if (!f.writable()) throw new Error(EINVAL, f.path());
        Inode i = inode(f);
        if (size < 0) throw new Error(EINVAL, f.path());
        if (size > vm.config.maxHeapBytes || size > Integer.MAX_VALUE - 8) throw new Error(27 /* EFBIG */, f.path());
        if (size == i.size) return;
        put(i.with(java.util.Arrays.copyOf(i.data, (int) size), (int) size, now()));
    }

    // ------------------------------------------------------------ memory mappings (see OffHeap)

    /** The inode a descriptor opened for mapping names: a regular file (mmap(2) of anything else fails with ENODEV). */
    long mappable(int fd) {
        Fd f = fd(fd);
        if (f.ino() == RANDOM_DEVICE || inode(f).dir) throw new Error(19 /* ENODEV */, f.path());
        return f.ino();
    }

    /** The file's byte at position in a mapping: [size, end of its page) reads 0 (and drops stores), beyond it is a fault. */
    private static int mappedEnd(Inode i, long position, int len) {
        long page = (i.size + OffHeap.PAGE - 1) & -OffHeap.PAGE;
        if (position < 0 || position + len > page) throw new ThrowNew("java/lang/InternalError", OffHeap.FAULT);
        return (int) Math.max(0, Math.min(len, i.size - position)); // how many of the bytes are in the file
    }

    /** A load of len bytes of inode ino's contents at position (through a mapping) into dst[off..]. */
    void mappedGet(long ino, long position, byte[] dst, int off, int len) {
        Inode i = inodes.get(ino);
        int in = mappedEnd(i, position, len);
        System.arraycopy(i.data, (int) position, dst, off, in);
        java.util.Arrays.fill(dst, off + in, off + len, (byte) 0);
    }

    /**
     * A store of src[off..off+len) into inode ino's contents at position (through a shared mapping):
     * in the file at once. The contents change in place when this generation owns the inode;
     * otherwise (a memento may hold it) they are copied into a new inode it owns first. The file's
     * time does not change (Linux sets it when the page is written back or synced).
     */
    void mappedPut(long ino, long position, byte[] src, int off, int len) {
        Inode i = inodes.get(ino);
        int in = mappedEnd(i, position, len);
        if (in == 0) return;
        if (i.owner != generation) {
            i = new Inode(i.ino, i.dir, i.mode, java.util.Arrays.copyOf(i.data, i.size), i.size, i.mtimeMillis, i.linked);
            i.owner = generation;
            inodes.put(ino, i);
        }
        changed();
        System.arraycopy(src, off, i.data, (int) position, in);
        i.hashed = false;
    }

    /** A mapping of inode ino went away: an inode without a name, descriptor or other mapping goes too. */
    void unmapped(long ino) {
        Inode i = inodes.get(ino);
        if (i != null && !i.linked && !OffHeap.of(vm).maps(ino)) {
            for (Fd f : fds.values()) if (f.ino() == ino) return;
            changed();
            inodes.remove(ino);
        }
    }

    // ------------------------------------------------------------ directory streams

    long opendir(Path p) {
        Node n = existing(p);
        if (!n.isDir()) throw new Error(ENOTDIR, p.toString());
        changed();
        long h = nextDir++;
        dirs.put(h, new DirStream(List.copyOf(list(n)), 0));
        return h;
    }

    /** The next name of a directory stream, or null at its end. */
    String readdir(long handle) {
        DirStream d = dirs.get(handle);
        if (d == null) throw new Error(EBADF, null);
        if (d.next() >= d.names().size()) return null;
        changed();
        dirs.put(handle, new DirStream(d.names(), d.next() + 1));
        return d.names().get(d.next());
    }

    void closedir(long handle) {
        if (dirs.remove(handle) != null) changed();
    }

    /** Raises the target's exception for a refused path (SecurityException, as File does under a denying security manager). */
    static ThrowNew refusal(Error e) {
        return new ThrowNew("java/lang/SecurityException", Sandbox.REFUSED + " (" + e.path + ")");
    }
}
