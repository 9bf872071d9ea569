package jvsim.search.coverage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.Step;
import jvsim.vm.Op;

/**
 * Interleaving coverage (after seed 003): the t-way sequences of atomic blocks ({@link Block}) that
 * the executions of a search ran in their order, against those possible among the blocks found.
 *
 * <p>Each execution is split into blocks, one per step (data choices are no steps). Blocks are
 * ordered whatever the schedule by the <em>must-order</em>: each thread's program order, a thread's
 * blocks after the block of its parent that started it, and the blocks after a join after every
 * block of the joined thread (vector clocks over those edges only, as the execution where a block
 * was first seen has them). Two blocks of different threads that the must-order leaves unordered
 * are concurrent. A t-way sequence counts when each of its blocks is concurrent with another of
 * them and its other pairs are in their must-order ({@link SequenceSpace#qualifies}): for t = 2 the
 * two orders of each concurrent pair, for t = 3 the orders of three blocks of which at least two
 * pairs are concurrent (six for three mutually concurrent blocks, three when one pair is ordered).
 * Blocks that nothing is concurrent with (a program's start and end, main after its joins) are
 * counted as found but take part in no sequence. An execution covers the sequences it runs in their
 * order. Possible are all sequences that count among the blocks found so far: locks, waiting and
 * other synchronization can make some of them impossible, so 100% is not always reachable.
 *
 * <p>At most {@link #maxBlocks} blocks are registered (8,192 for t = 2, 400 for t = 3); later ones
 * are counted in {@link #leftOut} and take part in nothing.
 */
public final class InterleavingCoverage {
    /** The strengths coverage is measured at. */
    public static final int MIN_T = 2, MAX_T = 3;

    private final int t;
    private final int maxBlocks;
    private final Map<Block, Integer> ids = new HashMap<>();
    private final List<Block> blocks = new ArrayList<>();
    /** Per block, its first step's operation ("read subjects.Account.balance"). */
    private final List<String> operations = new ArrayList<>();
    private final Map<String, Integer> threads = new HashMap<>();
    private int[] thread = new int[64], index = new int[64], degree = new int[64];
    private int[][] clock = new int[64][];
    /** Concurrent pairs, as a bit set per block over the blocks. */
    private long[][] adjacent = new long[64][];
    private final int words;
    private long edges, paths2, triangles, leftOut;
    private final LongSet covered = new LongSet();
    /** For t = 3: the 2-way sequences (pairs) run too, for {@link #pairScore}. */
    private final LongSet pairs;
    private final List<ExecutionCoverage> executions = new ArrayList<>();

    /**
     * What one execution did for coverage: the blocks it ran, the sequences (that count) it ran,
     * those of them no earlier execution had, and the totals after it.
     */
    public record ExecutionCoverage(int blocks, long sequences, long added, int blocksFound, long covered, long possible) { }

    public InterleavingCoverage(int t) {
        if (t < MIN_T || t > MAX_T) throw new IllegalArgumentException("interleaving coverage is measured for t = 2 or 3, not " + t);
        this.t = t;
        this.maxBlocks = t == 2 ? 8192 : 400;
        this.words = (maxBlocks + 63) / 64;
        this.pairs = t == 2 ? covered : new LongSet();
    }

    public int t() { return t; }

    /** The most blocks registered; later blocks are left out. */
    public int maxBlocks() { return maxBlocks; }

    /** Blocks found (distinct over the executions so far). */
    public int blocks() { return blocks.size(); }

    /** Occurrences of blocks not registered because {@link #maxBlocks} were (0 normally). */
    public long leftOut() { return leftOut; }

    /** The t-way sequences the executions ran. */
    public long covered() { return covered.size(); }

    /** The t-way sequences that count among the blocks found. */
    public long possible() { return t == 2 ? 2 * edges : 3 * paths2 - 3 * triangles; }

