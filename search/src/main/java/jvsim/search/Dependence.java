package jvsim.search;

import jvsim.vm.Op;

/**
 * When two operations of different threads do not commute: accesses to one location where one
 * writes (a thread's end writes its liveness, read by isAlive; the lock of a class's initialization
 * is such a location), acquisitions of one monitor,
 * park against unpark of one thread, and the start of a thread against an unpark of it and reads
 * of its liveness. Releases, starts, joins and wake-ups create happens-before
 * edges instead (see {@link HappensBefore}); begin, resume and yield touch nothing, and a sleep
 * only reads its thread's interrupt status (Thread.interrupted, in its footprint, as a wait's,
 * a join's and a park's: an interrupt before it makes it throw or return at once).
 */
final class Dependence {
    private Dependence() {}

    static boolean dependent(Op a, Op b) {
        if (a.footprint == null && b.footprint == null && !a.region && !b.region) return dependentOps(a, b);
        // a step inside a linearizable JDK operation (see jvsim.vm.Atomic): what it did besides its own
        // operation is its footprint; before it ran, it may do anything
        if (a.unknownFootprint() || b.unknownFootprint()) return true;
        if (dependentOps(a, b)) return true;
        if (a.footprint != null) for (Op x : a.footprint) if (partDependent(x, b)) return true;
        if (b.footprint != null) for (Op y : b.footprint) if (partDependent(y, a)) return true;
        return false;
    }

    /** Whether part (an operation a region step did without stopping) is dependent with o or o's footprint. */
    private static boolean partDependent(Op part, Op o) {
        if (partOps(part, o)) return true;
        if (o.footprint != null) for (Op y : o.footprint) if (partOps(part, y)) return true;
        return false;
    }

    /** Footprint operations (accesses, monitor acquisitions and releases, unparks) against another operation. */
    private static boolean partOps(Op x, Op y) {
        if (accessLike(x.kind) && accessLike(y.kind)) return conflict(x, y);
        if (x.kind == Op.ACQUIRE && y.kind == Op.ACQUIRE) return x.sameLocation(y);
        if ((x.kind == Op.PARK && y.kind == Op.UNPARK) || (x.kind == Op.UNPARK && y.kind == Op.PARK)) return x.sameLocation(y);
        if (startAndUnpark(x, y)) return true;
        if (y.kind == Op.EVENT) return eventDependent(x, y);
        return statusDependent(y, x);
    }

    /** Whether step took or gave (kind) the monitor of monitorOf, as its own operation or in its footprint. */
    private static boolean locks(Op step, int kind, Op monitorOf) {
        for (Op p : step.parts(kind)) if (p.sameLocation(monitorOf)) return true;
        return false;
    }

    private static boolean dependentOps(Op a, Op b) {
        if (a.wake == Op.WAKE_TIMEOUT && blocksOrEnds(b) || b.wake == Op.WAKE_TIMEOUT && blocksOrEnds(a)) return true;
        if (a.halts != 0 || b.halts != 0) return halting(a, b);
        if (statusDependent(a, b) || statusDependent(b, a)) return true;
        if (a.kind == Op.EVENT || b.kind == Op.EVENT) return eventDependent(a, b);
        if (accessLike(a.kind) && accessLike(b.kind)) return conflict(a, b);
        if (a.kind == Op.ACQUIRE && b.kind == Op.ACQUIRE) return a.sameLocation(b);
        if ((a.kind == Op.PARK && b.kind == Op.UNPARK) || (a.kind == Op.UNPARK && b.kind == Op.PARK)) return a.sameLocation(b);
        // a start's further sides: the liveness reads of the threads started before it, when the
        // program can ask for the peak thread count (the natives' ManagementNatives.startSides)
        if (a.kind == Op.START && a.also != null && accessLike(b.kind) && conflict(a.also, b)) return true;
        if (b.kind == Op.START && b.also != null && accessLike(a.kind) && conflict(b.also, a)) return true;
        return startAndUnpark(a, b);
    }

    /**
     * Whether o may leave its thread unable to run. An early timeout is a step only while another
     * thread can run (else time passes, see VirtualClock#advance), so it does not commute with such
     * a step: before it the waiter may time out at once, after it only when time passes. A spurious
     * wake-up commutes with it (see DporSearch: a state where only spurious wake-ups are left is a
     * deadlock, and the search takes a spurious wake-up only where a race or such a deadlock asks for
     * it).
     */
    private static boolean blocksOrEnds(Op o) {
        switch (o.kind) {
            case Op.JOIN: case Op.WAIT: case Op.PARK: case Op.SLEEP: case Op.ACQUIRE: case Op.END: return true;
            default: return false;
        }
    }

    /**
     * An unpark of a thread before its start is lost, after it gives a permit; a thread's liveness
     * (isAlive, a join) read before its start is false, after it true: the start does not commute
     * with either (the start is on the thread's permit, liveness reads on KEY_ALIVE of its object).
     */
    private static boolean startAndUnpark(Op a, Op b) {
        if (a.kind != Op.START && b.kind != Op.START) return false;
        Op o = a.kind == Op.START ? b : a, start = o == a ? b : a;
        if (o.kind == Op.UNPARK) return o.sameLocation(start);
        return (o.kind == Op.READ || o.kind == Op.JOIN) && o.key == Op.KEY_ALIVE && o.hasHolder() && o.holderId() == start.holderId();
    }

