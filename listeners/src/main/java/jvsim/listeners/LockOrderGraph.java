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

    /** A copy (edges are immutable). */
    LockOrderGraph copy() {
        LockOrderGraph g = new LockOrderGraph();
        g.edges.putAll(edges);
        return g;
    }

    /** Adds the edges, in the order seen (the order of the warnings), to a state hash. */
    void hash(jvsim.vm.StateComponent.Sink sink) {
        sink.add(edges.size());
        for (Edge e : edges.values()) {
            sink.add(e.from());
            sink.add(e.to());
            sink.add(e.uid());
            sink.add(e.thread());
            sink.add(e.fromName());
            sink.add(e.fromSite());
            sink.add(e.toName());
            sink.add(e.toSite());
            sink.add(e.gates().size());
            for (long g : new java.util.TreeSet<>(e.gates())) sink.add(g);
        }
    }

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

    /** Longest cycle looked for: a cycle needs as many threads as locks. */
    static final int MAX_CYCLE = 8;
    /** Chains tried per execution at most: the search for cycles is exponential in the worst case. */
    static final int MAX_CHAINS = 100_000;
    private int chains;

    /**
     * Each lock-order cycle of the execution, once per set of locks: edges L1 → L2, L2 → L3, ...,
     * Lk → L1 of k different threads whose held locks are pairwise disjoint (no common lock
     * serializes any two of the acquisitions), starting with the edge of the lowest thread. For
     * two locks this is the classic inversion.
     */
    List<Edge[]> inversions() {
        List<Edge[]> out = new ArrayList<>();
        Set<Set<Long>> seen = new HashSet<>();
        List<Edge> all = new ArrayList<>(edges.values());
        Map<Long, List<Edge>> from = new LinkedHashMap<>();
        for (Edge e : all) from.computeIfAbsent(e.from, k -> new ArrayList<>()).add(e);
        List<Edge> path = new ArrayList<>();
        chains = 0;
        for (Edge first : all) {
            path.add(first);
            extend(path, from, seen, out);
            path.clear();
        }
        return out;
    }

    /** Depth-first extension of a chain of edges to a cycle back to its first lock. */
    private void extend(List<Edge> path, Map<Long, List<Edge>> from, Set<Set<Long>> seen, List<Edge[]> out) {
        Edge first = path.get(0), last = path.get(path.size() - 1);
        for (Edge e : from.getOrDefault(last.to, List.of())) {
            // the cycle is found from its smallest lock only
            if (e.to < first.from && e.to != first.from) continue;
            if (!compatible(path, e) || ++chains > MAX_CHAINS) continue;
            path.add(e);
            if (e.to == first.from) {
                Set<Long> locks = new HashSet<>();
                for (Edge x : path) locks.add(x.from);
                if (seen.add(locks)) out.add(fromLowestThread(path));
            } else if (path.size() < MAX_CYCLE) {
                extend(path, from, seen, out);
            }
            path.remove(path.size() - 1);
        }
    }

    /** e can follow the chain: another thread, a lock not yet in it, and no lock held in common. */
    private static boolean compatible(List<Edge> path, Edge e) {
        for (Edge x : path) {
            if (x.uid == e.uid) return false;
            if (x.from == e.to && x != path.get(0)) return false;
            if (x.from == e.from) return false;
            if (!Collections.disjoint(heldAt(x), heldAt(e))) return false;
        }
        return true;
    }

    /** Every lock held when the edge's second lock was taken. */
    private static Set<Long> heldAt(Edge e) {
        Set<Long> h = new HashSet<>(e.gates);
        h.add(e.from);
        return h;
    }

    private static Edge[] fromLowestThread(List<Edge> cycle) {
        int low = 0;
        for (int i = 1; i < cycle.size(); i++) if (cycle.get(i).uid < cycle.get(low).uid) low = i;
        Edge[] out = new Edge[cycle.size()];
        for (int i = 0; i < out.length; i++) out[i] = cycle.get((low + i) % out.length);
        return out;
    }
}