    /** covered / possible, or NaN when no sequence is possible (no two blocks concurrent). */
    public double ratio() {
        long p = possible();
        return p == 0 ? Double.NaN : (double) covered() / p;
    }

    /** Per execution, in order. */
    public List<ExecutionCoverage> executions() { return java.util.Collections.unmodifiableList(executions); }

    /** The block of an id (0..blocks()-1, in the order found). */
    public Block block(int id) { return blocks.get(id); }

    /**
     * A block for people: "main.2 read subjects.Account.balance at subjects.Account.add(Account.java:19) (bci 5)",
     * with " #2" for the second occurrence at that place.
     */
    public String describe(int id) {
        Block b = blocks.get(id);
        return b.thread() + " " + operations.get(id) + (b.method() == null ? "" : " at " + b.location() + " (bci " + b.pc() + ")")
                + (b.occurrence() > 1 ? " #" + b.occurrence() : "");
    }

    /** The id of a block, or -1 when it was not found (or left out). */
    public int id(Block b) {
        Integer id = ids.get(b);
        return id == null ? -1 : id;
    }

    /** Blocks of other threads that are concurrent with block a. */
    public int degree(int a) { return degree[a]; }

    /** The thread of block a, numbered in the order threads were first seen. */
    public int thread(int a) { return thread[a]; }

    private boolean raw(int a, int b) {
        if (thread[a] == thread[b]) return index[a] < index[b] || index[a] == index[b] && a < b;
        int[] cb = clock[b];
        int ta = thread[a];
        return ta < cb.length && index[a] <= cb[ta];
    }

    /** Whether block a must run before block b (see the class comment). */
    public boolean before(int a, int b) {
        return a != b && raw(a, b) && !(raw(b, a) && b < a);
    }

    /** Whether blocks a and b (of different threads) are concurrent. */
    public boolean concurrent(int a, int b) {
        return (adjacent[a][b >>> 6] & (1L << b)) != 0;
    }

    /** Whether the sequence of block ids (t of them) was run by an execution. */
    public boolean isCovered(int[] sequence) { return covered.contains(SequenceSpace.encode(sequence, t)); }

    /** Where a block starts (a method is its own identity). */
    record Place(jvsim.vm.VmMethod method, int pc) { }

    /** Whether the sequence of that code ({@link SequenceSpace#encode} of block ids) was run by an execution. */
    public boolean isCovered(long code) { return covered.contains(code); }

    /** The ids of an execution's blocks in the order they ran (-1 for a block not registered). */
    public int[] ids(List<Step> steps) {
        Decomposition d = decompose(steps);
        int[] out = new int[d.blocks().size()];
        for (int i = 0; i < out.length; i++) out[i] = id(d.blocks().get(i));
        return out;
    }

    /** One execution's blocks in order, with the must-order's vector clocks (by the execution's thread numbers). */
    public record Decomposition(List<Block> blocks, List<Step> steps, List<String> threads, int[] thread, int[] index, int[][] clock) { }

