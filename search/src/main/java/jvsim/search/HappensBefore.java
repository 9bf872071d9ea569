package jvsim.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.Op;

/**
 * Vector clocks over the events of one execution, for DPOR: an event happens after its thread's
 * previous events, after every earlier dependent event, after the release of a monitor it
 * acquires, after the start of its thread (for a thread's first event), after the end of a thread
 * it joins and after an unpark that woke it. For each event it also finds its races: earlier
 * dependent events of other threads not ordered before it otherwise.
 */
final class HappensBefore {
    /** Event i: thread uid, op, and clock (clock[u] = number of events of thread u before or equal). */
    final List<int[]> clocks = new ArrayList<>();
    final List<Integer> threads = new ArrayList<>();
    final List<Op> ops = new ArrayList<>();
    /** Position of each event in its thread (1-based). */
    final List<Integer> index = new ArrayList<>();
    private final Map<Integer, int[]> last = new HashMap<>();
    private final Map<Integer, Integer> counts = new HashMap<>();
    private final Map<Long, int[]> releases = new HashMap<>();
    private final Map<Integer, int[]> starts = new HashMap<>(), ends = new HashMap<>(), unparks = new HashMap<>();
    private int width = 8;

    int size() { return ops.size(); }

    /** Adds event (thread uid, op) and returns the indexes of the earlier events it races with. */
    List<Integer> add(int uid, int childUid, Op op) {
        if (uid >= width || childUid >= width) width = Math.max(uid, childUid) * 2 + 2;
        int[] c = copy(last.get(uid));
        if (op.kind == Op.BEGIN) join(c, starts.get(uid));
        if (op.kind == Op.RESUME) join(c, unparks.get(uid));
        if (op.kind == Op.JOIN && op.other != null) join(c, ends.get(op.other.uid));
        List<Integer> candidates = new ArrayList<>();
        for (int j = 0; j < ops.size(); j++) {
            int p = threads.get(j);
            if (p == uid || !Dependence.dependent(ops.get(j), op)) continue;
            if (at(c, p) >= index.get(j)) continue; // already ordered before
            candidates.add(j);
        }
        // a candidate ordered before a later candidate is not an immediate race
        List<Integer> races = new ArrayList<>();
        for (int a = 0; a < candidates.size(); a++) {
            int j = candidates.get(a);
            boolean covered = false;
            for (int b = a + 1; b < candidates.size() && !covered; b++) {
                int k = candidates.get(b);
                covered = at(clocks.get(k), threads.get(j)) >= index.get(j);
            }
            if (!covered) races.add(j);
        }
        for (int j = 0; j < ops.size(); j++) {
            if (threads.get(j) != uid && Dependence.dependent(ops.get(j), op)) join(c, clocks.get(j));
        }
        if (op.kind == Op.ACQUIRE) join(c, releases.get(lockKey(op)));
        int n = counts.merge(uid, 1, Integer::sum);
        c = ensure(c);
        c[uid] = n;
        if (op.kind == Op.RELEASE || op.kind == Op.WAIT) releases.put(lockKey(op), c);
        if (op.kind == Op.START && childUid > 0) starts.put(childUid, c);
        if (op.kind == Op.END) ends.put(uid, c);
        if (op.kind == Op.UNPARK && op.other != null) unparks.put(op.other.uid, c);
        clocks.add(c);
        threads.add(uid);
        ops.add(op);
        index.add(n);
        last.put(uid, c);
        return races;
    }

    /** Whether event j happens before event k (or is k). */
    boolean before(int j, int k) {
        return at(clocks.get(k), threads.get(j)) >= index.get(j);
    }

    private static long lockKey(Op op) { return op.holderId(); }

    private int[] copy(int[] c) { return c == null ? new int[width] : Arrays.copyOf(c, Math.max(width, c.length)); }

    private int[] ensure(int[] c) { return c.length >= width ? c : Arrays.copyOf(c, width); }

    private static int at(int[] c, int u) { return u < c.length ? c[u] : 0; }

    private static void join(int[] into, int[] from) {
        if (from == null) return;
        for (int i = 0; i < Math.min(into.length, from.length); i++) if (from[i] > into[i]) into[i] = from[i];
    }
}
