package jvsim.vm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A copy of the complete state of a VM, restorable in place: every object reachable from the
 * roots keeps its identity and gets its contents back, every {@link StateComponent} its memento
 * ({@link MachineState}), so host-side references to target objects
 * (resolved constant-pool entries, class mirrors) stay valid; objects allocated after the snapshot
 * become garbage. Classes loaded after the snapshot stay loaded but return to "not initialized"
 * with fresh mirrors, which is indistinguishable from not being loaded. Used by searches to start
 * every execution from the state after VM bootstrap instead of booting again.
 */
public final class VmSnapshot {
    private final Vm vm;
    private final VmObject[] objects;
    private final Object[] contents;     // long[] fields, VmObject[] refs, or a primitive array copy
    private final Object[] refContents;  // reference fields of plain objects
    private final int[] hashes;
    private final Object[] metas;
    private final boolean[] shared;
    /** Each object's {@link VmObject#owner}, and whether it is {@link VmObject#claimable}. */
    private final VmObject[] owners;
    private final boolean[] claimable;
    private final Object[] monitors;     // MonitorState or null
    private final int classCount;
    private final long[][] staticP;
    private final VmObject[][] staticR;
    private final int[] initStates;
    private final VmThread[] initThreads;
    private final MachineState machine;
    /** Which of its VM's snapshots this is (state hashes made against different snapshots must differ). */
    final int serial;

    private static final class MonitorState {
        final VmThread owner; final int count; final VmThread[] waiters; final VmObject[] blockedVirtual, waitingVirtual;
        MonitorState(Monitor m) {
            owner = m.owner; count = m.count; waiters = m.waitSet.toArray(new VmThread[0]);
            blockedVirtual = m.blockedVirtual; waitingVirtual = m.waitingVirtual;
        }
    }

    /** Captures the state of vm; the VM must be between steps (no host frames running). */
    public VmSnapshot(Vm vm) {
        this.vm = vm;
        this.serial = ++vm.heap.snapshots;
        List<VmObject> objs = new ArrayList<>();
        Roots.reachable(vm, objs::add);
        int n = objs.size();
        objects = objs.toArray(new VmObject[0]);
        contents = new Object[n];
        refContents = new Object[n];
        hashes = new int[n];
        metas = new Object[n];
        shared = new boolean[n];
        owners = new VmObject[n];
        claimable = new boolean[n];
        monitors = new Object[n];
        for (int i = 0; i < n; i++) {
            VmObject o = objects[i];
            if (o.arr != null) contents[i] = Heap.copyOf(o.arr);
            else if (o.isArray()) contents[i] = o.r.clone();
            else {
                contents[i] = o.p.length == 0 ? null : o.p.clone();
                refContents[i] = o.r.length == 0 ? null : o.r.clone();
            }
            hashes[i] = o.hash;
            metas[i] = o.meta;
            shared[i] = o.shared;
            owners[i] = o.owner;
            claimable[i] = o.claimable;
            if (o.monitor != null && o.monitor.inUse()) monitors[i] = new MonitorState(o.monitor);
        }
        List<VmClass> classes = vm.classes.loaded();
        classCount = classes.size();
        staticP = new long[classCount][];
        staticR = new VmObject[classCount][];
        initStates = new int[classCount];
        initThreads = new VmThread[classCount];
        for (int i = 0; i < classCount; i++) {
            VmClass c = classes.get(i);
            staticP[i] = c.staticP.clone();
            staticR[i] = c.staticR.clone();
            initStates[i] = c.initState;
            initThreads[i] = c.initThread;
        }
        machine = new MachineState(vm);
        track();
    }

    /**
     * Whether restores and state hashes check that every object of the base snapshot not written
     * since it (by the write barrier, {@link Heap#touch}) still has its contents (system property
     * jvsim.checkBarriers; on in the tests): a missed barrier would make both unsound.
     */
    static final boolean CHECK = Boolean.getBoolean("jvsim.checkBarriers");

    /** Makes this the snapshot changes are tracked against: a restore then puts back only what was written since. */
    private void track() {
        Heap heap = vm.heap;
        if (heap.base != null && heap.base != this) for (VmObject o : heap.base.objects) o.snapIndex = -1;
        for (int i = 0; i < objects.length; i++) objects[i].snapIndex = i;
        List<VmClass> classes = vm.classes.loaded();
        for (int i = 0; i < classes.size(); i++) classes.get(i).snapIndex = i < classCount ? i : -1;
        heap.base = this;
        heap.newBase();
    }

    /** Throws if an object of this snapshot differs from it without having been written in this epoch. */
    void verifyUntouched(String when) {
        int epoch = vm.heap.baseEpoch;
        for (int i = 0; i < objects.length; i++) {
            VmObject o = objects[i];
            if (o.baseMark != epoch && !unchanged(o)) throw new IllegalStateException("jvsim: " + o.cls.name + " object changed without the write barrier (found at " + when + ")");
        }
        List<VmClass> classes = vm.classes.loaded();
        for (int i = 0; i < classCount; i++) {
            VmClass c = classes.get(i);
            if (c.baseMark != epoch && !unchanged(c)) throw new IllegalStateException("jvsim: statics of " + c.name + " changed without the write barrier (found at " + when + ")");
        }
        for (int i = classCount; i < classes.size(); i++) {
            VmClass c = classes.get(i);
            if (c.baseMark != epoch && c.initState != VmClass.LOADED && !c.isArray()) throw new IllegalStateException("jvsim: " + c.name + " initialized without the write barrier (found at " + when + ")");
        }
    }

