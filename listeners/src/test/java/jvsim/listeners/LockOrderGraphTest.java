package jvsim.listeners;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LockOrderGraphTest {
    private final LockOrderGraph g = new LockOrderGraph();

    /** Thread uid takes the locks in order, each while holding all the earlier ones, then releases them all. */
    private void nested(int uid, long... locks) {
        List<HeldLocks.Held> held = new ArrayList<>();
        for (long l : locks) {
            g.acquired(uid, "T" + uid, l, "L" + l, "site" + uid + "." + l, held);
            held.add(new HeldLocks.Held(l, "L" + l, "site" + uid + "." + l));
        }
    }

    private List<String> cycles() {
        List<String> out = new ArrayList<>();
        for (LockOrderGraph.Edge[] c : g.inversions()) {
            out.add(String.join(" ", Arrays.stream(c).map(e -> e.thread() + ":" + e.from() + ">" + e.to()).toList()));
        }
        return out;
    }

    @Test
    void cyclesOfAnyLengthAcrossThreadsOnceEach() {
        nested(3, 1, 2);
        nested(1, 2, 3);
        nested(2, 3, 1);
        nested(4, 3, 1); // the same cycle with another thread closing it: the same locks, reported once
        assertEquals(List.of("T1:2>3 T2:3>1 T3:1>2"), cycles());
    }

    @Test
    void twoLockInversionsAndFourLockCycles() {
        nested(1, 10, 11);
        nested(2, 11, 10);
        nested(3, 20, 21);
        nested(4, 21, 22);
        nested(5, 22, 23);
        nested(6, 23, 20);
        assertEquals(List.of("T1:10>11 T2:11>10", "T3:20>21 T4:21>22 T5:22>23 T6:23>20"), cycles());
    }

    @Test
    void oneThreadsCycleIsNoDeadlock() {
        nested(1, 1, 2);
        nested(1, 2, 3);
        nested(1, 3, 1);
        nested(2, 5);
        assertEquals(List.of(), cycles());
    }

    @Test
    void aLockHeldAroundEveryEdgeGuardsTheCycle() {
        nested(1, 9, 1, 2);
        nested(2, 9, 2, 3);
        nested(3, 9, 3, 1);
        // the gate edges (9 -> 1, 1 -> 2 taken under 9, ...) form no cycle without it
        assertEquals(List.of(), cycles());
        nested(4, 3, 1); // without the gate, but T1 and T2 still share it
        assertEquals(List.of(), cycles());
        nested(6, 2, 3); // T1 (gate), T6 and T4 hold no lock in common: a cycle
        assertEquals(List.of("T1:1>2 T6:2>3 T4:3>1"), cycles());
    }
}
