package jvsim.vm;

/**
 * Spurious returns of a {@code Condition.await} the program called (--spurious-wakeups). The
 * {@code Condition} documentation allows an await to return without a signal; the JDK's own
 * conditions (AbstractQueuedSynchronizer's and AbstractQueuedLongSynchronizer's ConditionObject)
 * loop on their node until it is signalled, so a spurious return of the park inside them is
 * invisible. A spurious return of the await itself is the effect of a signal of the waiter's own
 * node by nobody: the node leaves the condition (its COND bit cleared, in the wake-up step, so a
 * later signal passes it by as it passes a cancelled waiter) and joins the lock's queue (the
 * synchronizer's own {@code enqueue}, run by the waiter as it resumes), after which the await
 * re-acquires the lock and returns normally, as after a signal.
 */
final class ConditionAwaits {
    private ConditionAwaits() {}

    /** AbstractQueuedSynchronizer.COND (the same in AbstractQueuedLongSynchronizer, JDK 17 to 25). */
    private static final int COND = 2;

    /** A program's await t is parked in: the condition, t's node on it, and their class library's symbols. */
    record Await(VmObject condition, VmObject node, WellKnown.ConditionSymbols symbols) {}

    /**
     * The await of a JDK condition the program's own code called and t is parked in, its node still
     * on the condition (not yet signalled), or null: the frame just above t's first frame of the
     * program is a ConditionObject's await method.
     */
    static Await of(VmThread t) {
        Frame callee = null, f = t.top;
        for (; f != null && f.method.owner.jdk; callee = f, f = f.caller) {}
        return at(t, f, callee);
    }

    /** Whether t is parked (blocked in LockSupport.park), as in an await. */
    static boolean parked(VmThread t) {
        return t.blockPhase == VmThread.BlockPhase.WAITING && t.blockedOn == null && "parked".equals(t.waitReason);
    }

    /**
     * {@link #of}, given t's first frame of the program (null: none) and the frame it calls (null:
     * none), as {@link Threads#spuriousWakeup} finds them in its walk of t's stack.
     */
    static Await at(VmThread t, Frame program, Frame callee) {
        if (!parked(t) || program == null || callee == null || !callee.method.name.startsWith("await") || callee.method.isStatic()) return null;
        WellKnown.ConditionSymbols symbols = null;
        for (WellKnown.ConditionSymbols c : t.vm.known.conditions) if (c.condition().ifLoaded() == callee.method.owner) symbols = c;
        VmObject condition = callee.r[0];
        if (symbols == null || condition == null) return null;
        for (VmObject n = symbols.firstWaiter().get(condition); n != null; n = symbols.nextWaiter().get(n))
            if (symbols.waiter().get(n) == t.threadObj && (symbols.status().get(n) & COND) != 0) return new Await(condition, n, symbols);
        return null;
    }

    /**
     * The wake-up step of a spurious return of a: t's node leaves the condition now, and t, before
     * it goes on in the park it returns from, puts it on the synchronizer's queue.
     */
    static void wake(VmThread t, Await a) {
        Vm vm = t.vm;
        VmField status = a.symbols.status().field();
        vm.heap.touch(a.node);
        a.node.p[status.slot] &= ~COND;
        Frame f = vm.interpreter.pushFrame(t, a.symbols.enqueue(), Frame.INSERTED);
        f.r[0] = a.symbols.outer().get(a.condition);
        f.r[1] = a.node;
    }

    /** The wake-up step's access to the node's status (for the search's dependences), chained to op. */
    static void footprint(Op op, Await a) {
        op.chain(op.side(Op.RMW, a.node, a.symbols.status().field().key, 1, "status of a condition's waiter", true));
    }
}
