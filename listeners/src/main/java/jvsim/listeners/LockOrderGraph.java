package jvsim.listeners;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Goodlock-style deadlock prediction over one execution: an edge A → B records that a thread
 * acquired lock B while holding A (with both acquisition sites and the other locks it held). Two
 * edges A → B and B → A taken by different threads, with no lock held by both threads around the
 * two acquisitions (a gate lock that serializes them), are a lock-order inversion: under another
 * schedule the two threads can each take their first lock and wait forever for the other's.
 * The prediction ignores other orderings between the threads (start, join, wait/notify), so it can
 * report an inversion that no schedule turns into a deadlock; hence it is a warning.
 */
final class LockOrderGraph {
    /** Thread uid acquired lock {@code to} at toSite while holding {@code from} (taken at fromSite) and gates. */
    record Edge(long from, long to, int uid, String thread, String fromName, String fromSite, String toName, String toSite, Set<Long> gates) { }

    private record Key(long from, long to, int uid, String fromSite, String toSite) { }

    /** First occurrence of each edge, by thread and sites, in the order seen. */
    private final Map<Key, Edge> edges = new LinkedHashMap<>();

    void clear() { edges.clear(); }

    /** Thread uid acquires lock (id, name) at site while holding the locks in held (all still held, none released by wait). */
    void acquired(int uid, String thread, long id, String name, String site, List<HeldLocks.Held> held) {
        for (HeldLocks.Held h : held) {
            if (h.released || h.id == id) continue;
            Key k = new Key(h.id, id, uid, h.site, site);
            if (edges.containsKey(k)) continue;
            Set<Long> gates = new HashSet<>();
            for (HeldLocks.Held g : held) if (!g.released && g.id != h.id) gates.add(g.id);
            edges.put(k, new Edge(h.id, id, uid, thread, h.name, h.site, name, site, gates));
        }
    }

    /** Each lock-order inversion of the execution, once per pair of locks: the two edges, the one of the lower thread first. */
    List<Edge[]> inversions() {
        List<Edge[]> out = new ArrayList<>();
        Set<List<Long>> pairs = new HashSet<>();
        List<Edge> all = new ArrayList<>(edges.values());
        for (int i = 0; i < all.size(); i++) {
            Edge a = all.get(i);
            for (int j = i + 1; j < all.size(); j++) {
                Edge b = all.get(j);
                if (a.from != b.to || a.to != b.from || a.uid == b.uid || !Collections.disjoint(a.gates, b.gates)) continue;
                if (!pairs.add(List.of(Math.min(a.from, a.to), Math.max(a.from, a.to)))) continue;
                out.add(a.uid < b.uid ? new Edge[] {a, b} : new Edge[] {b, a});
            }
        }
        return out;
    }
}
