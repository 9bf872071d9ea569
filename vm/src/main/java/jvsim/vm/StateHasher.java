package jvsim.vm;

import java.util.Arrays;
import java.util.Comparator;

/**
 * A canonical 64-bit hash of the VM's state between steps: every object reachable from the roots
 * (contents, identity hash, monitor, sharedness, host value), class statics and initialization
 * states, every thread (state, flags, frames with their live slots, pending operation) and every
 * state component ({@link StateComponent}: the virtual time that sleeps and timeouts added, not
 * the instruction count the clock also follows; the gates; the natives' host state). Objects
 * are numbered in the order a breadth-first walk from the roots reaches them, and the roots are
 * visited in a canonical order (classes by name, threads by creation path), so two states that
 * differ only in the order objects were allocated, or classes loaded, hash alike. Stable object
 * ids are deliberately not hashed: they are names, not state.
 *
 * <p>Incremental: while a snapshot tracks changes ({@link Heap#touch}), which it does from the
 * start of every execution of a search, the objects of that snapshot that were not written since
 * (or were, back to their contents there) are the same in every state, and are not walked: such an
 * object's number is its index in the snapshot. The walk covers the roots, the snapshot's objects
 * changed since, and the objects allocated since, which are numbered in the order the walk reaches
 * them — so allocation order still does not matter. Garbage among the changed objects is hashed
 * too (states that differ only there are told apart: less matching, never wrong matching).
 * {@link #fullHash} walks everything.
 *
 * <p>Two different states collide with probability about 2^-64 per pair; over n visited states the
 * chance that some state is wrongly taken as visited is about n^2 / 2^65 (10^-8 for 10^6 states).
 */
public final class StateHasher {
    private static final long M = 0x9E3779B97F4A7C15L;
    private static final Comparator<VmClass> BY_IDENTITY = Comparator.comparingLong(VmClass::stateKey).thenComparing(c -> c.name);
    private final Vm vm;
    /** Walk number; an object whose {@link VmObject#walk} equals it has number {@link VmObject#walkNumber}. */
    private int walk;
    private VmObject[] queue = new VmObject[4096];
    private int tail;
    private VmClass[] classes = new VmClass[0];
    private int classesSorted = -1;
    private VmThread[] threads = new VmThread[0];
    private long h;

    public StateHasher(Vm vm) { this.vm = vm; }

    /** Whether the current walk numbers the tracking snapshot's objects by their index there. */
    private boolean incremental;
    private static final long SNAPSHOT_NUMBER = 1L << 40;
    private int[] changed = new int[64];
    private VmClass[] changedClasses = new VmClass[64];

    /** The hash of the current state; the VM must be between steps. */
    public long hash() {
        VmSnapshot base = vm.heap.base;
        if (base == null) return fullHash();
        if (VmSnapshot.CHECK) base.verifyUntouched("state hash");
        incremental = true;
        try {
            begin();
            add(base.serial);
            // classes: those of the snapshot changed since it, and those loaded since and initialized
            VmClass[] touchedClasses = vm.heap.touchedClasses();
            int m = 0;
            for (int k = vm.heap.touchedClassCount() - 1; k >= 0; k--) {
                VmClass c = touchedClasses[k];
                if (c.snapIndex >= 0 ? base.unchanged(c) : c.initState == VmClass.LOADED || c.isArray()) continue;
                if (m == changedClasses.length) changedClasses = Arrays.copyOf(changedClasses, m * 2);
                changedClasses[m++] = c;
            }
            Arrays.sort(changedClasses, 0, m, BY_IDENTITY);
            for (int i = 0; i < m; i++) {
                statics(changedClasses[i]);
                changedClasses[i] = null;
            }
            add(-1);
            sortThreads();
            scalars();
            // the snapshot's objects changed since it, by index
            VmObject[] touched = vm.heap.touched();
            int n = 0;
            for (int k = vm.heap.touchedCount() - 1; k >= 0; k--) {
                VmObject o = touched[k];
                if (o.snapIndex < 0 || base.unchanged(o)) continue;
                if (n == changed.length) changed = Arrays.copyOf(changed, n * 2);
                changed[n++] = o.snapIndex;
            }
            Arrays.sort(changed, 0, n);
            for (int i = 0; i < n; i++) {
                add(changed[i]);
                contents(base.object(changed[i]));
            }
            add(-1);
            return finish(contentsOfQueued());
        } finally {
            incremental = false;
        }
    }