    /** Whether o (an object of this snapshot) has the contents, hash, meta, sharedness and monitor state it had here. */
    boolean unchanged(VmObject o) {
        int i = o.snapIndex;
        Object c = contents[i];
        if (o.arr != null) {
            if (!primitivesEqual(c, o.arr)) return false;
        } else if (o.isArray()) {
            if (!Arrays.equals((VmObject[]) c, o.r)) return false;
        } else {
            if (c != null && !Arrays.equals((long[]) c, o.p)) return false;
            if (refContents[i] != null && !Arrays.equals((VmObject[]) refContents[i], o.r)) return false;
        }
        if (o.hash != hashes[i] || o.meta != metas[i] || o.shared != shared[i] || o.owner != owners[i] || o.claimable != claimable[i]) return false;
        MonitorState m = (MonitorState) monitors[i];
        Monitor mon = o.monitor;
        if (m == null) return mon == null || !mon.inUse();
        return mon != null && mon.owner == m.owner && mon.count == m.count && mon.waitSet.equals(Arrays.asList(m.waiters)) && mon.blockedVirtual == m.blockedVirtual && mon.waitingVirtual == m.waitingVirtual;
    }

    /** Whether c (a class of this snapshot) has the statics and initialization state it had here. */
    boolean unchanged(VmClass c) {
        int i = c.snapIndex;
        return c.initState == initStates[i] && c.initThread == initThreads[i] && Arrays.equals(c.staticP, staticP[i]) && Arrays.equals(c.staticR, staticR[i]);
    }

    private void restoreClass(VmClass c) {
        int i = c.snapIndex;
        System.arraycopy(staticP[i], 0, c.staticP, 0, c.staticP.length);
        System.arraycopy(staticR[i], 0, c.staticR, 0, c.staticR.length);
        c.initState = initStates[i];
        c.initThread = initThreads[i];
    }

    private static boolean primitivesEqual(Object a, Object b) {
        if (a instanceof int[]) return Arrays.equals((int[]) a, (int[]) b);
        if (a instanceof byte[]) return Arrays.equals((byte[]) a, (byte[]) b);
        if (a instanceof char[]) return Arrays.equals((char[]) a, (char[]) b);
        if (a instanceof long[]) return Arrays.equals((long[]) a, (long[]) b);
        if (a instanceof double[]) return Arrays.equals((double[]) a, (double[]) b);
        if (a instanceof float[]) return Arrays.equals((float[]) a, (float[]) b);
        if (a instanceof short[]) return Arrays.equals((short[]) a, (short[]) b);
        return Arrays.equals((boolean[]) a, (boolean[]) b);
    }

    private void restoreObject(int i) {
        VmObject o = objects[i];
        Object c = contents[i];
        if (o.arr != null) System.arraycopy(c, 0, o.arr, 0, o.length);
        else if (o.isArray()) System.arraycopy(c, 0, o.r, 0, o.length);
        else {
            if (c != null) System.arraycopy(c, 0, o.p, 0, o.p.length);
            if (refContents[i] != null) System.arraycopy(refContents[i], 0, o.r, 0, o.r.length);
        }
        o.hash = hashes[i];
        o.meta = metas[i];
        o.shared = shared[i];
        o.owner = owners[i];
        o.claimable = claimable[i];
        MonitorState m = (MonitorState) monitors[i];
        if (m == null) Monitors.restore(o, null, 0, null, null, null);
        else Monitors.restore(o, m.owner, m.count, m.waiters, m.blockedVirtual, m.waitingVirtual);
    }

    /**
     * Puts the VM back into the captured state. When this is the snapshot changes are tracked
     * against, only the objects written since are put back; otherwise all, and it becomes so.
     */
    public void restore() {
        Heap heap = vm.heap;
        List<VmClass> classes = vm.classes.loaded();
        if (heap.base == this) {
            VmObject[] touched = heap.touched();
            for (int k = heap.touchedCount() - 1; k >= 0; k--) {
                int i = touched[k].snapIndex;
                if (i >= 0) restoreObject(i);
            }
            VmClass[] touchedClasses = heap.touchedClasses();
            for (int k = heap.touchedClassCount() - 1; k >= 0; k--) if (touchedClasses[k].snapIndex >= 0) restoreClass(touchedClasses[k]);
        } else {
            for (int i = 0; i < objects.length; i++) restoreObject(i);
            for (int i = 0; i < classCount; i++) {
                classes.get(i).snapIndex = i;
                restoreClass(classes.get(i));
            }
            track();
        }
        machine.unloadLaterClasses();
        machine.restore();
        vm.scheduler.outcome.clear();
        heap.newBase();
        if (CHECK) verifyUntouched("restore");
        vm.restores++;
    }

    /** The captured object at index i (its {@link VmObject#snapIndex} while this is the base). */
    VmObject object(int i) { return objects[i]; }

    /** Number of objects captured. */
    public int objectCount() { return objects.length; }

}
