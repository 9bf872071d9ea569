package jvsim.listeners;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The locks each thread holds in one execution, with the user-code site that took each, as the
 * deadlock detector saw them acquired: monitors and exclusively held java.util.concurrent locks.
 * Reentrant acquisitions are not repeated; a monitor given up by Object.wait stays listed, marked
 * released, so that its re-acquisition after the wait keeps the original site.
 */
final class HeldLocks {
    /** A held lock: its stable id (VmObject.id), a description for reports, where it was taken. */
    static final class Held {
        final long id;
        final String name, site;
        boolean released;
        Held(long id, String name, String site) { this.id = id; this.name = name; this.site = site; }
    }

    private final Map<Integer, List<Held>> byThread = new HashMap<>();

    /** A deep copy (the held locks' released marks are copied, not shared). */
    HeldLocks copy() {
        HeldLocks c = new HeldLocks();
        byThread.forEach((uid, hs) -> {
            List<Held> l = new ArrayList<>(hs.size());
            for (Held h : hs) {
                Held x = new Held(h.id, h.name, h.site);
                x.released = h.released;
                l.add(x);
            }
            c.byThread.put(uid, l);
        });
        return c;
    }

    /** Adds every thread's held locks, by uid and in acquisition order, to a state hash. */
    void hash(jvsim.vm.StateComponent.Sink sink) {
        for (Map.Entry<Integer, List<Held>> e : new java.util.TreeMap<>(byThread).entrySet()) {
            if (e.getValue().isEmpty()) continue;
            sink.add(e.getKey());
            sink.add(e.getValue().size());
            for (Held h : e.getValue()) {
                sink.add(h.id);
                sink.add(h.name);
                sink.add(h.site);
                sink.add(h.released ? 1 : 0);
            }
        }
    }

    /** Locks thread uid holds now, in acquisition order (including ones released by wait). */
    List<Held> of(int uid) { return byThread.computeIfAbsent(uid, u -> new ArrayList<>(4)); }

    Held find(int uid, long lockId) {
        List<Held> hs = byThread.get(uid);
        if (hs != null) for (Held h : hs) if (h.id == lockId) return h;
        return null;
    }

    void remove(int uid, long lockId) {
        List<Held> hs = byThread.get(uid);
        if (hs != null) hs.removeIf(h -> h.id == lockId);
    }
}
