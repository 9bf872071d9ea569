package jvsim.vm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Spin loops are waits (--spin-loops=wait, the default; {@link VmConfig#spinWaits}). A thread whose
 * state at a scheduling point (its frames: methods, bytecode indexes, locals and operand stacks;
 * its pending operation) is the state it had at an earlier point of its own, when the steps in
 * between only read shared locations (and yielded, slept, or were preempted) and changed nothing
 * at all (no write to the heap or statics, no allocation, no monitor, no output, no clock read, no
 * data choice), goes round a loop whose next round, from the same state, reads the same locations
 * and, as long as they hold the values read, does the same again: it spins. It is then disabled
 * (as a thread waiting to retry a guarded JDK operation is, {@link VmThread#guard}) until a step
 * of another thread writes one of those locations (or its Thread object: an interrupt). When no
 * thread can run and one of them spins, the execution is a non-termination ({@link
 * NonTermination}), not a deadlock.
 *
 * <p>Exact: a round that starts and ends in the same state and changes nothing is invisible to the
 * other threads and leaves its own thread where it was, so removing it from an execution leaves an
 * execution of the program that ends alike; removing every such round leaves one in which no
 * thread ever comes back to a state it had at its previous return to it with nothing changed,
 * which the search explores with the shortcut on (it disables a thread only then). What the
 * spinner read before it was disabled are steps of its own, which race with the writes they
 * precede as any read does; the write that wakes it orders its next step after it.
 *
 * <p>Detection costs a hash of the thread's stack at each of its scheduling points. A hash seen at
 * one of its latest {@link #HISTORY} points starts a round to verify: the state is copied, and a
 * new segment of the heap's write barrier begins, so that every write the thread makes from
 * there, even to objects no other thread can reach, reaches the barrier and is counted ({@link
 * Heap#touches}); the round is a spin when the thread comes back to the copied state with no step
 * between that changed anything, and the locations read still hold the values read. The watches
 * are state of the execution (saved and restored with it, so a re-executed schedule disables
 * spinners where it did before); they are not hashed: two states that differ only in them differ
 * only in how soon an idle round is recognised.
 */
final class SpinLoops implements StateComponent<SpinLoops.Watch[]> {
    /** Scheduling points of a thread remembered to find it back at one (a loop's rounds of up to this many steps). */
    static final int HISTORY = 16;
    /** Steps of a round being verified after which it is given up (a loop that came back by chance). */
    private static final int MAX_ROUND = 64;
    /** Elements of one read's location compared at most (a bulk read of more counts as a change). */
    private static final int MAX_SPAN = 64;

    private final Scheduler s;
    private final Vm vm;
    /** By thread uid: what is known of its latest points, or null. */
    private Watch[] watches = new Watch[8];
    /** Whether the shortcut applies in the running execution (see {@link #executionBegins}). */
    private boolean on;

    // the running step's (no checkpoint is restored between stepBegins and stepEnded that matters:
    // an undone attempt makes the step count as a change)
    private long touchesBefore;
    private boolean changed;
    private int rmwCount;
    private VmObject[] rmwHolders = new VmObject[4];
    private long[] rmwKeys = new long[4], rmwValues = new long[4];

    SpinLoops(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /**
     * What is known of one thread's latest scheduling points: immutable (a state component's memento
     * may share it).
     *
     * @param recent    hashes of its latest points, oldest first
     * @param verifying the round being verified, or null
     * @param loop      while the thread spins (disabled): the loop, else null
     */
    record Watch(long[] recent, Round verifying, Loop loop) { }

    /**
     * A round being verified: the state it began in (and its hash), the thread's allocations then,
     * its steps so far and what they read.
     */
    record Round(long hash, Stop state, long allocations, int steps, List<Read> reads, List<Op> monitors) {
        Round plus(List<Read> more, List<Op> locks) {
            List<Read> all = reads;
            if (!more.isEmpty()) {
                all = new ArrayList<>(reads);
                all.addAll(more);
            }
            List<Op> ms = monitors;
            if (!locks.isEmpty()) {
                ms = new ArrayList<>(monitors);
                ms.addAll(locks);
            }
            return new Round(hash, state, allocations, steps + 1, all, ms);
        }

        /**
         * Whether the round's monitor operations leave every monitor as they found it (as many
         * releases of each as acquisitions) and t holds none of them now: a thread disabled
         * holding a monitor its round releases would keep out the thread that is to end its loop.
         */
        boolean balanced(VmThread t) {
            java.util.Map<VmObject, Integer> net = new java.util.IdentityHashMap<>();
            for (Op m : monitors) net.merge(m.obj, m.kind == Op.ACQUIRE ? 1 : -1, Integer::sum);
            for (java.util.Map.Entry<VmObject, Integer> e : net.entrySet()) {
                Monitor m = e.getKey().monitor;
                if (e.getValue() != 0 || m != null && m.owner == t) return false;
            }
            return true;
        }
    }

    /** A read of a round: the location (a READ operation, where it was made) and the values read there. */
    record Read(Op op, long[] values) { }

    /**
     * A spinning thread's loop, for reports: where it spins (the program's line), what it reads
     * ("Spin.flag", empty when nothing), the locations (its guard).
     */
    record Loop(String at, List<String> reads) { }

    /** A thread's state at a scheduling point: its frames and its pending operation. */
    private record Stop(int depth, FrameCopy[] frames, int kind, VmObject obj, long key, VmMethod method, int pc, int span) {
        static Stop of(VmThread t) {
            List<FrameCopy> fs = new ArrayList<>();
            for (Frame f = t.top; f != null; f = f.caller) fs.add(new FrameCopy(f.method, f.pc, f.sp, f.kind, f.aux, f.lock,
                    Arrays.copyOf(f.p, f.sp), Arrays.copyOf(f.r, f.sp)));
            Op p = t.pending;
            return new Stop(t.depth, fs.toArray(new FrameCopy[0]), p.kind, p.obj, p.key, p.method, p.pc, p.span);
        }

        boolean same(VmThread t) {
            Op p = t.pending;
            if (t.depth != depth || p.kind != kind || p.obj != obj || p.key != key || p.method != method || p.pc != pc || p.span != span) return false;
            int i = 0;
            for (Frame f = t.top; f != null; f = f.caller, i++) {
                if (i == frames.length) return false;
                FrameCopy c = frames[i];
                if (f.method != c.method || f.pc != c.pc || f.sp != c.sp || f.kind != c.kind || f.aux != c.aux || f.lock != c.lock) return false;
                for (int k = 0; k < f.sp; k++) if (f.p[k] != c.p[k] || f.r[k] != c.r[k]) return false;
            }
            return i == frames.length;
        }
    }

    private record FrameCopy(VmMethod method, int pc, int sp, int kind, Object aux, VmObject lock, long[] p, VmObject[] r) { }

    // ------------------------------------------------------------ the execution

    /** A controlled run begins: whether the shortcut applies (while searching, a mode where every shared access is a point). */
    void executionBegins() {
        on = vm.config.spinWaits && vm.searching && vm.policy.mode().atLeast(SchedMode.SHARED);
    }

    /** The step of t begins. */
    void stepBegins(VmThread t) {
        if (!on) return;
        touchesBefore = vm.heap.touches;
        changed = false;
        rmwCount = 0;
    }

    /**
     * t's running step accessed a shared location without a scheduling point (in quiet code): another
     * thread may have changed it unseen. (Before a second thread starts, no other thread can.)
     */
    void unseen(VmThread t) {
        if (on && s.spawned != 0) changed = true;
    }

    /**
     * t's running step read the clock (System.nanoTime, currentTimeMillis, ...) or made a data
     * choice: what it saw may differ next round.
     */
    void unforeseen(VmThread t) {
        if (on) changed = true;
    }

    /** t's running step is about to make a read-modify-write of (holder, key): its value before, to tell a failed one. */
    void rmw(VmThread t, VmObject holder, long key) {
        if (!on || holder == null) return;
        if (rmwCount == rmwHolders.length) {
            rmwHolders = Arrays.copyOf(rmwHolders, rmwCount * 2);
            rmwKeys = Arrays.copyOf(rmwKeys, rmwCount * 2);
            rmwValues = Arrays.copyOf(rmwValues, rmwCount * 2);
        }
        long[] v = values(holder, key, 1);
        if (v == null) {
            changed = true;
            return;
        }
        rmwHolders[rmwCount] = holder;
        rmwKeys[rmwCount] = key;
        rmwValues[rmwCount++] = v[0];
    }

    /**
     * The step of t (op) ended, its effects known: wakes the spinners whose locations it wrote,
     * then, when t stopped at a point again, looks whether t spins (and disables it then).
     */
    void stepEnded(VmThread t, Op op) {
        if (!on) return;
        wake(t, op);
        Watch w = watch(t);
        if (t.guard != null || t.state == VmThread.State.TERMINATED) {
            // an undone guarded attempt, or its end: no round goes on
            if (w != null) set(t, new Watch(w.recent, null, null));
            return;
        }
        boolean clean = unchanged(t, op);
        List<Read> reads = null;
        Round v = w == null ? null : w.verifying;
        if (v != null && clean) {
            reads = reads(op);
            if (reads == null) clean = false;
        }
        if (v != null) v = clean ? v.plus(reads, monitors(op)) : null;
        long[] recent = w == null ? new long[0] : w.recent;
        if (!atLoopPoint(t)) {
            if (v != null && v.steps >= MAX_ROUND) v = null;
            set(t, new Watch(recent, v, null));
            return;
        }
        long h = hash(t);
        if (v != null) {
            if (h == v.hash && t.allocations == v.allocations && v.balanced(t) && v.state.same(t)) {
                if (hold(v.reads)) {
                    spin(t, recent, v);
                    return;
                }
                v = null; // it read other values this round: it may read others again; watch the next
            } else if (v.steps >= MAX_ROUND) {
                v = null;
            }
        }
        if (v == null && seen(recent, h)) v = begin(t, h);
        set(t, new Watch(pushed(recent, h), v, null));
    }

    /** Whether t stopped at a scheduling point of its code, runnable, where a round can begin or end. */
    private static boolean atLoopPoint(VmThread t) {
        return t.atPoint && t.state == VmThread.State.RUNNABLE && t.top != null && !t.suspended && t.unwinding == null
            && t.pending.kind != Op.END && t.pending.wake == Op.WAKE_NONE;
    }

    /** Begins a round to verify at t's point, whose hash is h. */
    private Round begin(VmThread t, long h) {
        // from here every write of t reaches the write barrier, however recently the object was written
        vm.heap.newSegment();
        return new Round(h, Stop.of(t), t.allocations, 0, List.of(), List.of());
    }

    /** t spins: disabled until a write to what the round read. */
    private void spin(VmThread t, long[] recent, Round v) {
        Set<String> names = new LinkedHashSet<>();
        List<Op> guard = new ArrayList<>();
        for (Read r : v.reads) {
            boolean dup = false;
            for (Op g : guard) dup |= g.obj == r.op.obj && g.key == r.op.key && g.span == r.op.span;
            if (!dup) guard.add(r.op);
            names.add(r.op.what != null ? r.op.what : r.op.obj.cls.javaName());
        }
        t.guard = Collections.unmodifiableList(guard);
        t.guardAcquire = false;
        set(t, new Watch(recent, null, new Loop(where(t), List.copyOf(names))));
    }

    /** The program's line t is at: its innermost frame outside the JDK and the classes the VM generated (else its top frame). */
    static String where(VmThread t) {
        for (Frame f = t.top; f != null; f = f.caller) if (!f.method.owner.jdk && !f.method.owner.hidden) return Op.where(f.method, f.pc);
        return t.top == null ? "" : Op.where(t.top.method, t.top.pc);
    }

    /** Whether the step of t (op) changed nothing: only reads (a failed read-modify-write is one), a yield, a sleep, a resumption. */
    private boolean unchanged(VmThread t, Op op) {
        if (changed || vm.heap.touches != touchesBefore) return false;
        if (op.isWakeUp() || op.halts != 0 || op.effects != Op.EFFECTS_NONE || op.notes != null || op.initsEnded != null
                || op.undoneFrom != Op.NOT_UNDONE) return false;
        // its own status (a sleep's) changes and comes back; another thread's does not
        if (op.statusWrites != null) for (long id : op.statusWrites) if (t.threadObj == null || id != t.threadObj.id) return false;
        switch (op.kind) {
            case Op.READ: case Op.RMW: case Op.YIELD: case Op.SLEEP: case Op.RESUME: case Op.ACQUIRE: case Op.RELEASE: break;
            default: return false;
        }
        for (Op x : op.parts()) {
            if (x == op && !op.isAccess()) continue;
            if (x.kind == Op.READ || x.kind == Op.ACQUIRE || x.kind == Op.RELEASE) continue;
            if (x.kind != Op.RMW || !unchangedRmw(x)) return false;
        }
        return true;
    }

    /** The monitor acquisitions and releases of op (a step that changed nothing else). */
    private static List<Op> monitors(Op op) {
        List<Op> out = List.of();
        for (Op x : op.parts()) {
            if ((x.kind != Op.ACQUIRE && x.kind != Op.RELEASE) || x.obj == null) continue;
            if (out.isEmpty()) out = new ArrayList<>(2);
            out.add(x);
        }
        return out;
    }

    /** Whether t's round of a loop is being verified (its monitor changes are then checked, not counted as writes). */
    boolean verifying(VmThread t) {
        if (!on) return false;
        Watch w = watch(t);
        return w != null && w.verifying != null;
    }

    /** Whether read-modify-write x left its location as it found it (it failed, or wrote what was there). */
    private boolean unchangedRmw(Op x) {
        for (int i = 0; i < rmwCount; i++) {
            if (rmwHolders[i] != x.obj || rmwKeys[i] != x.key) continue;
            long[] now = values(x.obj, x.key, 1);
            return now != null && now[0] == rmwValues[i];
        }
        return false;
    }

    /** The reads of op (a step that changed nothing) with the values they read (what the locations hold now), or null when one's value is unknown. */
    private List<Read> reads(Op op) {
        List<Read> out = new ArrayList<>(2);
        for (Op x : op.parts()) {
            if (!x.isAccess()) continue;
            long[] v = values(x.obj, x.key, x.span);
            if (v == null) return null;
            Op r = new Op();
            r.set(Op.READ, x.obj, x.key, x.method, x.pc);
            r.span = x.span;
            r.what = x.what;
            r.sync = x.sync;
            r.userMethod = x.userMethod;
            r.userPc = x.userPc;
            out.add(new Read(r, v));
        }
        return out;
    }

    /** Whether every read still finds the values it read. */
    private boolean hold(List<Read> reads) {
        for (Read r : reads) if (!Arrays.equals(r.values, values(r.op.obj, r.op.key, r.op.span))) return false;
        return true;
    }

    /**
     * What location (holder, key) of span elements holds now, or null when the VM does not know
     * (off-heap memory, keys of no value): fields and array elements, a thread's status and
     * liveness, a class's initialization state, an identity hash.
     */
    private long[] values(VmObject holder, long key, int span) {
        if (holder == null) return null;
        if (key == Op.KEY_STATUS) {
            try {
                return new long[] {vm.known.threadStatus.get(holder)};
            } catch (RuntimeException e) {
                return null;
            }
        }
        if (key == Op.KEY_ALIVE) return holder.meta instanceof VmThread th ? new long[] {th.isAlive() ? 1 : 0} : null;
        if (key == Op.KEY_INIT) return holder.meta instanceof VmClass c ? new long[] {c.initState} : null;
        if (span > MAX_SPAN) return null;
        Op probe = new Op();
        probe.set(Op.READ, holder, key, null, 0);
        probe.span = Math.max(1, span);
        if (!probe.valueKnown()) return null;
        long[] v = new long[probe.span];
        for (int i = 0; i < v.length; i++) v[i] = Op.valueAt(holder, key, i);
        return v;
    }

    // ------------------------------------------------------------ waking

    /** Wakes the spinners whose loop read a location the step of t (op) wrote, or whose Thread object it wrote (an interrupt). */
    private void wake(VmThread t, Op op) {
        for (VmThread u : s.threads) {
            Watch w = watch(u);
            if (w == null || w.loop == null) continue;
            // woken already by GuardedSteps' rule (the same, for fewer kinds of writes), or woken now
            if (u.guard != null && (u == t || !writes(op, u))) continue;
            u.guard = null;
            set(u, new Watch(w.recent, null, null));
        }
    }

    /**
     * Whether op (a step) writes what u's loop read: a write of a location of the holder it read
     * (any of the holder's locations: a write of another field wakes it too, to go round once
     * more), a thread's end or start, a class's initialization, a status change of a thread when
     * the loop reads statuses, or a write to u's Thread object.
     */
    private static boolean writes(Op op, VmThread u) {
        boolean status = false, init = false;
        for (Op g : u.guard) {
            status |= g.key == Op.KEY_STATUS;
            init |= g.key == Op.KEY_INIT;
        }
        if (status && op.statusWrites != null && op.statusWrites.length > 0) return true;
        if (init && op.initsEnded != null && op.initsEnded.length > 0) return true;
        for (Op x : op.parts()) {
            if (x.obj == null) continue;
            if (x.kind != Op.WRITE && x.kind != Op.RMW && x.kind != Op.END && x.kind != Op.INIT && x.kind != Op.START) continue;
            if (x.obj == u.threadObj) return true;
            for (Op g : u.guard) if (g.obj == x.obj) return true;
        }
        return false;
    }

    // ------------------------------------------------------------ reports

    /** The loop t spins in while it is disabled so, or null. */
    Loop loopOf(VmThread t) {
        Watch w = watch(t);
        return w != null && t.guard != null ? w.loop : null;
    }

    /**
     * When no thread can run: the non-termination, if a thread spins (the first so, in creation
     * order), with the other threads that cannot run; else null (a deadlock).
     */
    NonTermination livelock() {
        VmThread spinner = null;
        List<VmThread> others = new ArrayList<>();
        for (VmThread t : s.threads) {
            if (!t.isAlive()) continue;
            if (spinner == null && loopOf(t) != null) spinner = t;
            else if (!t.system) others.add(t);
        }
        if (spinner == null) return null;
        Loop l = loopOf(spinner);
        List<String> stack = new ArrayList<>();
        for (Frame f = spinner.top; f != null; f = f.caller) stack.add(Op.where(f.method, f.pc));
        return new NonTermination(spinner.name(), l.at(), l.reads(), stack, ThreadReport.of(others));
    }

    // ------------------------------------------------------------ hashing

    /** A hash of t's state at its point (see {@link Stop}): the same in every run of jvsim (no identity hash). */
    private static long hash(VmThread t) {
        Op p = t.pending;
        long h = mix(0x9E3779B97F4A7C15L, t.depth);
        h = mix(h, p.kind);
        h = mix(h, p.key);
        h = mix(h, p.obj == null ? 0 : p.obj.id);
        h = mix(h, p.pc);
        for (Frame f = t.top; f != null; f = f.caller) {
            h = mix(h, f.method.owner.name.hashCode() * 31L + f.method.name.hashCode() * 17L + f.method.desc.hashCode());
            h = mix(h, ((long) f.pc << 32) | (f.sp & 0xffffffffL));
            for (int k = 0; k < f.sp; k++) {
                h = mix(h, f.p[k]);
                VmObject o = f.r[k];
                if (o != null) h = mix(h, o.id);
            }
        }
        return h;
    }

    private static long mix(long h, long v) {
        long x = (h ^ v) * 0xff51afd7ed558ccdL;
        return x ^ (x >>> 29);
    }

    private static boolean seen(long[] recent, long h) {
        for (long r : recent) if (r == h) return true;
        return false;
    }

    private static long[] pushed(long[] recent, long h) {
        if (recent.length < HISTORY) {
            long[] out = Arrays.copyOf(recent, recent.length + 1);
            out[recent.length] = h;
            return out;
        }
        long[] out = new long[HISTORY];
        System.arraycopy(recent, 1, out, 0, HISTORY - 1);
        out[HISTORY - 1] = h;
        return out;
    }

    private Watch watch(VmThread t) { return t.uid < watches.length ? watches[t.uid] : null; }

    private void set(VmThread t, Watch w) {
        if (t.uid >= watches.length) watches = Arrays.copyOf(watches, Math.max(t.uid + 1, watches.length * 2));
        watches[t.uid] = w;
    }

    // ------------------------------------------------------------ state component

    @Override public Watch[] save() { return watches.clone(); }

    @Override public void restore(Watch[] memento) { watches = memento.clone(); }

    /** Adds nothing: states that differ only in their watches differ only in how soon a spin is recognised (see the class comment). */
    @Override public void hash(Sink sink) { }
}