    /**
     * The blocks of an execution's steps (data choices left out), in order, with their thread, their
     * position in their thread (from 1) and the must-order's vector clock of each (how many blocks
     * of each thread must run before it or are it).
     */
    public static Decomposition decompose(List<Step> steps) {
        List<Block> out = new ArrayList<>(steps.size());
        List<Step> stepsOut = new ArrayList<>(steps.size());
        List<String> threadNames = new ArrayList<>();
        Map<String, Integer> local = new HashMap<>();
        Map<String, int[]> current = new HashMap<>(), started = new HashMap<>(), ended = new HashMap<>();
        Map<String, Map<Place, Integer>> occurrences = new HashMap<>();
        int n = 0;
        for (Step s : steps) if (s.op.kind != Op.CHOICE) n++;
        int[] th = new int[n], idx = new int[n];
        int[][] clocks = new int[n][];
        int i = 0;
        for (Step s : steps) {
            Op op = s.op;
            if (op.kind == Op.CHOICE) continue;
            String path = s.threadPath;
            Integer k = local.get(path);
            if (k == null) {
                k = threadNames.size();
                local.put(path, k);
                threadNames.add(path);
            }
            int[] prev = current.get(path);
            int[] v = prev != null ? prev : started.get(path);
            v = v == null ? new int[threadNames.size()] : java.util.Arrays.copyOf(v, threadNames.size());
            for (Op j : op.parts(Op.JOIN)) {
                int[] w = j.other == null ? null : ended.get(j.other.path);
                if (w != null) for (int x = 0; x < w.length; x++) v[x] = Math.max(v[x], w[x]);
            }
            v[k]++;
            current.put(path, v);
            for (Op st : op.parts(Op.START)) if (st.other != null) started.put(st.other.path, v);
            if (op.kind == Op.END) ended.put(path, v);
            int pc = Block.pcOf(op);
            Map<Place, Integer> seen = occurrences.computeIfAbsent(path, p -> new HashMap<>());
            int occurrence = seen.merge(new Place(op.method, pc), 1, Integer::sum);
            out.add(new Block(path, op.method, pc, occurrence));
            stepsOut.add(s);
            th[i] = k;
            idx[i] = v[k];
            clocks[i] = v;
            i++;
        }
        return new Decomposition(out, stepsOut, threadNames, th, idx, clocks);
    }

    /** Adds an execution's steps: registers its new blocks and the sequences it ran. */
    public ExecutionCoverage add(List<Step> steps) {
        return add(decompose(steps));
    }

