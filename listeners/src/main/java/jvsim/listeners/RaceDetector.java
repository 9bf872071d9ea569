package jvsim.listeners;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import jvsim.vm.CopiedState;
import jvsim.vm.ExecutionListener;
import jvsim.vm.StateComponent;
import jvsim.vm.VectorClock;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.Race;
import jvsim.vm.SchedMode;
import jvsim.vm.Vm;
import jvsim.vm.VmThread;

/**
 * Data-race detector: vector clocks under the Java Memory Model's happens-before order (program
 * order; monitor release → later acquire; volatile/atomic write → later read of the location,
 * which is how java.util.concurrent's locks, latches and executors synchronize; thread start →
 * the thread's first step; a thread's end → join, or isAlive returning false). Two plain accesses
 * to one field or array element, one a write, not ordered by happens-before, are a race. Reads
 * are kept per thread and writes as an epoch (FastTrack), so an access costs O(threads) at most.
 * A race is reported once per field, or once per allocation site for array elements (the site of
 * the newarray, or of the user code that called the JDK method allocating it), with both accesses'
 * threads and locations.
 * Needs plain shared accesses to be scheduling points (--sched=shared or all).
 */
public final class RaceDetector implements ExecutionListener {
    /** JDK fields whose races are benign by design (String's racy single-check hash cache). */
    private static final Set<String> BENIGN = Set.of("java.lang.String.hash", "java.lang.String.hashIsZero");
    /**
     * java.util.concurrent's own plain fields: its classes race on them on purpose (a failed
     * tryLock reads the owner field unordered, queue nodes are handed over through CAS-published
     * links), relying on the volatile and CAS accesses that the detector already orders.
     */
    private static final String CONCURRENT = "java.util.concurrent.";

    /** An access (immutable): thread uid and its own clock then, named for reports. */
    private static final class Access {
        final int uid, clock;
        final String thread, where;
        Access(int uid, int clock, String thread, String where) { this.uid = uid; this.clock = clock; this.thread = thread; this.where = where; }

        void hash(StateComponent.Sink sink, ClockRanks ranks) {
            sink.add(uid);
            sink.add(ranks.rank(uid, clock));
            sink.add(thread);
            sink.add(where);
        }
    }

    /** A location's last write and the reads since, by thread uid. */
    private static final class Shadow {
        Access write;
        final Map<Integer, Access> reads = new HashMap<>(4);

        Shadow copy() {
            Shadow s = new Shadow();
            s.write = write;
            s.reads.putAll(reads);
            return s;
        }
    }

    private record Loc(long holder, long key) { }

    /** Where an array was allocated: the allocating frame, and the user frame that led there when that is JDK code. */
    private record Site(VmMethod method, int pc, VmMethod userMethod, int userPc) {
        @Override public String toString() {
            String w = Op.where(method, pc);
            return userMethod == null ? w : w + " called from " + Op.where(userMethod, userPc);
        }
    }

    /**
     * What the detector knows of the running execution, copied whole by checkpoints
     * ({@link #state}): the allocation sites of its arrays (by stable id) and every clock.
     */
    static final class Run implements CopiedState.Data<Run> {
        final Map<Long, Site> arraySites = new HashMap<>();
        final Map<Integer, VectorClock> threads = new HashMap<>();
        final Map<Long, VectorClock> locks = new HashMap<>();
        final Map<Loc, VectorClock> syncVars = new HashMap<>();
        final Map<Integer, VectorClock> starts = new HashMap<>();
        final Map<Loc, Shadow> shadows = new HashMap<>();

        @Override public Run copy() {
            Run r = new Run();
            r.arraySites.putAll(arraySites);
            threads.forEach((k, v) -> r.threads.put(k, v.copy()));
            locks.forEach((k, v) -> r.locks.put(k, v.copy()));
            syncVars.forEach((k, v) -> r.syncVars.put(k, v.copy()));
            starts.forEach((k, v) -> r.starts.put(k, v.copy()));
            shadows.forEach((k, v) -> r.shadows.put(k, v.copy()));
            return r;
        }

