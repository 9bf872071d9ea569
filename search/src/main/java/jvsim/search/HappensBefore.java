package jvsim.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.Op;
import jvsim.vm.VectorClock;

/**
 * Vector clocks over the events of one execution, for DPOR: an event happens after its thread's
 * previous events, after every earlier dependent event, after the release of a monitor it
 * acquires, after the start of its thread (for a thread's first event), after the end of a thread
 * it joins, after an unpark that woke it, and after the event that enabled it when it could not
 * run before (an interrupt, a notification, the end of a class initialization it waited for: it
 * cannot move before what let it run), and a thread's read of a class's initialization state after
 * the step that ended that initialization. For each event it also finds its races: earlier
 * dependent events of other threads not ordered before it otherwise.
 */
final class HappensBefore {
    /** Event i: thread uid, op, and clock (component u = number of events of thread u before or equal). */
    final List<VectorClock> clocks = new ArrayList<>();
    /** Per event: its thread's uid, and its position in its thread (1-based). */
    private int[] threads = new int[64], index = new int[64];
    final List<Op> ops = new ArrayList<>();
    /**
     * Per event, what orders later events after it: its operation, less an undone attempt's reads
     * (see {@link Op#lasting}), null for an undone attempt only. An undone attempt changed nothing:
     * it races with the writes before it (its thread could have gone first and succeeded), but a
     * write after it only enables its thread again (the retry comes after that write), which is the
     * same as its thread not having tried before.
     */
    final List<Op> lasting = new ArrayList<>();
    /** The event that enabled event i's thread for it (see {@link #add}), or -1. */
    final List<Integer> wakers = new ArrayList<>();
    private final Map<Integer, VectorClock> last = new HashMap<>();
    /** Events by location, and the events dependent with every location (see {@link #wildcard}). */
    private final Map<Location, LocationEvents> byLocation = new HashMap<>();
    private final List<Integer> wild = new ArrayList<>();
    private final Map<Integer, Integer> counts = new HashMap<>();
    private final Map<Long, VectorClock> releases = new HashMap<>();
    private final Map<Integer, VectorClock> starts = new HashMap<>(), ends = new HashMap<>(), unparks = new HashMap<>();
    /** By class mirror id: the clock of the step that ended the class's initialization (see Op#initsEnded). */
    private final Map<Long, VectorClock> initsEnded = new HashMap<>();
    private int width = 8;

    int size() { return ops.size(); }

    /** The uid of event e's thread. */
    int thread(int e) { return threads[e]; }

    /** No waker: the thread was enabled before its previous event. */
    static final int NONE = -1;

    /** The waker of a thread that time woke after event b: every event up to b comes before. */
    static int afterAll(int b) { return -2 - b; }

    private static int barrier(int waker) { return -2 - waker; }

    /** Whether event m is, or is before, the waker of event b (see {@link #add}). */
    boolean wokenAfter(int b, int m) {
        int w = wakers.get(b);
        return w >= 0 ? m == w : w != NONE && m <= barrier(w);
    }

    /** The clock of each thread's latest event up to event b. */
    private List<VectorClock> latestClocks(int b) {
        List<VectorClock> out = new ArrayList<>();
        List<Integer> seen = new ArrayList<>();
        for (int j = b; j >= 0; j--) {
            if (seen.contains(threads[j])) continue;
            seen.add(threads[j]);
            out.add(clocks.get(j));
        }
        return out;
    }

