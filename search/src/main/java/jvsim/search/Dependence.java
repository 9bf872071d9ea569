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
        if (accessLike(a.kind) && accessLike(b.kind)) return (writes(a.kind) || writes(b.kind)) && a.sameLocation(b);
        if (a.kind == Op.ACQUIRE && b.kind == Op.ACQUIRE) return a.sameLocation(b);
        if ((a.kind == Op.PARK && b.kind == Op.UNPARK) || (a.kind == Op.UNPARK && b.kind == Op.PARK)) return a.sameLocation(b);
        return false;
    }

    private static boolean accessLike(int kind) {
        return kind == Op.READ || kind == Op.WRITE || kind == Op.RMW || kind == Op.END;
    }

    private static boolean writes(int kind) {
        return kind == Op.WRITE || kind == Op.RMW || kind == Op.END;
    }
}
