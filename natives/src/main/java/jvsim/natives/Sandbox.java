package jvsim.natives;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.Op;
import jvsim.vm.StateComponent;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;

/**
 * The target's view of the host file system. Readable are the target's class path entries
 * (everything under a directory entry, the jar file of a jar entry), the files of the JDK under
 * java.home that the class library reads (lib/, conf/, release) and --mount directories. Nothing
 * of the host is ever written: the working directory, /tmp and read-write mounts are writable in
 * the VM's in-memory file system ({@link VirtualFs}), which holds the target's changes. Paths are the host's
 * own (relative ones resolve against user.dir, the host's working directory by default), so the
 * target sees what a java process started in the same place would see, minus what is refused.
 *
 * <p>/dev/random and /dev/urandom are readable too, but serve the VM's own deterministic bytes.
 *
 * <p>The descriptor counter and the random devices' generator are a state component of the VM:
 * saved with snapshots and checkpoints and restored with them, so an execution's descriptors and
 * random bytes do not depend on what earlier executions opened and read.
 *
 * <p>Both are observable in the order threads use them (an epoll set reports ready descriptors by
 * number, so a selector's keys come in that order; two readers of /dev/urandom get the stream's
 * bytes in the order they read), so each has a location of the search, next to the file system's
 * ({@link UnixFsNatives#FS_KEY}, on the FileDescriptor class mirror): every step handing out a
 * descriptor, of a file or of the network, reads and writes {@link #FD_KEY}, every read of a random
 * device {@link #RANDOM_KEY} ({@link #touch}). While searching, a step that hands out a number or
 * random bytes without writing its location throws IllegalStateException, so no path misses the
 * dependence.
 *
 * <p>A path is checked twice: lexically (its normalized absolute form must lie under a root) and
 * after resolving symbolic links (the real file must lie under a root's real path), so a link in a
 * class path directory cannot lead outside. The JDK's files are trusted as installed: distributions
 * link its conf/ files elsewhere (Debian: /etc/java-17-openjdk), so links under them are followed.
 */
final class Sandbox implements StateComponent<Sandbox.Memento> {
    static final String REFUSED = "jvsim sandbox: only the class path, the JDK's files and --mount directories can be read";
    /** Where the target's temporary files go (java.io.tmpdir): in memory. */
    static final Path TMP = Path.of("/tmp");

    /** A readable tree: a class path directory or jar, or java.home. */
    private static final class Root {
        final Path path, real;
        final boolean directory, trustLinks;

        Root(Path path, boolean trustLinks) {
            this.path = path;
            Path r = path;
            try { r = path.toRealPath(); } catch (IOException e) { /* missing entry: only its lexical form */ }
            this.real = r;
            this.directory = Files.isDirectory(path);
            this.trustLinks = trustLinks;
        }

        boolean covers(Path p) {
            return directory ? p.startsWith(path) || p.startsWith(real) : p.equals(path) || p.equals(real);
        }

        boolean coversReal(Path p) {
            return directory ? p.startsWith(real) : p.equals(real);
        }
    }

    /** What of java.home the class library reads: its data (lib), configuration (conf) and release file. */
    static final String[] JDK_FILES = {"lib", "conf", "release"};

    /** Devices the target may read: entropy, served by the VM's deterministic generator. */
    static final java.util.Set<Path> RANDOM_DEVICES = java.util.Set.of(Path.of("/dev/random"), Path.of("/dev/urandom"));

    /** The location of the descriptor counter: every allocation of a descriptor number reads and writes it. */
    static final long FD_KEY = UnixFsNatives.FS_KEY + 1;
    /** The location of the random devices' stream position: every read of /dev/random or /dev/urandom reads and writes it. */
    static final long RANDOM_KEY = UnixFsNatives.FS_KEY + 2;

    private final Vm vm;
    private final Path userDir;
    /** State of the generator behind the random devices (xorshift64*, fixed seed: reproducible runs). */
    private long random = 0x9E3779B97F4A7C15L;
    private final List<Root> roots = new ArrayList<>();
    /** Where the target may write (in memory): user.dir, /tmp and read-write mounts. */
    private final List<Path> writable = new ArrayList<>();
    /** Numbers handed out as FileDescriptor.fd of opened files (0-2 are the standard streams). */
    private int nextFd = 3;

    private Sandbox(Vm vm) {
        this.vm = vm;
        userDir = Path.of(vm.config.userDir).toAbsolutePath().normalize();
        for (Path p : vm.config.classpath) roots.add(new Root(absolute(p.toString()), false));
        Path javaHome = Path.of(SystemNatives.javaHome(vm)).toAbsolutePath().normalize();
        for (String part : JDK_FILES) roots.add(new Root(javaHome.resolve(part), true));
        for (jvsim.vm.VmConfig.Mount m : vm.config.mounts) {
            Path dir = absolute(m.dir().toString());
            roots.add(new Root(dir, false));
            if (m.writable()) writable.add(dir);
        }
        writable.add(userDir);
        writable.add(TMP);
    }