    /** The hash of the current state, walking every reachable object (what {@link #hash} computes incrementally). */
    public long fullHash() {
        begin();
        roots();
        return finish(contentsOfQueued());
    }

    private void begin() {
        walk++;
        if (walk == 0) walk = 1;
        tail = 0;
        h = 0x243F6A8885A308D3L;
    }

    /** Class statics and initialization states, threads, and the VM's scalars. */
    private void roots() {
        sortClasses();
        for (VmClass c : classes) {
            // a class loaded but not initialized is as good as not loaded: a restore leaves classes
            // loaded by an earlier execution in that state, which must not tell states apart; array
            // classes (no statics; created initialized, on first use) likewise
            if (c.initState == VmClass.LOADED || c.isArray()) continue;
            statics(c);
        }
        sortThreads();
        scalars();
    }

    private void statics(VmClass c) {
        add(c.stateKey());
        // which threads have yet to check an initialization changes only where they stop, not what they can do
        add(c.initState == VmClass.INITIALIZED_CHECKED ? VmClass.INITIALIZED : c.initState);
        add(ref(c.mirror));
        for (long v : c.staticP) add(v);
        for (VmObject o : c.staticR) add(ref(o));
    }

    /** Threads and the state components (the VM's scalars among them, see {@link CoreState#hash}). */
    private void scalars() {
        for (VmThread t : threads) thread(t);
        add(ref(vm.virtualThreadsToUnblock));
        add(-2);
        vm.components.hash(sink);
    }

    /** What components and host values of objects ({@link StateComponent.Value}) add to the hash. */
    private final StateComponent.Sink sink = this::add;

    /** Hashes the contents of the objects reached, in the order they were numbered (the queue grows meanwhile). */
    private long contentsOfQueued() {
        for (int i = 0; i < tail; i++) contents(queue[i]);
        return h;
    }

    private void thread(VmThread t) {
        add(t.uid);
        t.hash(this, t.vm.config.earlyTimeouts > 0);
    }

    /** A chain of frames: each one's method, position, kind, monitor, aux and live slots. */
    void frames(Frame top) {
        for (Frame f = top; f != null; f = f.caller) {
            add(f.method.stateKey());
            add(f.pc);
            add(f.sp);
            add(f.kind);
            add(ref(f.lock));
            add(f.aux instanceof VmObject ? ref((VmObject) f.aux) : f.aux instanceof VmClass ? ((VmClass) f.aux).stateKey() : 0);
            for (int i = 0; i < f.sp; i++) {
                add(f.p[i]);
                add(ref(f.r[i]));
            }
        }
    }

    private void contents(VmObject o) {
        add(o.cls.stateKey());
        add(o.hash);
        add(o.shared ? 1 : 0);
        // which object's atomic operations own it decides which accesses are scheduling points
        add(o.owner != null ? ref(o.owner) : o.claimable ? -2 : -1);
        Monitor m = o.monitor;
        if (m != null && m.inUse()) {
            add(m.owner == null ? -1 : m.owner.uid);
            add(m.count);
            for (VmThread w : m.waitSet) add(w.uid);
            if (m.blockedVirtual != null) for (VmObject v : m.blockedVirtual) add(ref(v));
            add(-3);
            if (m.waitingVirtual != null) for (VmObject v : m.waitingVirtual) add(ref(v));
        }
        Object meta = o.meta;
        if (meta instanceof VmObject) add(ref((VmObject) meta));
        else if (meta instanceof VmThread) add(((VmThread) meta).uid);
        else if (meta instanceof VmClass) add(((VmClass) meta).stateKey());
        else if (meta instanceof StateComponent.Value) ((StateComponent.Value) meta).hash(sink);
        else if (meta instanceof Continuations.Suspended) frames(((Continuations.Suspended) meta).top);
        if (o.arr != null) primitives(o.arr);
        else if (o.isArray()) for (VmObject e : o.r) add(ref(e));
        else {
            for (long v : o.p) add(v);
            for (VmObject e : o.r) add(ref(e));
        }
    }

