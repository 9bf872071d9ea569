package jvsim.vm;

import java.util.Arrays;

/**
 * The undo log of checkpoints ({@link Checkpoint}): the write barrier ({@link Heap#touch}) saves an
 * object's or class's old state the first time it is written after a checkpoint, so going back
 * to the checkpoint restores just those, newest first. Objects allocated since are not saved:
 * once their referrers are put back they are garbage.
 */
final class Trail {
    private static final class Entry {
        VmObject o; Object prims; VmObject[] refs; int hash; Object meta; boolean shared; VmObject objectOwner; boolean claimable;
        VmThread owner; int count; VmThread[] waiters; VmObject[] blockedVirtual, waitingVirtual;
        VmClass c; int initState; VmThread initThread;
        /** The first write since the base snapshot: undone, the object is unchanged since it again. */
        boolean first;
    }

    private static final VmThread[] NO_THREADS = {};
    private Entry[] entries = new Entry[256];
    private int size;

    int size() { return size; }

    private Entry next() {
        if (size == entries.length) entries = Arrays.copyOf(entries, size * 2);
        Entry e = entries[size];
        if (e == null) entries[size] = e = new Entry();
        size++;
        return e;
    }

    void save(VmObject o, boolean first) {
        Entry e = next();
        e.o = o;
        e.c = null;
        e.first = first;
        if (o.arr != null) { e.prims = Heap.copyOf(o.arr); e.refs = null; }
        else if (o.isArray()) { e.prims = null; e.refs = o.r.clone(); }
        else { e.prims = o.p.length == 0 ? null : o.p.clone(); e.refs = o.r.length == 0 ? null : o.r.clone(); }
        e.hash = o.hash;
        e.meta = o.meta;
        e.shared = o.shared;
        e.objectOwner = o.owner;
        e.claimable = o.claimable;
        Monitor m = o.monitor;
        if (m != null && m.inUse()) {
            e.owner = m.owner;
            e.count = m.count;
            e.waiters = m.waitSet.isEmpty() ? NO_THREADS : m.waitSet.toArray(NO_THREADS);
            e.blockedVirtual = m.blockedVirtual;
            e.waitingVirtual = m.waitingVirtual;
        } else {
            e.blockedVirtual = null;
            e.waitingVirtual = null;
            e.owner = null;
            e.count = 0;
            e.waiters = null;
        }
    }

    void save(VmClass c, boolean first) {
        Entry e = next();
        e.o = null;
        e.c = c;
        e.first = first;
        e.prims = c.staticP.clone();
        e.refs = c.staticR.clone();
        e.initState = c.initState;
        e.initThread = c.initThread;
    }

    /** Puts back everything saved since mark, newest first, and forgets it. */
    void undo(int mark) {
        for (int i = size - 1; i >= mark; i--) {
            Entry e = entries[i];
            if (e.o != null) undoObject(e);
            else undoClass(e);
            e.o = null; e.c = null; e.prims = null; e.refs = null; e.meta = null; e.objectOwner = null; e.owner = null; e.waiters = null; e.blockedVirtual = null; e.waitingVirtual = null; e.initThread = null;
        }
        size = mark;
    }

    private static void undoObject(Entry e) {
        VmObject o = e.o;
        if (o.arr != null) System.arraycopy(e.prims, 0, o.arr, 0, o.length);
        else if (o.isArray()) System.arraycopy(e.refs, 0, o.r, 0, o.length);
        else {
            if (e.prims != null) System.arraycopy(e.prims, 0, o.p, 0, o.p.length);
            if (e.refs != null) System.arraycopy(e.refs, 0, o.r, 0, o.r.length);
        }
        o.hash = e.hash;
        o.meta = e.meta;
        o.shared = e.shared;
        o.owner = e.objectOwner;
        o.claimable = e.claimable;
        Monitors.restore(o, e.owner, e.count, e.waiters, e.blockedVirtual, e.waitingVirtual);
        o.mark = 0;
        if (e.first) o.baseMark = 0;
    }

    private static void undoClass(Entry e) {
        VmClass c = e.c;
        System.arraycopy((long[]) e.prims, 0, c.staticP, 0, c.staticP.length);
        System.arraycopy(e.refs, 0, c.staticR, 0, c.staticR.length);
        c.initState = e.initState;
        c.initThread = e.initThread;
        c.mark = 0;
        if (e.first) c.baseMark = 0;
    }
}