    /**
     * Whether earlier (of another thread) orders later directly: a dependence, or a happens-before
     * edge that is not one (release → acquire of the monitor, start → the child's first step,
     * end → join).
     */
    static boolean ordersDirectly(Op earlier, Op later, int laterUid) {
        if (dependent(earlier, later)) return true;
        if (later.kind == Op.ACQUIRE && (earlier.kind == Op.RELEASE || earlier.kind == Op.WAIT)) return earlier.sameLocation(later);
        if (later.footprint != null || earlier.footprint != null) {
            // monitors and unparks inside linearizable JDK operations order like the steps' own
            if (later.kind == Op.ACQUIRE && locks(earlier, Op.RELEASE, later)) return true;
            if (later.footprint != null) for (Op f : later.footprint)
                if (f.kind == Op.ACQUIRE && (locks(earlier, Op.RELEASE, f) || earlier.kind == Op.WAIT && earlier.sameLocation(f))) return true;
            if (later.kind == Op.RESUME && earlier.footprint != null)
                for (Op f : earlier.footprint) if (f.kind == Op.UNPARK && f.otherUid() == laterUid) return true;
        }
        if (later.kind == Op.JOIN && earlier.kind == Op.END) return earlier.sameLocation(later);
        if (later.kind == Op.BEGIN && earlier.kind == Op.START) return earlier.otherUid() == laterUid;
        if (later.kind == Op.RESUME && earlier.kind == Op.UNPARK) return earlier.otherUid() == laterUid;
        return false;
    }

    /**
     * Events (IMUnit events, gate passes, Gates.open) are ordered among themselves, and against every
     * operation that starts, ends, blocks or unblocks a thread: a schedule or gate may hold a thread
     * back until another event happened or a thread is blocked, and the search must see what
     * enables it as a dependence.
     */
    private static boolean eventDependent(Op a, Op b) {
        Op other = a.kind == Op.EVENT ? b : a;
        switch (other.kind) {
            case Op.EVENT: case Op.BEGIN: case Op.END: case Op.START: case Op.JOIN: case Op.ACQUIRE: case Op.RELEASE:
            case Op.WAIT: case Op.PARK: case Op.UNPARK: case Op.RESUME: case Op.INIT:
                return true;
            default:
                return false;
        }
    }

    /**
     * A step that ends the VM stops the threads it outlives: every thread for System.exit, the
     * daemon threads for the end of the last non-daemon thread. Whether their steps came first is
     * observable only through what outlives the VM: output and uncaught exceptions. An operation
     * not yet executed may have either.
     */
    private static boolean halting(Op a, Op b) {
        Op h = a.halts >= b.halts ? a : b, o = h == a ? b : a;
        if (o.halts != 0) return true;
        if (h.halts != Op.HALTS_ALL && !o.daemon) return false;
        if (o.kind == Op.END) return false; // a thread's end does nothing the user can see
        return o.effects != Op.EFFECTS_NONE;
    }

    /**
     * Thread statuses (Thread.getState) are written by the VM as side effects of steps: a step that
     * changed a thread's status is dependent with reads of it.
     * Whether a thread's own step changes its status depends on the state (the monitor it stops at
     * may be free or not), so every step of a thread is dependent with reads of its status. What a
     * step not yet executed will change is unknown: it may change any.
     */
    private static boolean statusDependent(Op w, Op o) {
        if (o.key == Op.KEY_STATUS && o.isAccess()) {
            if (w.self != 0 && w.self == o.holderId()) return true;
            if (w.effects == Op.EFFECTS_UNKNOWN && !(w.kind == Op.READ && w.key == Op.KEY_STATUS)) return true;
            if (w.writesStatusOf(o.holderId())) return true;
        }
        // two steps that changed one thread's status are not dependent for that: whether a step changes
        // it depends on the state, which a reordering changes; only reads observe statuses
        return false;
    }

    /**
     * Two accesses conflict when a side of one (the op, or one of its chain of {@link Op#also}: the
     * source a bulk copy reads, the further locations of a network operation) overlaps a side of
     * the other and one of the two writes.
     */
    private static boolean conflict(Op a, Op b) {
        if (a.also == null && b.also == null && a.span == 1 && b.span == 1) return (writes(a.kind) || writes(b.kind)) && a.sameLocation(b);
        for (Op x = a; x != null; x = x.also)
            for (Op y = b; y != null; y = y.also)
                if ((writes(x.kind) || writes(y.kind)) && x.overlaps(y)) return true;
        return false;
    }

    /**
     * Kinds that read or write a location. Taking a class's initialization lock (INIT, on its
     * KEY_INIT) may write its state (start its initialization); a thread that found it initialized,
     * erroneous or being initialized only read it (a READ there).
     */
    private static boolean accessLike(int kind) {
        return kind == Op.READ || kind == Op.WRITE || kind == Op.RMW || kind == Op.END || kind == Op.INIT;
    }

    private static boolean writes(int kind) {
        return kind == Op.WRITE || kind == Op.RMW || kind == Op.END || kind == Op.INIT;
    }
}