        /**
         * What decides the future reports: the clocks up to renaming each thread's clock values by
         * their rank among all values of that thread's component ({@link ClockRanks}: comparisons,
         * joins and a thread's tick of its own component, which is the largest of its values, all
         * commute with that renaming), so states whose happens-before relations agree hash alike
         * however long their histories; each location's last accesses with their locations (named
         * in reports), and the allocation sites of the arrays among them.
         */
        @Override public void hash(StateComponent.Sink sink) {
            ClockRanks ranks = new ClockRanks();
            threads.values().forEach(ranks::add);
            locks.values().forEach(ranks::add);
            syncVars.values().forEach(ranks::add);
            starts.values().forEach(ranks::add);
            for (Shadow s : shadows.values()) {
                if (s.write != null) ranks.add(s.write.uid, s.write.clock);
                for (Access a : s.reads.values()) ranks.add(a.uid, a.clock);
            }
            for (Map.Entry<Integer, VectorClock> e : new java.util.TreeMap<>(threads).entrySet()) {
                sink.add(e.getKey());
                ranks.hash(sink, e.getValue());
            }
            sink.add(-2);
            for (Map.Entry<Long, VectorClock> e : new java.util.TreeMap<>(locks).entrySet()) {
                sink.add(e.getKey());
                ranks.hash(sink, e.getValue());
            }
            sink.add(-2);
            for (Map.Entry<Loc, VectorClock> e : sorted(syncVars).entrySet()) {
                sink.add(e.getKey().holder());
                sink.add(e.getKey().key());
                ranks.hash(sink, e.getValue());
            }
            sink.add(-2);
            for (Map.Entry<Integer, VectorClock> e : new java.util.TreeMap<>(starts).entrySet()) {
                sink.add(e.getKey());
                ranks.hash(sink, e.getValue());
            }
            sink.add(-2);
            for (Map.Entry<Loc, Shadow> e : sorted(shadows).entrySet()) {
                Shadow s = e.getValue();
                sink.add(e.getKey().holder());
                sink.add(e.getKey().key());
                Site site = arraySites.get(e.getKey().holder());
                if (site != null) sink.add(site.toString());
                sink.add(s.write == null ? 0 : 1);
                if (s.write != null) s.write.hash(sink, ranks);
                sink.add(s.reads.size());
                for (Access a : new java.util.TreeMap<>(s.reads).values()) a.hash(sink, ranks);
            }
        }

        private static <V> java.util.TreeMap<Loc, V> sorted(Map<Loc, V> m) {
            java.util.TreeMap<Loc, V> t = new java.util.TreeMap<>(BY_LOCATION);
            t.putAll(m);
            return t;
        }
    }

    private static final java.util.Comparator<Loc> BY_LOCATION = java.util.Comparator.comparingLong(Loc::holder).thenComparingLong(Loc::key);

    private final CopiedState<Run> state = new CopiedState<>(new Run());
    /** Fields already reported in this search (a race is reported once per field). */
    private final Set<String> reported = new HashSet<>();

    @Override public StateComponent<?> state() { return state; }

    @Override public int events() { return ALLOCATIONS; }

    @Override public void allocated(VmThread t, VmObject o, VmMethod m, int pc, VmMethod userMethod, int userPc) {
        if (o.isArray() && t != null && m != null) state.now.arraySites.put(o.id, new Site(m, pc, userMethod, userPc));
    }

    @Override public void executionStarted(Vm vm) { state.now = new Run(); }

    @Override public void stepped(VmThread t, Op op, Outcome outcome) {
        int uid = t.uid;
        VectorClock c = state.now.threads.computeIfAbsent(uid, u -> { VectorClock v = new VectorClock(); v.set(u, 1); return v; });
        operation(t, uid, c, op, outcome);
        // a step inside a linearizable JDK operation: what it did without stopping, in order
        if (op.footprint != null) for (Op part : op.footprint) operation(t, uid, c, part, outcome);
    }