    /** The trees the target sees: readable roots and writable directories (their ancestors exist for it). */
    List<Path> visibleTrees() {
        List<Path> out = new ArrayList<>(writable);
        for (Root r : roots) out.add(r.path);
        return out;
    }

    /**
     * Whether the target may change p (in memory): the deepest tree holding p decides, so the class
     * path and read-only mounts stay read-only inside the working directory or /tmp, and a working
     * directory that is itself a class path entry (-cp .) is writable.
     */
    boolean writable(Path p) {
        int w = -1, ro = -1;
        for (Path d : writable) if (p.startsWith(d)) w = Math.max(w, d.getNameCount());
        for (Root r : roots) if (!writable.contains(r.path) && r.covers(p)) ro = Math.max(ro, r.path.getNameCount());
        return w >= 0 && w >= ro;
    }

    /** Whether p lies (lexically) in a readable root. */
    boolean covered(Path p) {
        for (Root r : roots) if (r.covers(p)) return true;
        return false;
    }

    static Sandbox of(Vm vm) { return vm.nativeState(Sandbox.class, Sandbox::new); }

    /** The descriptor counter and the generator's state. */
    record Memento(int nextFd, long random) { }

    @Override public Memento save() { return new Memento(nextFd, random); }

    @Override public void restore(Memento m) {
        nextFd = m.nextFd();
        random = m.random();
    }

    /** Both decide what the target sees next: the number of the next file it opens, the next random bytes. */
    @Override public void hash(Sink sink) {
        sink.add(nextFd);
        sink.add(random);
    }

    /** The next descriptor number; while searching, the step must write {@link #FD_KEY}. */
    int newFd() {
        check(FD_KEY, "a descriptor number");
        return nextFd++;
    }

    /** The next byte of the random devices' stream (in the low 8 bits); while searching, the step must write {@link #RANDOM_KEY}. */
    int nextRandom() {
        check(RANDOM_KEY, "random bytes");
        random ^= random >>> 12;
        random ^= random << 25;
        random ^= random >>> 27;
        return (int) ((random * 0x2545F4914F6CDD1DL) >>> 56);
    }

    /** Throws when the current thread's granted step (the operation a native's stop granted) does not write key. */
    private void check(long key, String what) {
        jvsim.vm.VmThread t = vm.current;
        if (!vm.searching || t == null || t.refineTarget == null) return;
        for (Op o = t.refineTarget; o != null; o = o.also)
            if (o.key == key && o.obj == holder(vm) && (o.kind == Op.RMW || o.kind == Op.WRITE)) return;
        throw new IllegalStateException("jvsim: " + what + " handed out by a step that does not write its location: " + t.refineTarget);
    }

    /** The holder of the file system's, the descriptor counter's and the random stream's locations. */
    static VmObject holder(Vm vm) { return vm.known.fileDescriptor.mirror(); }

    /** Appends to op's chain of sides ({@link Op#also}) a read-modify-write (synchronization) of key: {@link #FD_KEY} or {@link #RANDOM_KEY}. */
    static void touch(Vm vm, Op op, long key) {
        op.chain(op.side(Op.RMW, holder(vm), key, 1, key == FD_KEY ? "descriptor counter" : "random stream", true));
    }

    /**
     * While searching, stops before a native whose only visible effect is handing out descriptor
     * numbers (a socket, pipe, epoll or eventfd descriptor): a read-modify-write of {@link #FD_KEY}.
     * True: return at once (see {@link NativeCall#point}).
     */
    static boolean allocationPoint(NativeCall c, String what) {
        boolean stop = c.point(Op.RMW, holder(c.vm), FD_KEY, what);
        Op p = stop ? c.thread.pending : c.thread.absorbed();
        if (p != null) {
            p.sync = true;
            p.what = what;
        }
        return stop;
    }

    static boolean isRandomDevice(Path p) { return RANDOM_DEVICES.contains(p); }

    /** The normalized absolute form of a target path (relative ones resolve against user.dir). */
    Path absolute(String path) {
        return userDir.resolve(path).normalize();
    }

    /** Whether the target may read (or query) a path, checked lexically and after following links. */
    boolean readable(Path p) {
        if (isRandomDevice(p)) return true;
        Root lexical = null;
        for (Root r : roots) if (r.covers(p)) { lexical = r; break; }
        if (lexical == null) return false;
        if (lexical.trustLinks) return true;
        Path real;
        try {
            real = p.toRealPath();
        } catch (IOException e) {
            return true; // nothing there: the caller reports it missing
        }
        for (Root r : roots) if (r.coversReal(real) || r.trustLinks && real.startsWith(r.path)) return true;
        return false;
    }

}