    /**
     * Adds event (thread uid, op), whose thread was enabled by event waker ({@link #NONE}: it was
     * enabled before its previous event; {@link #afterAll}: time passed, which in the model it
     * does only when no thread can run) and returns the indexes of the earlier events it races with.
     */
    List<Integer> add(int uid, int childUid, Op op, int waker) {
        if (uid >= width || childUid >= width) width = Math.max(uid, childUid) * 2 + 2;
        VectorClock c = copy(last.get(uid));
        if (waker >= 0) c.join(clocks.get(waker));
        else if (waker != NONE) for (VectorClock before : latestClocks(barrier(waker))) c.join(before);
        if (op.kind == Op.BEGIN) c.join(starts.get(uid));
        if (op.kind == Op.RESUME) c.join(unparks.get(uid));
        // a join comes after the end it waited for, yet races with the thread's start (before it, the
        // join would have returned at once): like an acquisition with the earlier release
        VectorClock endJoined = op.kind == Op.JOIN && op.other != null ? ends.get(op.other.uid) : null;
        // only events on op's location can be dependent with it, besides events and halts
        List<Integer> dependents = dependents(op);
        // an acquisition races with earlier acquisitions of its monitor even when they released it
        // before (that is how lock orders get reversed); anything else before the release is ordered
        VectorClock afterRelease = c;
        for (Op a : op.parts(Op.ACQUIRE)) {
            if (!releases.containsKey(lockKey(a))) continue;
            if (afterRelease == c) afterRelease = c.copy();
            afterRelease.join(releases.get(lockKey(a)));
        }
        if (endJoined != null) {
            if (afterRelease == c) afterRelease = c.copy();
            afterRelease.join(endJoined);
        }
        // likewise a thread that found a class initialized (or erroneous) comes after the step that
        // ended the initialization, yet races with the INIT that began it (it could have come first)
        boolean initRead = op.kind == Op.READ && op.key == Op.KEY_INIT;
        if (initRead && initsEnded.containsKey(op.holderId())) {
            afterRelease = c.copy();
            afterRelease.join(initsEnded.get(op.holderId()));
        }
        // the dependents of other threads that op is dependent with (each tested once)
        int[] dependent = new int[dependents.size()];
        int nd = 0;
        for (int j : dependents) {
            if (threads[j] != uid && lasting.get(j) != null && Dependence.dependent(lasting.get(j), op)) dependent[nd++] = j;
        }
        int[] candidates = new int[nd];
        int nc = 0;
        for (int a = 0; a < nd; a++) {
            int j = dependent[a];
            boolean lockRace = acquireRace(ops.get(j), op)
                    || initRead && ops.get(j).kind == Op.INIT && ops.get(j).sameLocation(op)
                    || endJoined != null && ops.get(j).kind == Op.START;
            if ((lockRace ? c : afterRelease).get(threads[j]) >= index[j]) continue; // already ordered before
            candidates[nc++] = j;
        }
        // a candidate ordered before a later candidate is not an immediate race
        List<Integer> races = nc == 0 ? List.of() : new ArrayList<>(2);
        for (int a = 0; a < nc; a++) {
            int j = candidates[a];
            boolean covered = false;
            for (int b = a + 1; b < nc && !covered; b++) covered = before(j, candidates[b]);
            if (!covered) races.add(j);
        }
        for (int a = 0; a < nd; a++) c.join(clocks.get(dependent[a]));
        for (Op a : op.parts(Op.ACQUIRE)) c.join(releases.get(lockKey(a)));
        c.join(endJoined);
        if (initRead) c.join(initsEnded.get(op.holderId()));
        int me = ops.size();
        Integer before = counts.get(uid);
        int n = before == null ? 1 : before + 1;
        put(counts, uid, n, me);
        c.set(uid, n);
        if (op.kind == Op.WAIT) put(releases, lockKey(op), c, me);
        for (Op r : op.parts(Op.RELEASE)) put(releases, lockKey(r), c, me);
        if (op.kind == Op.START && childUid > 0) put(starts, childUid, c, me);
        if (op.kind == Op.END) put(ends, uid, c, me);
        for (Op u : op.parts(Op.UNPARK)) if (u.other != null) put(unparks, u.other.uid, c, me);
        if (op.initsEnded != null) for (long h : op.initsEnded) put(initsEnded, h, c, me);
        if (me == threads.length) {
            threads = java.util.Arrays.copyOf(threads, me * 2);
            index = java.util.Arrays.copyOf(index, me * 2);
        }
        clocks.add(c);
        threads[me] = uid;
        ops.add(op);
        lasting.add(op.lasting());
        index[me] = n;
        wakers.add(waker);
        if (wildcard(op)) wild.add(me);
        else if (simple(op)) at(new Location(op), me).add(me, op.kind);
        else {
            for (Op part : sides(op))
                for (int i = 0; i < part.span; i++)
                    at(new Location(holder(part), part.key + i), me).add(me, part.kind);
        }
        if (op.statusWrites != null && !wildcard(op))
            for (long h : op.statusWrites) at(new Location(h, Op.KEY_STATUS), me).statusWrites.add(me);
        if (op.self != 0) at(new Location(op.self, Op.KEY_STATUS), me).selfStep(me);
        put(last, uid, c, me);
        return races;
    }

    /**
     * What an event changed besides appending to the lists, to take back ({@link #truncate}): a
     * map's entry (its value before, null for none), or a location's events (their state before,
     * and whether the event made the location's entry).
     */
    private record Undo(int event, Map<Object, Object> map, Object key, Object old, LocationEvents at, int events, int dominator,
            int lastSelf, int selfMark, int statusWrites) { }
    private final List<Undo> undo = new ArrayList<>();

    @SuppressWarnings("unchecked")
    private <K, V> void put(Map<K, V> map, K key, V value, int event) {
        V old = map.put(key, value);
        undo.add(new Undo(event, (Map<Object, Object>) map, key, old, null, 0, 0, 0, 0, 0));
    }