    private void operation(VmThread t, int uid, VectorClock c, Op op, Outcome outcome) {
        switch (op.kind) {
            case Op.BEGIN -> c.join(state.now.starts.remove(uid));
            case Op.START -> {
                if (op.other != null) state.now.starts.put(op.other.uid, c.copy());
                c.tick(uid);
            }
            case Op.ACQUIRE -> c.join(state.now.locks.get(op.holderId()));
            case Op.RELEASE, Op.WAIT -> {
                state.now.locks.put(op.holderId(), c.copy());
                c.tick(uid);
            }
            case Op.END -> {
                state.now.syncVars.computeIfAbsent(loc(op), l -> new VectorClock()).join(c);
                c.tick(uid);
            }
            case Op.JOIN -> c.join(state.now.syncVars.get(loc(op)));
            case Op.READ, Op.WRITE, Op.RMW -> {
                // a bulk copy reads its source before it writes its destination (further sides come first)
                for (Op a = op.also; a != null; a = a.also) access(t, c, uid, a, outcome);
                access(t, c, uid, op, outcome);
            }
            // woken by the end of a class's initialization: after everything its initializer did
            case Op.RESUME -> { if (op.key == Op.KEY_INIT) c.join(state.now.syncVars.get(loc(op))); }
            default -> { }
        }
        // class initializations that ended in the step: a release, acquired by the threads that find
        // the class initialized (a sync read of its KEY_INIT) or that waited for it (resume)
        if (op.initsEnded != null) {
            for (long h : op.initsEnded) state.now.syncVars.computeIfAbsent(new Loc(h, Op.KEY_INIT), l -> new VectorClock()).join(c);
            c.tick(uid);
        }
    }

    /** One side of an access step, element by element for a bulk access (see {@link Op#span}). */
    private void access(VmThread t, VectorClock c, int uid, Op op, Outcome outcome) {
        // set once by the VM (an identity hash, a string-table entry): neither data nor synchronization
        if (op.key == Op.KEY_IDENTITY_HASH || Op.isStringTableKey(op.key)) return;
        for (int i = 0; i < op.span; i++) {
            Loc l = new Loc(op.holderId(), op.key + i);
            if (op.sync) syncAccess(c, uid, op, l);
            else plainAccess(t, c, uid, op, l, outcome);
        }
    }

    private void syncAccess(VectorClock c, int uid, Op op, Loc l) {
        if (op.kind != Op.WRITE) c.join(state.now.syncVars.get(l));
        if (op.kind != Op.READ) {
            state.now.syncVars.computeIfAbsent(l, x -> new VectorClock()).join(c);
            c.tick(uid);
        }
    }

    private void plainAccess(VmThread t, VectorClock c, int uid, Op op, Loc l, Outcome outcome) {
        Shadow s = state.now.shadows.computeIfAbsent(l, x -> new Shadow());
        Access now = new Access(uid, c.get(uid), t.name(), op.whereWithCaller());
        boolean writes = op.kind != Op.READ;
        Access w = s.write;
        if (w != null && w.uid != uid && w.clock > c.get(w.uid)) race(op, w, "write", now, writes ? "write" : "read", outcome);
        if (writes) {
            for (Access r : s.reads.values()) {
                if (r.uid != uid && r.clock > c.get(r.uid)) race(op, r, "read", now, "write", outcome);
            }
            s.reads.clear();
            s.write = now;
        } else {
            s.reads.put(uid, now);
        }
    }

    private void race(Op op, Access earlier, String earlierKind, Access later, String laterKind, Outcome outcome) {
        String field = op.what == null ? "?" : op.what;
        Site site = op.obj != null && op.obj.isArray() ? state.now.arraySites.get(op.obj.id) : null;
        String subject = site == null ? field : field + " (allocated at " + site + ")";
        if (BENIGN.contains(field) || field.startsWith(CONCURRENT) || !reported.add(subject)) return;
        outcome.reportRace("data race on " + subject + ": " + earlierKind + " by \"" + earlier.thread + "\" at " + earlier.where
                + " and " + laterKind + " by \"" + later.thread + "\" at " + later.where + ", not ordered by happens-before", field,
                new Race(subject, new Race.Access(earlier.thread, earlierKind.equals("write"), earlier.where), new Race.Access(later.thread, laterKind.equals("write"), later.where)));
    }

    private static Loc loc(Op op) { return new Loc(op.holderId(), op.key); }

    /** {@code --listener=race}. */
    public static final class Provider implements ExecutionListener.Provider<ExecutionListener.NoOptions> {
        @Override public String name() { return "race"; }
        @Override public String description() { return "data races under the Java Memory Model's happens-before order"; }
        @Override public SchedMode minSched() { return SchedMode.SHARED; }
        @Override public Class<ExecutionListener.NoOptions> options() { return ExecutionListener.NoOptions.class; }
        @Override public ExecutionListener create(ExecutionListener.NoOptions options, int run) { return new RaceDetector(); }
    }
}