    private static final java.lang.invoke.VarHandle LONGS_OF_BYTES =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    /**
     * Primitive array contents, which dominate the walk (I/O buffers): four independent lanes (and
     * bytes read eight at a time) so the multiplications overlap instead of forming one chain.
     */
    private void primitives(Object a) {
        long h0 = 0, h1 = 0, h2 = 0, h3 = 0;
        int n, i = 0;
        if (a instanceof byte[]) {
            byte[] b = (byte[]) a;
            n = b.length;
            for (; i + 32 <= n; i += 32) {
                h0 = h0 * M + (long) LONGS_OF_BYTES.get(b, i);
                h1 = h1 * M + (long) LONGS_OF_BYTES.get(b, i + 8);
                h2 = h2 * M + (long) LONGS_OF_BYTES.get(b, i + 16);
                h3 = h3 * M + (long) LONGS_OF_BYTES.get(b, i + 24);
            }
            for (; i < n; i++) h0 = h0 * M + b[i];
        } else if (a instanceof int[]) {
            int[] b = (int[]) a;
            n = b.length;
            for (; i + 4 <= n; i += 4) { h0 = h0 * M + b[i]; h1 = h1 * M + b[i + 1]; h2 = h2 * M + b[i + 2]; h3 = h3 * M + b[i + 3]; }
            for (; i < n; i++) h0 = h0 * M + b[i];
        } else if (a instanceof char[]) {
            char[] b = (char[]) a;
            n = b.length;
            for (; i + 4 <= n; i += 4) { h0 = h0 * M + b[i]; h1 = h1 * M + b[i + 1]; h2 = h2 * M + b[i + 2]; h3 = h3 * M + b[i + 3]; }
            for (; i < n; i++) h0 = h0 * M + b[i];
        } else if (a instanceof long[]) {
            long[] b = (long[]) a;
            n = b.length;
            for (; i + 4 <= n; i += 4) { h0 = h0 * M + b[i]; h1 = h1 * M + b[i + 1]; h2 = h2 * M + b[i + 2]; h3 = h3 * M + b[i + 3]; }
            for (; i < n; i++) h0 = h0 * M + b[i];
        } else if (a instanceof double[]) {
            double[] b = (double[]) a;
            n = b.length;
            for (; i < n; i++) h0 = h0 * M + Double.doubleToRawLongBits(b[i]);
        } else if (a instanceof float[]) {
            float[] b = (float[]) a;
            n = b.length;
            for (; i < n; i++) h0 = h0 * M + Float.floatToRawIntBits(b[i]);
        } else if (a instanceof short[]) {
            short[] b = (short[]) a;
            n = b.length;
            for (; i < n; i++) h0 = h0 * M + b[i];
        } else {
            boolean[] b = (boolean[]) a;
            n = b.length;
            for (; i < n; i++) h0 = h0 * M + (b[i] ? 1 : 2);
        }
        add(n);
        add(h0);
        add(h1);
        add(h2);
        add(h3);
    }

    /** The canonical number of o (numbering it and queueing its contents when first reached); 0 for null. */
    long ref(VmObject o) {
        if (o == null) return 0;
        if (incremental && o.snapIndex >= 0) return SNAPSHOT_NUMBER + o.snapIndex;
        if (o.walk != walk) {
            o.walk = walk;
            if (tail == queue.length) queue = Arrays.copyOf(queue, tail * 2);
            queue[tail++] = o;
            o.walkNumber = tail;
        }
        return o.walkNumber;
    }

    void add(long v) { h = (h ^ v) * M; h ^= h >>> 32; }

    private static long finish(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Classes by name (and loader), threads by creation path: orders independent of execution history. */
    private void sortClasses() {
        var loaded = vm.classes.loaded();
        if (loaded.size() != classesSorted) {
            classes = loaded.toArray(new VmClass[0]);
            Arrays.sort(classes, BY_IDENTITY);
            classesSorted = loaded.size();
        }
    }

    private void sortThreads() {
        var ts = vm.scheduler.threads();
        if (threads.length != ts.size()) threads = new VmThread[ts.size()];
        threads = ts.toArray(threads);
        // usually in order already (creation order mostly is): an insertion sort checks that in one pass
        for (int i = 1; i < threads.length; i++) {
            VmThread t = threads[i];
            int j = i - 1;
            while (j >= 0 && threads[j].path.compareTo(t.path) > 0) {
                threads[j + 1] = threads[j];
                j--;
            }
            threads[j + 1] = t;
        }
    }
}
