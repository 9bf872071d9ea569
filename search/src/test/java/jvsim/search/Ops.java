package jvsim.search;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jvsim.vm.Op;
import jvsim.vm.TestOps;
import jvsim.vm.VmObject;

/** Operations on a few shared locations, and a hand-made execution order, for the DPOR unit tests. */
final class Ops {
    private Ops() {}

    /** Three objects, each holding one field: x, y and the monitor L. */
    static final VmObject X = TestOps.holder(101), Y = TestOps.holder(102), L = TestOps.holder(103);

    static Op read(VmObject o) { return TestOps.op(Op.READ, o, 0); }

    static Op write(VmObject o) { return TestOps.op(Op.WRITE, o, 0); }

    static Op acquire(VmObject o) { return TestOps.op(Op.ACQUIRE, o, Op.KEY_MONITOR); }

    static Op release(VmObject o) { return TestOps.op(Op.RELEASE, o, Op.KEY_MONITOR); }

    /**
     * An execution given by hand: event i is thread threads[i] running ops[i]; happens-before is
     * program order and the edges added (not closed transitively: add what the test needs).
     */
    static final class Execution implements EventOrder {
        final List<Integer> threads = new ArrayList<>();
        final List<Op> ops = new ArrayList<>();
        private final Set<Long> edges = new HashSet<>();

        /** Appends event (thread, op); returns its number. */
        int add(int thread, Op op) {
            threads.add(thread);
            ops.add(op);
            return ops.size() - 1;
        }

        /** Event a happens before event b. */
        Execution edge(int a, int b) {
            edges.add((long) a << 32 | b);
            return this;
        }

        @Override public int thread(int e) { return threads.get(e); }

        @Override public Op op(int e) { return ops.get(e); }

        @Override public boolean precedes(List<Integer> seq, int a, int b) {
            return a < b && (threads.get(a).equals(threads.get(b)) || edges.contains((long) a << 32 | b));
        }
    }
}