    /** The events of location l, about to be changed by event (made when l has none). */
    @SuppressWarnings("unchecked")
    private LocationEvents at(Location l, int event) {
        LocationEvents e = byLocation.get(l);
        boolean made = e == null;
        if (made) byLocation.put(l, e = new LocationEvents());
        undo.add(new Undo(event, made ? (Map<Object, Object>) (Map<?, ?>) byLocation : null, l, null, e, e.events.size(), e.dominator,
                e.lastSelf, e.selfMark, e.statusWrites.size()));
        return e;
    }

    /**
     * Goes back to the first n events, as if only they had been added: the happens-before of a
     * later execution that begins with the same n steps (DPOR's next execution shares its path up
     * to the state it backtracked to) is this one's up to there.
     */
    void truncate(int n) {
        if (n >= ops.size()) return;
        for (int i = undo.size() - 1; i >= 0 && undo.get(i).event >= n; i--) {
            Undo u = undo.remove(i);
            if (u.at != null) {
                LocationEvents e = u.at;
                e.events.subList(u.events, e.events.size()).clear();
                e.statusWrites.subList(u.statusWrites, e.statusWrites.size()).clear();
                e.dominator = u.dominator;
                e.lastSelf = u.lastSelf;
                e.selfMark = u.selfMark;
                if (u.map != null) u.map.remove(u.key);
            } else if (u.old == null) {
                u.map.remove(u.key);
            } else {
                u.map.put(u.key, u.old);
            }
        }
        clocks.subList(n, clocks.size()).clear();
        ops.subList(n, ops.size()).clear();
        lasting.subList(n, lasting.size()).clear();
        wakers.subList(n, wakers.size()).clear();
        while (!wild.isEmpty() && wild.get(wild.size() - 1) >= n) wild.remove(wild.size() - 1);
    }

    /**
     * The earlier events that may race with op or order it, in order: those on its location back
     * to the latest one that orders all earlier ones, and the wildcards; every event for a wildcard.
     * Dependent events of one location are ordered among themselves (each joins the clocks of the
     * earlier ones), so behind a write (or an acquisition of a monitor) every earlier event is
     * ordered before it: either before op too, or covered by it as a race.
     */
    private List<Integer> dependents(Op op) {
        if (wildcard(op)) {
            List<Integer> all = new ArrayList<>(ops.size());
            for (int j = 0; j < ops.size(); j++) all.add(j);
            return all;
        }
        LocationEvents at = hasLocalDependents(op.kind) ? byLocation.get(new Location(op)) : null;
        List<Integer> same = simple(op) ? atLocation(op.kind, op.key, at) : bulkDependents(op);
        if (op.key == Op.KEY_STATUS && op.isAccess() && at != null && at.lastSelf >= 0 && !same.contains(at.lastSelf))
            same = merge(same, List.of(at.lastSelf)); // the status's thread changes it by running
        if (op.self != 0) {
            // every step of a thread may change its status: dependent with the reads since its previous step
            LocationEvents st = byLocation.get(new Location(op.self, Op.KEY_STATUS));
            if (st != null && st.selfMark < st.events.size()) same = merge(same, st.events.subList(st.selfMark, st.events.size()));
        }
        if (op.kind == Op.START || op.key == Op.KEY_ALIVE && (op.kind == Op.READ || op.kind == Op.JOIN)) {
            // a start (on the thread's permit) and reads of the thread's liveness (see Dependence)
            LocationEvents other = byLocation.get(new Location(holder(op), op.kind == Op.START ? Op.KEY_ALIVE : Op.KEY_PERMIT));
            if (other != null) same = merge(same, other.events);
        }
        if (op.statusWrites != null) {
            // the step also wrote thread statuses: dependent with their reads
            for (long h : op.statusWrites) {
                LocationEvents st = byLocation.get(new Location(h, Op.KEY_STATUS));
                if (st != null) same = merge(same, st.events);
            }
        }
        return merge(same, wild);
    }

    /** The events of one location that may race with or order an operation of this kind on it (see {@link #dependents}). */
    private static List<Integer> atLocation(int kind, long key, LocationEvents at) {
        if (at == null) return List.of();
        // status writes are not ordered among themselves (see Dependence): no latest one orders the others
        if (key == Op.KEY_STATUS) return at.statusWrites;
        if (kind == Op.PARK || kind == Op.UNPARK || kind == Op.START) return at.events; // a thread's permit
        if (at.dominator < 0) return kind == Op.READ ? List.of() : at.events;
        // a read depends only on writes: the latest one orders the earlier ones
        if (kind == Op.READ) return List.of(at.events.get(at.dominator));
        return at.events.subList(at.dominator, at.events.size());
    }