    /** Adds a decomposed execution (see {@link #add(List)}). */
    public ExecutionCoverage add(Decomposition d) {
        int n = d.blocks().size();
        int[] global = new int[d.threads().size()];
        for (int k = 0; k < global.length; k++) global[k] = threads.computeIfAbsent(d.threads().get(k), p -> threads.size());
        int[] gid = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            Block b = d.blocks().get(i);
            Integer id = ids.get(b);
            if (id == null) {
                if (blocks.size() >= maxBlocks) {
                    leftOut++;
                    continue;
                }
                id = register(b, global[d.thread()[i]], d.index()[i], d.clock()[i], global);
                operations.add(d.steps().get(i).operation());
            }
            gid[m++] = id;
        }
        long sequences = 0, added = 0;
        int[] s = new int[t];
        if (t == 2) {
            for (int j = 1; j < m; j++) {
                int b = gid[j];
                for (int i = 0; i < j; i++) {
                    int a = gid[i];
                    if (!concurrent(a, b)) continue;
                    sequences++;
                    s[0] = a;
                    s[1] = b;
                    if (covered.add(SequenceSpace.encode(s, 2))) added++;
                }
            }
        } else {
            for (int j = 1; j < m; j++) {
                for (int i = 0; i < j; i++) {
                    if (!concurrent(gid[i], gid[j])) continue;
                    s[0] = gid[i];
                    s[1] = gid[j];
                    pairs.add(SequenceSpace.encode(s, 2));
                }
            }
            for (int i = 0; i < m; i++) {
                int a = gid[i];
                for (int j = i + 1; j < m; j++) {
                    int b = gid[j];
                    boolean ab = concurrent(a, b);
                    if (!ab && !before(a, b)) continue;
                    for (int k = j + 1; k < m; k++) {
                        int c = gid[k];
                        boolean ac = concurrent(a, c), bc = concurrent(b, c);
                        if ((ab ? 1 : 0) + (ac ? 1 : 0) + (bc ? 1 : 0) < 2) continue;
                        if (!ac && !before(a, c) || !bc && !before(b, c)) continue;
                        sequences++;
                        s[0] = a;
                        s[1] = b;
                        s[2] = c;
                        if (covered.add(SequenceSpace.encode(s, 3))) added++;
                    }
                }
            }
        }
        ExecutionCoverage e = new ExecutionCoverage(m, sequences, added, blocks.size(), covered(), possible());
        executions.add(e);
        return e;
    }

    private int register(Block b, int th, int idx, int[] localClock, int[] global) {
        int id = blocks.size();
        if (id == thread.length) {
            int cap = Math.min(maxBlocks, id * 2);
            thread = java.util.Arrays.copyOf(thread, cap);
            index = java.util.Arrays.copyOf(index, cap);
            degree = java.util.Arrays.copyOf(degree, cap);
            clock = java.util.Arrays.copyOf(clock, cap);
            adjacent = java.util.Arrays.copyOf(adjacent, cap);
        }
        int[] g = new int[threads.size()];
        for (int k = 0; k < localClock.length; k++) g[global[k]] = localClock[k];
        ids.put(b, id);
        blocks.add(b);
        thread[id] = th;
        index[id] = idx;
        clock[id] = g;
        long[] mine = adjacent[id] = new long[words];
        int deg = 0;
        for (int y = 0; y < id; y++) {
            if (thread[y] == th || before(y, id) || before(id, y)) continue;
            // y gains a neighbour: the paths centred at y grow by its old degree, triangles by the common neighbours
            long common = 0;
            long[] ny = adjacent[y];
            for (int w = 0; w < words; w++) common += Long.bitCount(ny[w] & mine[w]);
            triangles += common;
            paths2 += degree[y];
            degree[y]++;
            ny[id >>> 6] |= 1L << id;
            mine[y >>> 6] |= 1L << y;
            deg++;
            edges++;
        }
        degree[id] = deg;
        paths2 += (long) deg * (deg - 1) / 2;
        return id;
    }

    /**
     * Whether running block x after the blocks of prefix[0..len) (ids in the order they ran; -1 for
     * a block not found, which counts nothing) would run a sequence no execution ran yet. A block
     * not found yet (x = -1) would (its sequences are new) unless blocks are no longer registered.
     */
    public boolean adds(int[] prefix, int len, int x) {
        if (x < 0) return blocks.size() < maxBlocks;
        int[] s = new int[t];
        if (t == 2) {
            s[1] = x;
            for (int i = 0; i < len; i++) {
                int a = prefix[i];
                if (a < 0 || !concurrent(a, x)) continue;
                s[0] = a;
                if (!covered.contains(SequenceSpace.encode(s, 2))) return true;
            }
            return false;
        }
        s[2] = x;
        for (int i = 0; i < len; i++) {
            int a = prefix[i];
            if (a < 0) continue;
            boolean ax = concurrent(a, x);
            if (!ax && !before(a, x)) continue;
            for (int j = i + 1; j < len; j++) {
                int b = prefix[j];
                if (b < 0) continue;
                boolean ab = concurrent(a, b), bx = concurrent(b, x);
                if ((ab ? 1 : 0) + (ax ? 1 : 0) + (bx ? 1 : 0) < 2) continue;
                if (!ab && !before(a, b) || !bx && !before(b, x)) continue;
                s[0] = a;
                s[1] = b;
                if (!covered.contains(SequenceSpace.encode(s, 3))) return true;
            }
        }
        return false;
    }

    /**
     * How much running block x next (in an execution that has run the blocks marked in ran, by id)
     * does for the 2-way sequences (pairs) not run yet, counting those it completes, those it
     * begins (its concurrent blocks not run yet may follow it) and, against, those it rules out
     * (their blocks not run yet would have to come before it): the alive sequences it advances
     * less those it kills, as {@link SequenceCoveringArray} builds rows.
     */
    public int pairScore(java.util.BitSet ran, int x) {
        long[] nx = adjacent[x];
        int[] s = new int[2];
        int score = 0;
        for (int w = 0; w < words; w++) {
            for (long bits = nx[w]; bits != 0; bits &= bits - 1) {
                int y = (w << 6) + Long.numberOfTrailingZeros(bits);
                if (ran.get(y)) {
                    s[0] = y;
                    s[1] = x;
                    if (!pairs.contains(SequenceSpace.encode(s, 2))) score++;
                } else {
                    s[0] = x;
                    s[1] = y;
                    if (!pairs.contains(SequenceSpace.encode(s, 2))) score++;
                    s[0] = y;
                    s[1] = x;
                    if (!pairs.contains(SequenceSpace.encode(s, 2))) score--;
                }
            }
        }
        return score;
    }

    /**
     * The space of the blocks concurrent with some other block (at most limit of them, the first
     * found), for covering arrays: local numbers 0..size-1, {@link Space#global} gives the id.
     */
    public Space space(int limit) {
        List<Integer> in = new ArrayList<>();
        for (int id = 0; id < blocks.size() && in.size() < limit; id++) if (degree[id] > 0) in.add(id);
        int[] g = new int[in.size()];
        for (int i = 0; i < g.length; i++) g[i] = in.get(i);
        return new Space(g);
    }

    /** Blocks of this coverage as a {@link SequenceSpace}; covered: what the executions ran. */
    public final class Space implements SequenceSpace {
        private final int[] global;
        private final int[] buffer = new int[t];

        Space(int[] global) { this.global = global; }

        /** The block id of local block a. */
        public int global(int a) { return global[a]; }

        @Override public int size() { return global.length; }

        @Override public int thread(int a) { return InterleavingCoverage.this.thread[global[a]]; }

        @Override public boolean before(int a, int b) { return InterleavingCoverage.this.before(global[a], global[b]); }

        @Override public boolean concurrent(int a, int b) { return InterleavingCoverage.this.concurrent(global[a], global[b]); }

        @Override public boolean covered(int[] sequence) {
            for (int i = 0; i < sequence.length; i++) buffer[i] = global[sequence[i]];
            return isCovered(buffer);
        }

        /** A local sequence's code as block ids ({@link SequenceSpace#encode} of the global ids). */
        public long globalCode(long localCode) {
            int[] s = SequenceSpace.decode(localCode, t);
            for (int i = 0; i < s.length; i++) s[i] = global[s[i]];
            return SequenceSpace.encode(s, t);
        }
    }

    /**
     * The blocks of a running execution, step by step (for strategies that choose by block): the
     * block a thread's pending operation starts, and the occurrences counted as steps run.
     */
    public static final class Occurrences {
        private final Map<String, Map<Place, Integer>> seen = new HashMap<>();

        /** The block thread path's pending operation would start. */
        public Block pending(String path, Op pending) {
            int pc = Block.pcOf(pending);
            Map<Place, Integer> m = seen.get(path);
            Integer n = m == null ? null : m.get(new Place(pending.method, pc));
            return new Block(path, pending.method, pc, n == null ? 1 : n + 1);
        }

        /** Counts the step of thread path that ran op (a data choice is none); returns its block, or null. */
        public Block ran(String path, Op op) {
            if (op.kind == Op.CHOICE) return null;
            int pc = Block.pcOf(op);
            int n = seen.computeIfAbsent(path, p -> new HashMap<>()).merge(new Place(op.method, pc), 1, Integer::sum);
            return new Block(path, op.method, pc, n);
        }
    }

    /** "2-way coverage: 37 blocks, 120 of 150 sequences (80.0%)". */
    public String summary() {
        double r = ratio();
        return t + "-way interleaving coverage: " + blocks() + " block" + (blocks() == 1 ? "" : "s") + ", " + covered() + " of " + possible() + " sequences"
                + (Double.isNaN(r) ? "" : String.format(java.util.Locale.ROOT, " (%.1f%%)", 100 * r))
                + (leftOut > 0 ? " (blocks beyond the first " + maxBlocks + " left out)" : "");
    }
}
