package jvsim.search;

import static jvsim.search.Ops.L;
import static jvsim.search.Ops.X;
import static jvsim.search.Ops.Y;
import static jvsim.search.Ops.read;
import static jvsim.search.Ops.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Optimal DPOR's wakeup trees: insertion of a reversal, covering by weak initials and by sleeping threads. */
class WakeupTreeTest {
    /** A tree whose first branch is thread 1 with op (the thread explored first from the state). */
    private static WakeupTree exploring(int uid, jvsim.vm.Op op) {
        WakeupTree t = new WakeupTree();
        t.branches.add(new WakeupTree.Branch(uid, op));
        return t;
    }

    @Test
    void aReversalOfARaceIsAddedBesideTheBranchItReverses() {
        Ops.Execution e = new Ops.Execution();
        e.add(1, write(X));
        int k = e.add(2, write(X));
        WakeupTree t = exploring(1, write(X));
        assertEquals(WakeupTree.Insertion.INSERTED, t.insert(e, List.of(k), Map.of()));
        assertEquals("[1, 2]", t.toString());
        assertEquals(WakeupTree.Insertion.COVERED, t.insert(e, List.of(k), Map.of()), "inserted once");
        assertEquals("[1, 2]", t.toString());
    }

    @Test
    void aBranchWhoseStepCommutesWithTheSequenceCoversItAtALeaf() {
        Ops.Execution e = new Ops.Execution();
        e.add(1, read(Y));
        int k = e.add(2, write(X));
        WakeupTree t = exploring(1, read(Y));
        // thread 1's read of y commutes with 2's write of x: exploring 1 first already covers "2 first"
        assertEquals(WakeupTree.Insertion.COVERED, t.insert(e, List.of(k), Map.of()));
        assertEquals("[1]", t.toString());
    }

    @Test
    void aSequenceIsInsertedAsAPathAndSharesItsBeginning() {
        Ops.Execution e = new Ops.Execution();
        int a = e.add(2, read(Y)), b = e.add(3, write(X)), c = e.add(4, write(X));
        WakeupTree t = new WakeupTree();
        assertEquals(WakeupTree.Insertion.INSERTED, t.insert(e, List.of(a, b), Map.of()));
        assertEquals("[2 [3]]", t.toString());
        // 3's write of x alone: 2 (a read of y) is a weak initial of it, then 3 is its first event
        assertEquals(WakeupTree.Insertion.COVERED, t.insert(e, List.of(b), Map.of()));
        // 2 then 4's write of x, which conflicts with 3's: a second branch below 2
        assertEquals(WakeupTree.Insertion.INSERTED, t.insert(e, List.of(a, c), Map.of()));
        assertEquals("[2 [3, 4]]", t.toString());
    }

    @Test
    void aSleepingThreadThatCouldStartTheSequenceMeansItWasExplored() {
        Ops.Execution e = new Ops.Execution();
        int k = e.add(2, write(X));
        WakeupTree t = new WakeupTree();
        assertEquals(WakeupTree.Insertion.ASLEEP, t.insert(e, List.of(k), Map.of(1, write(Y))), "1's write of y commutes with it");
        assertTrue(t.isEmpty());
        assertEquals(WakeupTree.Insertion.INSERTED, t.insert(e, List.of(k), Map.of(1, read(X))), "1's read of x does not");
        assertEquals("[2]", t.toString());
    }

    @Test
    void aThreadOrderedAfterAnotherInTheSequenceIsNoWeakInitial() {
        Ops.Execution e = new Ops.Execution();
        int a = e.add(1, Ops.release(L)), b = e.add(2, Ops.acquire(L));
        e.edge(a, b);
        assertFalse(e.weakInitial(List.of(a, b), 2, Ops.acquire(L)));
        assertTrue(e.weakInitial(List.of(a, b), 1, Ops.release(L)));
        assertEquals(List.of(1), e.initials(List.of(a, b)));
        Ops.Execution unordered = new Ops.Execution();
        int c = unordered.add(2, read(X)), d = unordered.add(1, read(Y));
        assertEquals(List.of(2, 1), unordered.initials(List.of(c, d)));
    }

    @Test
    void exploringAThreadFirstIsCoveredByItsBranchOrByAStepThatCommutes() {
        WakeupTree t = exploring(1, write(X));
        t.exploreFirst(2, read(Y), 1, write(X));
        assertEquals("[1]", t.toString(), "what 1 did (write x) commutes with 2's read of y");
        t.exploreFirst(2, read(X), 1, write(X));
        assertEquals("[1, 2]", t.toString());
        t.exploreFirst(2, read(X), 1, write(X));
        assertEquals("[1, 2]", t.toString(), "2 is there");
        WakeupTree u = exploring(1, write(X));
        u.exploreFirst(3, read(Y), 1, null);
        assertEquals("[1, 3]", u.toString(), "what the chosen thread did unknown: only a branch of 3 covers it");
    }

    @Test
    void branchesKeepNoReferenceIntoTheVm() {
        WakeupTree.Branch b = new WakeupTree.Branch(1, write(X));
        assertEquals(null, b.op.obj);
        assertEquals(X.id, b.op.holderId());
    }
}
