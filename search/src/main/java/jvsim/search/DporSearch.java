package jvsim.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import jvsim.vm.Op;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Dynamic partial-order reduction, stateless: every execution replays a recorded prefix from the
 * start snapshot. After each execution, every race (two dependent operations of different
 * threads, not otherwise ordered by happens-before) makes the search explore the reversed order
 * from the state before the first operation. Sleep sets keep explored orders from being explored
 * again. Two variants (Abdulla, Aronis, Jonsson, Sagonas, POPL 2014 / JACM 2017):
 * <ul>
 * <li>optimal (the default): the reversal is inserted as a whole sequence into the state's
 *     wakeup tree, and followed exactly, so no execution is ever blocked by its sleep set and
 *     exactly one execution per Mazurkiewicz trace is explored;</li>
 * <li>source: only one thread that can start the reversal is added to the state's backtrack set;
 *     executions whose enabled threads are all asleep are abandoned (counted as blocked).</li>
 * </ul>
 * Both, bounded partial-order reduction ({@link #bounded}) and the probes share this class's core:
 * the stack of states, one execution's recording and race analysis ({@link HappensBefore}) and the
 * backtracking. Each variant's own algorithm is a class of its own: {@link WakeupTree} (optimal),
 * {@link SourceSets} (source and bounded), {@link SleepSets}, {@link DporProbes}.
 */
public final class DporSearch extends Search {
    private final boolean optimal;
    /**
     * Debugging aid (-Djvsim.strict=true): fail when a planned step's thread is not enabled, which
     * means the dependence or happens-before relation missed something, unless a listener (an
     * IMUnit schedule, a gate) holds threads back: then a reversal may need a held thread. A step
     * that is not enabled is otherwise dropped.
     */
    static final boolean STRICT = Boolean.getBoolean("jvsim.strict");
    /**
     * Debugging aid (-Djvsim.traceRaces=true): every race reversed is printed on stderr, "RACE
     * uid:step <> uid:step ON [conflicting parts]", each step with the JDK method the program called.
     */
    static final boolean TRACE_RACES = Boolean.getBoolean("jvsim.traceRaces");

    /** A step for the race trace: its operation and the JDK method the program called (or where it is). */
    private static String traced(Op o) {
        return o.describe() + " @" + (o.api != null ? o.api.owner.javaName() + "." + o.api.name : o.where());
    }

    /** The pairs of parts (own operation or footprint) of steps a and b that are dependent, for the race trace. */
    private static String conflicts(Op a, Op b) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (Op x : partsOf(a)) for (Op y : partsOf(b)) if (Dependence.dependent(x, y)) out.add(x.describe() + "/" + y.describe());
        return out.toString();
    }

    /** A step's own operation and its footprint's, each alone (no footprint, as executed). */
    private static List<Op> partsOf(Op step) {
        List<Op> out = new ArrayList<>();
        out.add(step);
        if (step.footprint != null) out.addAll(step.footprint);
        for (int i = 0; i < out.size(); i++) {
            Op x = out.get(i).copy();
            x.footprint = null;
            x.region = false;
            if (x.effects == Op.EFFECTS_UNKNOWN) x.effects = Op.EFFECTS_NONE;
            out.set(i, x);
        }
        return out;
    }

    /** The sampled executions beside the exhaustive search (none when constructed with probes 0). */
    private final DporProbes probes;

    /** Bounded partial-order reduction: the most preemptions an execution may have (source-DPOR only), or null: no bound. */
    private final Integer preemptions;
    /** An execution was left out because it needed more preemptions than the bound. */
    private boolean cut;

    /** Optimal DPOR, without probes. */
    public DporSearch() { this(true); }

    /** Optimal DPOR (true) or source-DPOR (false), without probes. */
    public DporSearch(boolean optimal) { this(optimal, 0); }

    /**
     * Optimal DPOR (true) or source-DPOR (false); with probes &gt; 0, sampled executions beside
     * the exhaustive search: one after each of its first {@link #EAGER_PROBES} executions, then
     * one after every probes executions. A probe runs from the start under one of three samplers
     * taking turns, all drawing from one generator seeded by --seed: partial order sampling
     * ({@link PosSearch}), a selectively uniform random walk ({@link SurwSearch}) and thread
     * bounding over two threads ({@link TbSearch}); SURW and TB learn from every execution, the
     * DPOR ones included (the racy locations, the threads). They find bugs that need a
     * preemption early in a long execution far sooner than the depth-first order, which reverses
     * the races near the end first; the three take turns because each is the fastest on some
     * bugs (POS on lost notifications, SURW on check-then-act in pool tasks, TB on three-thread
     * blocking bugs). With a priority ({@link SearchConfig#priority}) a fourth sampler takes its
     * turn, {@link PrioritizedWalk}. Probes count as executions; the exhaustive search is not changed by them,
     * so when it ends every Mazurkiewicz trace was explored, as without probes.
     */
    public DporSearch(boolean optimal, int probes) { this(optimal, probes, null); }

    private DporSearch(boolean optimal, int probes, Integer preemptions) {
        this.optimal = optimal;
        this.probes = new DporProbes(probes);
        this.preemptions = preemptions;
    }

    /**
     * Bounded partial-order reduction (after Coons, Musuvathi and McKinley, OOPSLA 2013) for
     * preemption bounding: source-DPOR's backtrack sets, without sleep sets, exploring only
     * executions of at most preemptions preemptions (counted as {@code icb} counts them: a switch
     * away from a thread that could go on and does not yield; null: no bound), with conservative
     * backtracking points: a race reversed at the state before step j is also reversed at every
     * state of the run of steps of j's thread that j is part of, from where that run began. The
     * paper adds only the run's first state; that misses traces whose cheapest order puts the
     * racing thread's step inside the run where nothing races with it, because right after it that
     * thread blocks (a switch away from a blocked thread is free): e.g. t1 holds a lock and reads
     * x, t2 writes x and blocks on the lock, t1 writes x; every order of that trace without t2
     * blocking needs two preemptions. Why no sleep sets: a thread asleep stands for an order that
     * runs it earlier, which can need more preemptions than the order the sleep set prunes (a
     * thread moved before another one's run splits that run), so under a bound the equivalent order
     * may never be explored. Every execution explored is a different schedule within the bound, so
     * there are never more than {@code icb --preemptions} explores; that it finds everything icb
     * finds within the bound is checked on random programs (BoundedPorTest), not proven. Without a
     * bound it is sound source-DPOR without sleep sets (every Mazurkiewicz trace, some more than
     * once).
     */
    public static DporSearch bounded(Integer preemptions) {
        if (preemptions != null && preemptions < 0) throw new IllegalArgumentException("preemptions " + preemptions);
        return new DporSearch(false, 0, preemptions);
    }

    /** The options of bpor. */
    public record BoundedOptions(
            @SearchStrategy.Option(description = "explore executions of at most this many preemptions (default: all)", min = 0)
            Integer preemptions) { }

    /** The options of dpor and dpor-source. */
    public record Options(
            @SearchStrategy.Option(description = "run a sampled execution (POS, SURW, TB in turn, --seed) after each of the search's first 8 executions, then after every n, to find deep bugs early (0: none)",
                    defaultValue = "4", min = 0)
            Integer probes) { }

    /** The state before one step of the current execution. */
    private static final class Node {
        /** Enabled threads (uid to pending operation), in thread order. */
        final Map<Integer, Op> enabled = new LinkedHashMap<>();
        /** Whether a thread enabled here would wake spuriously (see spuriousRaces). */
        boolean spurious;
        /** Source-DPOR: threads to explore from here (explored ones included). */
        final TreeSet<Integer> backtrack = new TreeSet<>();
        /** Optimal DPOR: sequences still to explore from here; the first child is being explored. */
        final WakeupTree wakeup = new WakeupTree();
        /** Threads whose next operation need not be explored from here (uid to operation, detached). */
        final Map<Integer, Op> sleep = new HashMap<>();
        int chosen;
        /** The operation the chosen thread performed here (a failed compare-and-set only reads). */
        Op executed;
        /** Bounded: the thread of the step before (-1: none) and the preemptions of the steps before. */
        int prev = -1, preempted;
        /** The explored part of this state's subtree, for the estimate of the search's size. */
        SizeEstimate.Node size;

        /** Bounded: 1 if running u here preempts the previous step's thread (it could go on and does not yield), else 0. */
        int cost(int u) {
            Op p = enabled.get(prev);
            return p != null && u != prev && p.kind != Op.YIELD && p.kind != Op.SLEEP ? 1 : 0;
        }
    }

    /** Whether running u at n keeps the execution within the preemption bound (noting a cut when not). */
    private boolean withinBound(Node n, int u) {
        if (preemptions == null || n.preempted + n.cost(u) <= preemptions) return true;
        cut = true;
        return false;
    }

    private final List<Node> stack = new ArrayList<>();
    /**
     * The happens-before of the last execution analysed (null: none, or a new data assignment),
     * and how many of its steps the next execution repeats (see Run#analyze).
     */
    private HappensBefore analysed;
    private int shared;
    /** Reversals found already explored because a thread asleep at their state could start them. */
    private long coveredBySleep;

    /** How many race reversals a sleeping thread covered (the sleep-set case of the algorithms; for tests). */
    public long coveredBySleep() { return coveredBySleep; }

    /** Strict checking applies unless a listener holds threads back (then a planned step may wait for it). */
    private boolean strict() { return STRICT && executor.vm().scheduler.holders.length == 0; }

    /** Ends an execution whose enabled threads are all asleep. */
    private static final class SleepBlocked extends RuntimeException {
        SleepBlocked() { super(null, null, false, false); }
    }

    /** Values of data choices: the interleavings are explored for one assignment at a time. */
    private final DataAssignments data = new DataAssignments();

    @Override protected void explore() {
        do {
            stack.clear();
            analysed = null;
            exploreInterleavings();
            assignments.childDone(leaves);
        } while (data.next());
        // explored to its end (within the bound, for bpor): the estimate is the count
        result.estimatedExecutions = result.executions;
        if (cut) result.stoppedBy = "preemptions";
    }

    /** Executions of the exhaustive search so far (not probes, not blocked ones), the leaves of its tree. */
    private long leaves;
    /** The data assignments explored, as the children of a root above the interleavings' trees. */
    private final SizeEstimate.Node assignments = new SizeEstimate.Node(0);

    /**
     * After an execution (leaf: 1, or 0 for one abandoned sleep-set blocked or ignored by
     * Verify.assume) and its race analysis, before backtracking: the estimate of the executions the
     * whole search needs ({@link SizeEstimate}; the children still to explore at a state are its
     * wakeup sequences, or backtrack threads, not asleep), plus the probes that many executions bring.
     */
    private void estimate(long leaf) {
        leaves += leaf;
        double below = leaf;
        for (int i = stack.size() - 1; i >= 0; i--) {
            Node n = stack.get(i);
            // bounded: no sleep sets (see bounded)
            below = preemptions == null ? n.size.upSleeping(below, pending(n)) : n.size.up(below, pending(n));
        }
        double total = assignments.up(below, data.pending());
        long dpor = Math.max(leaves, Math.round(total));
        // saturated: an estimate beyond the range of a long (100 threads) overflowed to a negative one
        long withProbes = dpor + probes.probesFor(dpor);
        result.estimatedExecutions = Math.max(result.executions + leaf, withProbes < 0 ? Long.MAX_VALUE : withProbes);
    }

    /** The children of state n still to explore (the current one not counted), as {@link #backtrack} would take them. */
    private int pending(Node n) {
        int k = 0;
        if (optimal) {
            for (int i = 1; i < n.wakeup.branches.size(); i++) {
                int u = n.wakeup.branches.get(i).uid;
                if (!n.sleep.containsKey(u) && n.enabled.containsKey(u)) k++;
            }
        } else {
            for (int p : n.backtrack)
                if (p != n.chosen && !n.sleep.containsKey(p) && n.enabled.containsKey(p) && (preemptions == null || n.preempted + n.cost(p) <= preemptions)) k++;
        }
        return k;
    }

    private void exploreInterleavings() {
        while (true) {
            data.executionStarted();
            Run run = new Run();
            try {
                Execution e = executor.run(run);
                run.analyze();
                learn(e);
                estimate(e.outcome.pruned ? 0 : 1);
                finished(e);
            } catch (SleepBlocked b) {
                run.analyze();
                estimate(0);
                result.blocked++;
                checkLimits();
            }
            if (!backtrack()) return;
            // the next execution repeats this one's steps before the state backtracked to
            shared = Math.min(shared, stack.size() - 1);
            if (probes.due(result.probes)) probe();
        }
    }

    /** The first this many probes come after every DPOR execution, the later ones after every --probes. */
    public static final int EAGER_PROBES = DporProbes.EAGER;

    /** Tells the probes' samplers an execution (of either kind). */
    private void learn(Execution e) { probes.learn(e, config); }

    /** A sampled execution from the start, beside the exhaustive search (see {@link #DporSearch(boolean, int)}). */
    private void probe() {
        SchedulingStrategy sampler = probes.next(result.probes);
        result.probes++;
        Execution e = executor.run(sampler);
        learn(e);
        finished(e);
    }

    /** Moves to the deepest state with something left to explore; false when none. */
    private boolean backtrack() {
        while (!stack.isEmpty()) {
            Node n = stack.get(stack.size() - 1);
            n.size.childDone(leaves);
            n.sleep.put(n.chosen, n.executed != null ? n.executed : n.enabled.get(n.chosen));
            if (optimal) {
                List<WakeupTree.Branch> w = n.wakeup.branches;
                if (!w.isEmpty()) w.remove(0);
                while (!w.isEmpty() && (n.sleep.containsKey(w.get(0).uid) || !n.enabled.containsKey(w.get(0).uid))) {
                    if (strict() && !n.enabled.containsKey(w.get(0).uid))
                        throw new IllegalStateException("jvsim.strict: thread " + w.get(0).uid + " (" + w.get(0).op + ") of a wakeup sequence not enabled at depth " + (stack.size() - 1) + ", enabled " + n.enabled);
                    w.remove(0);
                }
                if (!w.isEmpty()) {
                    n.chosen = w.get(0).uid;
                    return true;
                }
            } else {
                for (int p : n.backtrack) {
                    if (!n.sleep.containsKey(p) && n.enabled.containsKey(p) && withinBound(n, p)) {
                        n.chosen = p;
                        return true;
                    }
                }
            }
            stack.remove(stack.size() - 1);
        }
        return false;
    }

    /** The guide of a new state that follows no wakeup sequence (never changed: a new state copies a guide's branches). */
    private static final WakeupTree NO_GUIDE = new WakeupTree();

    /** One execution: replays the stack's choices, then extends it. */
    private final class Run implements SchedulingStrategy, EventOrder {
        private int depth;
        private Map<Integer, Op> sleep = Map.of();
        /** The wakeup subtree the next new state must follow (optimal DPOR). */
        private WakeupTree guide = NO_GUIDE;
        private final List<Integer> childUids = new ArrayList<>();
        private final List<Op> ops = new ArrayList<>();
        /** Each step's operation as it was pending, before the step refined it (a failed CAS reads). */
        private final List<Op> pendingOps = new ArrayList<>();
        private final List<Integer> uids = new ArrayList<>();
        /** Per step: the step that enabled its thread for it, or -1 (see HappensBefore.add). */
        private final List<Integer> wakers = new ArrayList<>();
        /** Threads enabled by a step and not yet run since: uid to that step. */
        private final Map<Integer, Integer> wokenBy = new HashMap<>();
        private long lastClock = Long.MIN_VALUE;
        /** Threads waiting for another thread at the last choice. */
        private final java.util.BitSet waiting = new java.util.BitSet();
        /** While a race is being reversed: its second event, whose outcome may change when it moves. */
        private int moved = -1;
        private int lastUid = -1;
        private boolean yielded;
        /** With a priority: the steps whose thread the priority preferred when it was chosen (see analyze). */
        private final java.util.BitSet preferred = new java.util.BitSet();
        /** With a priority: whether it prefers the thread the last choice returned. */
        private boolean choicePreferred;
        /**
         * The threads enabled where the execution was cut at the step limit, or stopped before an
         * operation they could not make where it ended in a deadlock (uid to pending operation), or null.
         */
        private Map<Integer, Op> cut;

        @Override public VmThread choose(List<VmThread> enabled) {
            noteWakers();
            Node n;
            if (depth < stack.size()) {
                n = stack.get(depth);
            } else {
                n = new Node();
                n.size = new SizeEstimate.Node(leaves);
                for (VmThread t : enabled) {
                    n.enabled.put(t.uid, t.pending.copy());
                    n.spurious |= t.pending.isSpuriousWakeup();
                }
                n.sleep.putAll(sleep);
                if (preemptions != null) {
                    if (depth > 0) {
                        Node before = stack.get(depth - 1);
                        n.prev = before.chosen;
                        n.preempted = before.preempted + before.cost(before.chosen);
                    } else {
                        List<Step> beginning = executor.commonBeginning();
                        if (!beginning.isEmpty()) n.prev = beginning.get(beginning.size() - 1).threadUid;
                    }
                }
                if (optimal) {
                    // a thread a listener holds back (an IMUnit schedule) cannot start a reversal here, nor
                    // one that spins (jvsim.vm.SpinLoops): its last round read, before the step the race
                    // was with, what its reversed step would read, and the execution goes on from there
                    for (WakeupTree.Branch w : guide.branches) if (n.enabled.containsKey(w.uid)) n.wakeup.branches.add(w);
                    else if (strict() && !spinWaiting(w.uid)) throw new IllegalStateException("jvsim.strict: thread " + w.uid + " (" + w.op + ") of a wakeup sequence not enabled at depth " + depth + ", enabled " + n.enabled + ", threads " + threadStates());
                }
                if (!n.wakeup.isEmpty()) {
                    n.chosen = n.wakeup.first().uid;
                } else {
                    int pick = prioritizedPick(n, enabled);
                    if (pick < 0) pick = pickFresh(n);
                    if (pick < 0) throw new SleepBlocked();
                    n.chosen = pick;
                    n.backtrack.add(pick);
                    if (optimal) n.wakeup.branches.add(new WakeupTree.Branch(pick, n.enabled.get(pick)));
                }
                stack.add(n);
                result.states++;
            }
            depth++;
            for (VmThread t : enabled) if (t.uid == n.chosen) {
                choicePreferred = config.priority != null && config.priority.prefers(t);
                return t;
            }
            throw new IllegalStateException(diverged(n, enabled, depth - 1));
        }

        /**
         * The message of a re-execution that went another way than the execution it repeats: the
         * step that differed (its number, the thread and the operation it made there before) and
         * what the threads that can run do now.
         */
        private String diverged(Node n, List<VmThread> enabled, int depth) {
            Op expected = n.executed != null ? n.executed : n.enabled.get(n.chosen);
            StringBuilder b = new StringBuilder("jvsim: nondeterministic re-execution: at step ").append(depth).append(" thread ").append(n.chosen);
            b.append(expected == null ? "" : " was to " + expected.describe() + " at " + expected.where()).append(", but it cannot run there; the threads that can: ");
            return b.append(ChoicePath.threadsThatCan(enabled)).toString();
        }

        /**
         * Threads that stopped waiting for another thread in the last step (notified, interrupted,
         * unparked, a class initialization finished) are ordered after that step: they cannot move
         * before what woke them. (A thread blocked on a monitor does not wait for a thread: the
         * acquisitions race.) A thread that time woke (a timeout, a sleep's end) is ordered after
         * every step so far: in the model time passes only when no thread can run. A thread that
         * blocked in the last step counts as waiting even if time woke it before this choice.
         */
        private void noteWakers() {
            long clock = executor.vm().clockNanos;
            boolean timePassed = clock != lastClock;
            lastClock = clock;
            for (VmThread t : executor.vm().scheduler.threads()) {
                boolean w = waitsForAnother(t);
                if (w) waiting.set(t.uid);
                else if (waiting.get(t.uid)) {
                    waiting.clear(t.uid);
                    if (depth > 0) wokenBy.put(t.uid, timePassed ? HappensBefore.afterAll(depth - 1) : depth - 1);
                }
            }
        }

        private String threadStates() {
            StringBuilder b = new StringBuilder();
            for (VmThread t : executor.vm().scheduler.threads()) b.append(t.uid).append('=').append(t.state).append(t.atPoint ? " at " + t.pending : "").append("; ");
            return b.toString();
        }

        /** Whether the thread with that uid is disabled spinning (see jvsim.vm.SpinLoops). */
        private boolean spinWaiting(int uid) {
            for (VmThread t : executor.vm().scheduler.threads()) if (t.uid == uid) return t.spinWaiting();
            return false;
        }

        private boolean waitsForAnother(VmThread t) {
            // waiting to retry a blocking JDK operation: enabled by the step that writes what it read
            if (t.guarded()) return true;
            switch (t.state) {
                case WAITING: case TIMED_WAITING: return true;
                case BLOCKED: return t.blockedOnClass != null && t.blockedOnClass.initState == jvsim.vm.VmClass.INITIALIZING;
                default: return false;
            }
        }

        /**
         * With a priority (--prioritize), at a new state where the last thread could be preempted:
         * the first thread other than it that the priority keeps (in {@link ChoicePriority#order}:
         * preferred ones first) and that is not asleep (and within the preemption bound), so the
         * execution preempts where the priority says preemptions come first; -1 when none (then
         * {@link #pickFresh}). Only which thread a new state runs first
         * changes, which DPOR leaves free: the traces explored are the same.
         */
        private int prioritizedPick(Node n, List<VmThread> enabled) {
            if (config.priority == null) return -1;
            int last = lastUid;
            if (last < 0 && depth == 0) {
                List<Step> beginning = executor.commonBeginning();
                if (!beginning.isEmpty()) last = beginning.get(beginning.size() - 1).threadUid;
            }
            VmThread prev = BoundedSearch.byUid(enabled, last);
            if (yielded || !ChoicePriority.preemptible(enabled, prev)) return -1;
            boolean[] keep = ChoicePriority.postponing(config.priority, enabled, prev);
            int kept = 0;
            for (boolean k : keep == null ? new boolean[0] : keep) if (k) kept++;
            List<VmThread> ordered = ChoicePriority.order(config.priority, enabled, prev, keep);
            for (int i = 0; i < (keep == null ? ordered.size() : kept); i++) {
                int u = ordered.get(i).uid;
                if (u == last) return -1; // no preemption kept: prev goes on (pickFresh prefers it)
                // a preemption beyond the bound is just not taken first here (no cut: pickFresh decides)
                if (n.enabled.containsKey(u) && !n.sleep.containsKey(u) && !n.enabled.get(u).isSpuriousWakeup()
                        && (preemptions == null || n.preempted + n.cost(u) <= preemptions)) return u;
            }
            return -1;
        }

        /**
         * A thread not asleep (and within the preemption bound): the last one again (fewer context
         * switches) unless it yielded.
         */
        private int pickFresh(Node n) {
            int u = pickFresh(n, false);
            return u >= 0 ? u : pickFresh(n, true);
        }

        /**
         * {@link #pickFresh}, among the threads that would wake spuriously too or not. A spurious
         * wake-up is taken only when nothing else is left (a race or a deadlock asks for it, see
         * {@link #deadlocked}): it commutes with the steps that may leave the other threads unable
         * to run (see Dependence), so an execution that took it early would never reach the state
         * where only it is left, a deadlock.
         */
        private int pickFresh(Node n, boolean spurious) {
            if (candidate(n, lastUid, spurious) && !yielded) return lastUid;
            for (int u : n.enabled.keySet()) if (candidate(n, u, spurious) && (u != lastUid || !yielded)) return u;
            if (candidate(n, lastUid, spurious)) return lastUid;
            return -1;
        }

        private boolean candidate(Node n, int u, boolean spurious) {
            Op op = n.enabled.get(u);
            return op != null && !n.sleep.containsKey(u) && withinBound(n, u) && (spurious || !op.isSpuriousWakeup());
        }

        @Override public int chooseValue(VmThread t, int min, int max) { return data.value(t, min, max); }

        /**
         * A deadlock: the threads stopped before a monitor another of them holds race with that
         * monitor's acquisition (e.g. t1 took A then B, t2 took B first and stopped at A: t2's A
         * before t1's is the execution where t2 runs first, which no executed step races for when
         * nothing but the monitors is shared). Analysed as the threads of a cut (see cutRaces).
         */
        @Override public void deadlocked(List<VmThread> stopped) {
            noteWakers();
            cut = new java.util.LinkedHashMap<>();
            // only a monitor acquisition would be the thread's next step had it come first (a
            // thread waiting in a join would still wait), or a waiter's spurious wake-up, which
            // commutes with the steps that left it alone (see pickFresh): explored before the last
            // step (see cutRaces)
            for (VmThread t : stopped) if (t.pending.kind == Op.ACQUIRE || t.pending.isSpuriousWakeup()) cut.put(t.uid, t.pending.copy());
        }

        @Override public void stepLimitReached(List<VmThread> enabled) {
            noteWakers();
            cut = new java.util.LinkedHashMap<>();
            for (VmThread t : enabled) cut.put(t.uid, t.pending.copy());
        }

        @Override public void executed(VmThread t, Op op) {
            Node n = stack.get(depth - 1);
            n.executed = op;
            // the child's sleep set: sleeping threads whose next operation commutes with op; bounded: none (see bounded)
            // after a spurious wake-up, nothing sleeps: it commutes with the steps that leave its
            // thread alone only while they do not (see Dependence), so the order that ran a sleeping
            // step first may have ended in the deadlock that wake-up avoids
            // (only a new state reads them: a replayed step's child is on the stack already)
            if (depth >= stack.size()) {
                sleep = preemptions == null && !op.isSpuriousWakeup() ? SleepSets.after(n.sleep, t.uid, op) : Map.of();
                guide = optimal && !n.wakeup.isEmpty() && n.wakeup.first().uid == t.uid ? n.wakeup.first().subtree : NO_GUIDE;
            }
            ops.add(op);
            Op pending = n.enabled.getOrDefault(t.uid, op);
            if (op.halts != 0 && pending.halts == 0) {
                // a step that halted the VM (System.exit) was, as pending, only the operation it
                // stopped at (a lock in Shutdown): moved earlier to reverse a race it would halt
                // there too, and must not be taken to commute with what it cuts short
                pending = pending.copy();
                pending.halts = op.halts;
                pending.effects = op.effects;
            }
            pendingOps.add(pending);
            if (choicePreferred) preferred.set(uids.size());
            uids.add(t.uid);
            Integer waker = wokenBy.remove(t.uid);
            wakers.add(waker == null ? HappensBefore.NONE : waker);
            childUids.add(op.kind == Op.START && op.other != null ? op.other.uid : 0);
            lastUid = t.uid;
            yielded = op.kind == Op.YIELD || op.kind == Op.SLEEP;
            // a thread that blocked in its step may be woken by time before the next choice (when
            // no thread can run): noteWakers must see it waiting to order its wake-up after all
            if (waitsForAnother(t)) waiting.set(t.uid);
            // a spurious wake-up or an early timeout is the thread's own step: nothing else woke it
            // (an early timeout moved the clock, which is no time passing while no thread could run)
            else if (op.isWakeUp()) waiting.clear(t.uid);
        }

        /**
         * Race analysis of the execution: schedules the reversal of every race. Optimal DPOR with a
         * priority (--prioritize) inserts the reversals of races between two steps whose threads
         * the priority preferred when they ran (at change-impacted points) first, then those with
         * one such step, then the others: a state's new wakeup sequences
         * are explored in the order they were inserted, and the algorithm holds for any order of
         * the races (Abdulla et al.: each insertion keeps the wakeup tree's invariants), so the
         * same traces are explored, each once, the impacted reversals sooner.
         */
        void analyze() {
            // the steps this execution shares with the last one analysed were analysed then: their
            // happens-before is kept, and their races were reversed (a reversal inserted again
            // would find itself covered, the states before those steps having changed only by
            // reversals added since); bpor, whose reversals reach back over runs of steps, analyses all
            int from = analysed != null && preemptions == null ? Math.min(shared, ops.size()) : 0;
            HappensBefore hb = from > 0 ? analysed : new HappensBefore();
            hb.truncate(from);
            this.hb = hb;
            analysed = hb;
            shared = ops.size();
            List<int[]> races = optimal && config.priority != null ? new ArrayList<>() : null;
            for (int k = from; k < ops.size(); k++) {
                for (int j : hb.add(uids.get(k), childUids.get(k), ops.get(k), wakers.get(k))) {
                    if (races != null) races.add(new int[] {j, k});
                    else reverse(hb, j, k);
                }
                spuriousRaces(k);
            }
            if (races != null) {
                // both steps preferred first, then one of them, then neither
                for (int both = 2; both >= 0; both--)
                    for (int[] r : races) if ((preferred.get(r[0]) ? 1 : 0) + (preferred.get(r[1]) ? 1 : 0) == both) reverse(hb, r[0], r[1]);
            }
            haltRaces();
            cutRaces(hb);
        }

        /**
         * An execution cut at the step limit never ran what the threads enabled at the cut would
         * have done. Their next operations race with the executed steps they depend on, as if each
         * were the next step (the check of next transitions at the last state of classic DPOR). And
         * a thread kept from running by the others (one looping forever before it ever ran) is also
         * explored first at the earliest state from which it has not run, so that what it would
         * have done comes before the loop in the next execution. Without this the search ended
         * with the cut execution, which left no race to reverse. The threads a deadlock stopped
         * before a monitor (see {@link #deadlocked}) are analysed the same way.
         */
        private void cutRaces(HappensBefore hb) {
            if (cut == null) return;
            int executed = ops.size();
            for (Map.Entry<Integer, Op> e : cut.entrySet()) {
                int u = e.getKey();
                int j = Math.min(executed, stack.size());
                if (e.getValue().isSpuriousWakeup()) {
                    // a waiter only a spurious wake-up could free: it wakes before the last step,
                    // which left it alone (it may have come first)
                    Node n = j > 0 ? stack.get(j - 1) : null;
                    if (n != null && n.enabled.containsKey(u) && !n.sleep.containsKey(u)) exploreFirst(n, u, n.enabled.get(u), null);
                } else {
                    while (j > 0 && uids.get(j - 1) != u && stack.get(j - 1).enabled.containsKey(u)) j--;
                    if (j < executed && j < stack.size()) {
                        Node n = stack.get(j);
                        if (!n.sleep.containsKey(u)) exploreFirst(n, u, n.enabled.get(u), null);
                    }
                }
                int k = hb.ops.size();
                pendingOps.add(e.getValue());
                Integer waker = wokenBy.get(u);
                for (int r : hb.add(u, 0, e.getValue(), waker == null ? HappensBefore.NONE : waker)) reverse(hb, r, k);
            }
        }

        /**
         * Step k against the spurious wake-ups that were possible before it. A spurious wake-up is
         * taken only when asked for (see {@link #pickFresh}), so it races with no executed step; step
         * k dependent with one (a notify, unpark or interrupt that woke the waiter, a read of its
         * status, a signal passing its condition node) asks for it before step k, as a race with
         * a next operation of classic DPOR; what the waiter then does races with the steps before
         * k as usual, which moves the wake-up earlier where that matters.
         */
        private void spuriousRaces(int k) {
            if (k >= stack.size()) return;
            Node n = stack.get(k);
            if (!n.spurious) return;
            for (Map.Entry<Integer, Op> e : n.enabled.entrySet())
                if (e.getKey() != n.chosen && e.getValue().isSpuriousWakeup() && !n.sleep.containsKey(e.getKey())
                        && Dependence.dependent(ops.get(k), e.getValue()))
                    exploreFirst(n, e.getKey(), e.getValue(), ops.get(k));
        }

        /**
         * An execution that ended by halting the VM (System.exit, or the last non-daemon thread's end
         * with daemon threads alive) left threads that never ran their next operation: each of those
         * races with the halt (it may print or fail), so the state before it must also explore that
         * thread first. A thread paused at a yield or sleep is not: it would go round its loop again,
         * and a race that changes what it waits for is explored where that race is.
         */
        private void haltRaces() {
            int last = ops.size() - 1;
            if (last < 0 || last >= stack.size() || ops.get(last).halts == 0) return;
            Node n = stack.get(last);
            Op halt = ops.get(last);
            for (Map.Entry<Integer, Op> e : n.enabled.entrySet()) {
                int u = e.getKey();
                Op op = e.getValue();
                if (u == n.chosen || n.sleep.containsKey(u) || !Dependence.dependent(halt, op)) continue;
                // a thread paused in a spin or sleep loop would only go round it again
                if (op.kind == Op.YIELD || op.kind == Op.SLEEP) continue;
                exploreFirst(n, u, op, halt);
                // bounded: also at every state of the halting thread's run (u has not run since)
                if (preemptions != null) for (int b = runStart(last); b < last; b++) exploreFirst(stack.get(b), u, op, null);
            }
        }

        /**
         * Makes the state n also explore thread u (pending op) first, unless that is covered: a
         * wakeup sequence of n starts with u or, given chosenOp (what n's chosen thread did), with
         * an operation independent of op. Null chosenOp: only one starting with u covers it.
         */
        private void exploreFirst(Node n, int u, Op op, Op chosenOp) {
            if (optimal) {
                n.wakeup.exploreFirst(u, op, n.chosen, chosenOp);
            } else {
                n.backtrack.add(u);
            }
        }

        /**
         * For race (j, k): make sure the state before j explores "k before j"; bounded, also every
         * state of the run of steps of j's thread that j is part of, from where it began (see
         * {@link #bounded}).
         */
        private void reverse(HappensBefore hb, int j, int k) {
            if (j >= stack.size()) return;
            if (TRACE_RACES) System.err.println("RACE " + hb.thread(j) + ":" + traced(hb.ops.get(j)) + " <> " + hb.thread(k) + ":" + traced(hb.ops.get(k))
                    + " ON " + conflicts(hb.ops.get(j), hb.ops.get(k)));
            Node n = stack.get(j);
            List<Integer> v = notAfter(hb, j, k);
            if (preemptions != null) {
                moved = k;
                for (int b = runStart(j); b < j; b++) addSource(stack.get(b), notAfter(hb, b, k), k);
                moved = -1;
            }
            // moved before j, k's operation may have another outcome (a CAS that failed may
            // succeed): judge it by what it may do, not by what it did
            moved = k;
            if (optimal) {
                if (n.wakeup.insert(this, v, n.sleep) == WakeupTree.Insertion.ASLEEP) coveredBySleep++;
            } else {
                addSource(n, v, k);
            }
            moved = -1;
        }

        /** The events after j not ordered after j, then k. */
        private List<Integer> notAfter(HappensBefore hb, int j, int k) {
            List<Integer> v = new ArrayList<>();
            for (int l = j + 1; l < k; l++) if (!hb.before(j, l)) v.add(l);
            v.add(k);
            return v;
        }

        /** The first step of the run of consecutive steps of step j's thread that j is part of. */
        private int runStart(int j) {
            int b = j;
            while (b > 0 && uids.get(b - 1).equals(uids.get(j))) b--;
            return b;
        }

        /** Source-DPOR: add one initial of v to the backtrack set unless one is there (or asleep). */
        private void addSource(Node n, List<Integer> v, int k) {
            if (SourceSets.add(this, v, k, n.backtrack, n.sleep, n.enabled.keySet()) == SourceSets.Added.ASLEEP) coveredBySleep++; // explored from here already
        }

        /** The happens-before of the execution being analysed (see {@link #analyze}). */
        private HappensBefore hb;

        @Override public int thread(int e) { return hb.thread(e); }

        @Override public Op op(int e) { return opAt(hb, e); }

        @Override public boolean precedes(List<Integer> seq, int a, int b) { return precedes(hb, seq, a, b); }

        /**
         * Whether event a happens before event b within seq (a subsequence of the execution). The
         * execution's order serves for every event but the moved one (the race's second event):
         * its predecessors in the execution may include events that are not in seq (they followed
         * the race's first event), so for it only paths inside seq count.
         */
        private boolean precedes(HappensBefore hb, List<Integer> seq, int a, int b) {
            if (b != moved) return hb.before(a, b);
            int ub = hb.thread(b);
            Op ob = opAt(hb, b);
            for (int m : seq) {
                if (m == b) break;
                if (m != a && !hb.before(a, m)) continue;
                if (hb.thread(m) == ub || hb.wokenAfter(b, m) || hb.lasting.get(m) != null && Dependence.ordersDirectly(hb.lasting.get(m), ob, ub)) return true;
            }
            return false;
        }

        private Op opAt(HappensBefore hb, int l) {
            return l == moved ? pendingOps.get(l) : hb.ops.get(l);
        }
    }
}
