package jvsim.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import jvsim.vm.Op;
import jvsim.vm.Scheduler;
import jvsim.vm.VmThread;

/**
 * Source-DPOR with sleep sets (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014), stateless: every
 * execution replays a recorded prefix from the start snapshot. After each execution, every race
 * (two dependent operations of different threads, not otherwise ordered) adds, at the state before
 * the first operation, a thread that can start the reversed order, unless one is already there.
 * Sleep sets keep already-explored orders from being explored again; an execution whose every
 * enabled thread is asleep is abandoned and counted as blocked.
 */
public final class DporSearch extends Search {
    /** The state before one step of the current execution. */
    private static final class Node {
        /** Enabled threads (uid to pending operation), in thread order. */
        final Map<Integer, Op> enabled = new LinkedHashMap<>();
        /** Threads to explore from here (explored ones included). */
        final TreeSet<Integer> backtrack = new TreeSet<>();
        /** Threads whose next operation need not be explored from here (uid to operation). */
        final Map<Integer, Op> sleep = new HashMap<>();
        int chosen;
        /** The operation the chosen thread performed here (a failed compare-and-set only reads). */
        Op executed;
    }

    private final List<Node> stack = new ArrayList<>();

    /** Ends an execution whose enabled threads are all asleep. */
    private static final class SleepBlocked extends RuntimeException {
        SleepBlocked() { super(null, null, false, false); }
    }

    @Override protected void explore() {
        while (true) {
            Run run = new Run();
            try {
                Execution e = executor.run(run);
                run.analyze();
                finished(e);
            } catch (SleepBlocked b) {
                run.analyze();
                result.blocked++;
                checkLimits();
            }
            if (!backtrack()) return;
        }
    }

    /** Moves to the deepest state with an unexplored thread in its backtrack set; false when none. */
    private boolean backtrack() {
        while (!stack.isEmpty()) {
            Node n = stack.get(stack.size() - 1);
            n.sleep.put(n.chosen, n.executed != null ? n.executed : n.enabled.get(n.chosen));
            for (int p : n.backtrack) {
                if (!n.sleep.containsKey(p) && n.enabled.containsKey(p)) {
                    n.chosen = p;
                    return true;
                }
            }
            stack.remove(stack.size() - 1);
        }
        return false;
    }

    /** One execution: replays the stack's choices, then extends it. */
    private final class Run implements Scheduler.Strategy {
        private int depth;
        private Map<Integer, Op> sleep = new HashMap<>();
        private final List<Integer> childUids = new ArrayList<>();
        private final List<Op> ops = new ArrayList<>();
        private final List<Integer> uids = new ArrayList<>();
        private int lastUid = -1;
        private boolean yielded;

        @Override public VmThread choose(List<VmThread> enabled) {
            Node n;
            if (depth < stack.size()) {
                n = stack.get(depth);
            } else {
                n = new Node();
                for (VmThread t : enabled) n.enabled.put(t.uid, t.pending.copy());
                n.sleep.putAll(sleep);
                int pick = -1;
                // keep running the last thread (fewer context switches), unless it yielded
                if (n.enabled.containsKey(lastUid) && !n.sleep.containsKey(lastUid) && !yielded) pick = lastUid;
                else for (int u : n.enabled.keySet()) if (!n.sleep.containsKey(u) && (u != lastUid || !yielded)) { pick = u; break; }
                if (pick < 0 && n.enabled.containsKey(lastUid) && !n.sleep.containsKey(lastUid)) pick = lastUid;
                if (pick < 0) throw new SleepBlocked();
                n.chosen = pick;
                n.backtrack.add(pick);
                stack.add(n);
                result.states++;
            }
            depth++;
            for (VmThread t : enabled) if (t.uid == n.chosen) return t;
            throw new IllegalStateException("jvsim: nondeterministic re-execution: thread " + n.chosen + " not enabled at depth " + depth);
        }

        @Override public void executed(VmThread t, Op op) {
            Node n = stack.get(depth - 1);
            n.executed = op;
            // the child's sleep set: sleeping threads whose next operation commutes with op
            Map<Integer, Op> next = new HashMap<>();
            for (Map.Entry<Integer, Op> s : n.sleep.entrySet())
                if (s.getKey() != t.uid && !Dependence.dependent(s.getValue(), op)) next.put(s.getKey(), s.getValue());
            sleep = next;
            ops.add(op);
            uids.add(t.uid);
            childUids.add(op.kind == Op.START && op.other != null ? op.other.uid : 0);
            lastUid = t.uid;
            yielded = op.kind == Op.YIELD || op.kind == Op.SLEEP;
        }

        /** Race analysis of the execution: adds backtrack points. */
        void analyze() {
            HappensBefore hb = new HappensBefore();
            for (int k = 0; k < ops.size(); k++) {
                List<Integer> races = hb.add(uids.get(k), childUids.get(k), ops.get(k));
                for (int j : races) addBacktrack(hb, j, k);
            }
        }

        /** For race (j, k): at the state before j, make sure some thread that can start "k before j" is explored. */
        private void addBacktrack(HappensBefore hb, int j, int k) {
            if (j >= stack.size()) return;
            Node n = stack.get(j);
            // v = events after j not ordered after j, then k; its initials are threads whose first event in v has no predecessor in v
            List<Integer> v = new ArrayList<>();
            for (int l = j + 1; l < k; l++) if (!hb.before(j, l)) v.add(l);
            v.add(k);
            List<Integer> initials = new ArrayList<>();
            for (int a = 0; a < v.size(); a++) {
                int l = v.get(a);
                int u = hb.threads.get(l);
                if (initials.contains(u)) continue;
                boolean first = true;
                for (int b = 0; b < a && first; b++) first = !hb.before(v.get(b), l);
                if (first) initials.add(u);
            }
            for (int u : initials) if (n.backtrack.contains(u)) return;
            int q = hb.threads.get(k);
            int pick = initials.contains(q) && n.enabled.containsKey(q) ? q : -1;
            if (pick < 0) for (int u : initials) if (n.enabled.containsKey(u)) { pick = u; break; }
            if (pick >= 0) n.backtrack.add(pick);
            else n.backtrack.addAll(n.enabled.keySet()); // no initial is enabled here: explore everything
        }
    }
}
