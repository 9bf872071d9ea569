package jvsim.search;

import jvsim.vm.Op;

/**
 * When two operations of different threads do not commute: accesses to one location where one
 * writes (a thread's end writes its liveness, read by isAlive), acquisitions of one monitor, and
 * park against unpark of one thread. Releases, starts, joins and wake-ups create happens-before
 * edges instead (see {@link HappensBefore}); begin, resume, sleep and yield touch nothing.
 */
final class Dependence {
    private Dependence() {}

    static boolean dependent(Op a, Op b) {
        if (a.halts != 0 || b.halts != 0) return halting(a, b);
        if (a.kind == Op.EVENT || b.kind == Op.EVENT) return eventDependent(a, b);
        if (accessLike(a.kind) && accessLike(b.kind)) return (writes(a.kind) || writes(b.kind)) && a.sameLocation(b);
        if (a.kind == Op.ACQUIRE && b.kind == Op.ACQUIRE) return a.sameLocation(b);
        if ((a.kind == Op.PARK && b.kind == Op.UNPARK) || (a.kind == Op.UNPARK && b.kind == Op.PARK)) return a.sameLocation(b);
        return false;
    }

    /**
     * Whether earlier (of another thread) orders later directly: a dependence, or a happens-before
     * edge that is not one (release → acquire of the monitor, start → the child's first step,
     * end → join).
     */
    static boolean ordersDirectly(Op earlier, Op later, int laterUid) {
        if (dependent(earlier, later)) return true;
        if (later.kind == Op.ACQUIRE && (earlier.kind == Op.RELEASE || earlier.kind == Op.WAIT)) return earlier.sameLocation(later);
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
            case Op.WAIT: case Op.PARK: case Op.UNPARK: case Op.RESUME:
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

    private static boolean accessLike(int kind) {
        return kind == Op.READ || kind == Op.WRITE || kind == Op.RMW || kind == Op.END;
    }

    private static boolean writes(int kind) {
        return kind == Op.WRITE || kind == Op.RMW || kind == Op.END;
    }
}