    /**
     * The dependents of a bulk access or a region step: the union over every element of every side
     * (see {@link #sides}), ascending.
     */
    private List<Integer> bulkDependents(Op op) {
        List<Integer> all = new ArrayList<>();
        for (Op part : sides(op)) {
            if (!hasLocalDependents(part.kind)) continue;
            for (int i = 0; i < part.span; i++) all.addAll(atLocation(part.kind, part.key + i, byLocation.get(new Location(holder(part), part.key + i))));
        }
        all.sort(null);
        List<Integer> out = new ArrayList<>(all.size());
        for (int e : all) if (out.isEmpty() || out.get(out.size() - 1) != e) out.add(e);
        return out;
    }

    /** An operation at one location: one element or key, no second side, no footprint. */
    private static boolean simple(Op op) { return op.span == 1 && op.also == null && op.footprint == null; }

    /**
     * Every located part of a step: its operation, its further sides ({@link Op#also}), and
     * the operations of a region step's {@link Op#footprint} with theirs.
     */
    private static List<Op> sides(Op op) {
        List<Op> out = new ArrayList<>(2);
        out.add(op);
        for (Op a = op.also; a != null; a = a.also) out.add(a);
        if (op.footprint != null) for (Op f : op.footprint) {
            out.add(f);
            for (Op a = f.also; a != null; a = a.also) out.add(a);
        }
        return out;
    }

    /** Whether steps a and b both acquire one monitor (as their operation or in a footprint). */
    private static boolean acquireRace(Op a, Op b) {
        for (Op x : a.parts(Op.ACQUIRE)) for (Op y : b.parts(Op.ACQUIRE)) if (x.sameLocation(y)) return true;
        return false;
    }

    private static long holder(Op op) { return op.hasHolder() ? op.holderId() : Long.MIN_VALUE; }

    /** The union of two ascending lists of events, ascending. */
    private static List<Integer> merge(List<Integer> x, List<Integer> y) {
        if (y.isEmpty()) return x;
        if (x.isEmpty()) return y;
        List<Integer> merged = new ArrayList<>(x.size() + y.size());
        int a = 0, b = 0;
        while (a < x.size() || b < y.size()) {
            int next = b == y.size() || (a < x.size() && x.get(a) < y.get(b)) ? x.get(a++) : y.get(b++);
            if (merged.isEmpty() || merged.get(merged.size() - 1) != next) merged.add(next);
        }
        return merged;
    }

    /** Kinds that can be dependent with an operation on their own location (see {@link Dependence}). */
    private static boolean hasLocalDependents(int kind) {
        switch (kind) {
            case Op.READ: case Op.WRITE: case Op.RMW: case Op.END: case Op.ACQUIRE: case Op.PARK: case Op.UNPARK: case Op.START: case Op.INIT: return true;
            default: return false;
        }
    }

    /**
     * Whether op may be dependent with an event of any location: effects, halts, and an early
     * timeout (possible only while another thread can run, so dependent with every step that may
     * leave its thread unable to, see Dependence).
     */
    private static boolean wildcard(Op op) { return op.kind == Op.EVENT || op.halts != 0 || op.wake == Op.WAKE_TIMEOUT; }

    /** The events of one location, and the position of the latest that orders all earlier ones (a write or an acquisition). */
    private static final class LocationEvents {
        final List<Integer> events = new ArrayList<>();
        int dominator = -1;
        /** For a thread's status: its latest step, the size of events (its reads) then, and the steps that changed it. */
        int lastSelf = -1, selfMark;
        final List<Integer> statusWrites = new ArrayList<>();

        void selfStep(int event) {
            lastSelf = event;
            selfMark = events.size();
        }

        void add(int event, int kind) {
            boolean again = !events.isEmpty() && events.get(events.size() - 1) == event; // both sides of one bulk copy
            if (kind == Op.ACQUIRE || kind == Op.WRITE || kind == Op.RMW || kind == Op.END || kind == Op.INIT) dominator = again ? events.size() - 1 : events.size();
            if (!again) events.add(event);
        }
    }

    /** A location: the holder's stable id (or none) and the key within it. */
    private record Location(long holder, long key) {
        Location(Op op) { this(op.hasHolder() ? op.holderId() : Long.MIN_VALUE, op.key); }
    }

    /** Whether event j happens before event k (or is k). */
    boolean before(int j, int k) {
        return clocks.get(k).get(threads[j]) >= index[j];
    }

    private static long lockKey(Op op) { return op.holderId(); }

    /** A copy of a thread's latest clock (a new empty one for its first event), with room for the threads seen. */
    private VectorClock copy(VectorClock c) { return c == null ? new VectorClock(width) : c.copy(); }
}
