package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvsim.vm.Op;

/**
 * Optimal DPOR's wakeup tree of one state (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014 / JACM
 * 2017): ordered sequences of steps still to explore from the state, sharing their common
 * beginnings; the first branch is the one being explored. A race's reversal is inserted as a whole
 * sequence unless a thread asleep at the state, or a branch already there, could start it without
 * changing its trace (a weak initial, {@link EventOrder#weakInitial}).
 */
final class WakeupTree {
    /** A thread's next step (its operation, detached from the VM) and the subtree that follows it. */
    static final class Branch {
        final int uid;
        final Op op;
        final WakeupTree subtree = new WakeupTree();

        Branch(int uid, Op op) { this.uid = uid; this.op = op.detached(); }
    }

    final List<Branch> branches = new ArrayList<>(2);

    boolean isEmpty() { return branches.isEmpty(); }

    /** The branch being explored (the first). */
    Branch first() { return branches.get(0); }

    /** What {@link #insert} did with a sequence. */
    enum Insertion {
        /** A thread asleep at the state could start it: its trace was explored already. */
        ASLEEP,
        /** The tree already covers it. */
        COVERED,
        /** Added as a new path. */
        INSERTED
    }

    /**
     * Inserts the sequence of events v (of the execution order) unless a thread asleep at the state
     * (sleep: uid to next operation) could start it, or the tree covers it: a branch whose thread
     * is a weak initial of what is left of v, down to a leaf or to v's end.
     */
    Insertion insert(EventOrder order, List<Integer> v, Map<Integer, Op> sleep) {
        for (Map.Entry<Integer, Op> s : sleep.entrySet()) if (order.weakInitial(v, s.getKey(), s.getValue())) return Insertion.ASLEEP;
        List<Integer> rest = new ArrayList<>(v);
        WakeupTree level = this;
        while (true) {
            Branch match = null;
            for (Branch w : level.branches) {
                if (order.weakInitial(rest, w.uid, w.op)) { match = w; break; }
            }
            if (match == null) break;
            int at = order.firstOf(rest, match.uid);
            if (at >= 0) rest.remove(at);
            if (rest.isEmpty() || match.subtree.isEmpty()) return Insertion.COVERED;
            level = match.subtree;
        }
        for (int l : rest) {
            Branch w = new Branch(order.thread(l), order.op(l));
            level.branches.add(w);
            level = w.subtree;
        }
        return Insertion.INSERTED;
    }

    /**
     * Makes the state also explore thread u (next operation op) first, unless a branch covers that:
     * one of u, or, given chosenOp (what the state's chosen thread chosen did there; null: unknown),
     * one whose first operation is independent of op.
     */
    void exploreFirst(int u, Op op, int chosen, Op chosenOp) {
        boolean covered = false;
        for (Branch w : branches) {
            Op first = w.uid == chosen ? chosenOp : w.op;
            covered |= w.uid == u || chosenOp != null && !Dependence.dependent(first, op);
        }
        if (!covered) branches.add(new Branch(u, op));
    }

    /** The tree as nested lists of thread uids, e.g. "[1 [2], 2]", for tests and debugging. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < branches.size(); i++) {
            Branch w = branches.get(i);
            b.append(i == 0 ? "" : ", ").append(w.uid);
            if (!w.subtree.isEmpty()) b.append(' ').append(w.subtree);
        }
        return b.append(']').toString();
    }
}
