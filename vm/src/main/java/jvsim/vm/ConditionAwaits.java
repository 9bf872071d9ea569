package jvsim.vm;

import java.util.IdentityHashMap;
import java.util.Map;

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

    /** The fields and the enqueue method of one ConditionObject class, resolved once per VM. */
    record Layout(VmField outer, VmField firstWaiter, VmField nextWaiter, VmField waiter, VmField status, VmMethod enqueue) {
        static Layout of(VmClass condition) {
            VmField outer = condition.declaredField("this$0", null);
            VmField first = condition.declaredField("firstWaiter", null);
            if (outer == null || first == null) return null;
            VmClass node = condition.vm.classes.forDescriptor(first.desc);
            VmClass sync = condition.vm.classes.forDescriptor(outer.desc);
            VmField next = node.lookupField("nextWaiter", null);
            VmField waiter = node.lookupField("waiter", "Ljava/lang/Thread;");
            VmField status = node.lookupField("status", "I");
            VmMethod enqueue = null;
            for (VmClass c = sync; c != null && enqueue == null; c = c.superclass)
                for (VmMethod m : c.declaredMethods)
                    if (m.name.equals("enqueue") && !m.isStatic() && m.desc.endsWith(")V") && m.desc.indexOf(';') == m.desc.length() - 3) { enqueue = m; break; }
            if (next == null || waiter == null || status == null || enqueue == null) return null;
            return new Layout(outer, first, next, waiter, status, enqueue);
        }
    }

    /** A program's await t is parked in: the condition, t's node on it, and their layout. */
    record Await(VmObject condition, VmObject node, Layout layout) {}

    /** Each ConditionObject class's layout (null: not one this knows), resolved once per VM. */
    static final class Layouts {
        private final Map<VmClass, Layout> resolved = new IdentityHashMap<>();

        Layout of(VmClass condition) {
            if (!resolved.containsKey(condition)) resolved.put(condition, Layout.of(condition));
            return resolved.get(condition);
        }
    }

    /**
     * The await of a JDK condition the program's own code called and t is parked in, its node still
     * on the condition (not yet signalled), or null: the frame just above t's first frame of the
     * program is a ConditionObject's await method.
     */
    static Await of(VmThread t) {
        if (t.blockPhase != 1 || t.blockedOn != null || !"parked".equals(t.waitReason)) return null;
        Frame callee = null;
        for (Frame f = t.top; f != null; callee = f, f = f.caller) {
            if (f.method.owner.jdk) continue;
            if (callee == null || !callee.method.name.startsWith("await") || callee.method.isStatic()) return null;
            String owner = callee.method.owner.name;
            if (!owner.equals("java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject")
                    && !owner.equals("java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject")) return null;
            Layout l = t.vm.conditionLayouts.of(callee.method.owner);
            VmObject condition = callee.r[0];
            if (l == null || condition == null) return null;
            for (VmObject n = condition.r[l.firstWaiter.slot]; n != null; n = n.r[l.nextWaiter.slot])
                if (n.r[l.waiter.slot] == t.threadObj && (n.p[l.status.slot] & COND) != 0) return new Await(condition, n, l);
            return null;
        }
        return null;
    }

    /**
     * The wake-up step of a spurious return of a: t's node leaves the condition now, and t, before
     * it goes on in the park it returns from, puts it on the synchronizer's queue.
     */
    static void wake(VmThread t, Await a) {
        Vm vm = t.vm;
        vm.heap.touch(a.node);
        a.node.p[a.layout.status.slot] &= ~COND;
        Frame f = vm.interpreter.pushFrame(t, a.layout.enqueue, Frame.INSERTED);
        f.r[0] = a.condition.r[a.layout.outer.slot];
        f.r[1] = a.node;
    }

    /** The wake-up step's access to the node's status (for the search's dependences), chained to op. */
    static void footprint(Op op, Await a) {
        op.chain(op.side(Op.RMW, a.node, a.layout.status.key, 1, "status of a condition's waiter", true));
    }
}
