package jvsim.search.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongPredicate;

/**
 * A t-way sequence covering array over the blocks of a {@link SequenceSpace}, built a row at a time
 * (seed 003's TSCA, greedily): every row is a schedule of all the blocks in an order the must-order
 * allows, and together the rows cover every t-way sequence that counts ({@link SequenceSpace#qualifies})
 * and is not covered already. A row starts from a target, the first such sequence no row covers yet
 * (its blocks then must come in its order, so each row covers at least it), and is then built block
 * by block: of the blocks that may come next, the one that completes the most sequences no earlier row
 * covers, ties broken by a template schedule (the order of an execution seen, for TempSCA) or at
 * random. Strength t is 2 to 4.
 */
public final class SequenceCoveringArray {
    /** A row: the blocks in order, and the sequences (encoded, {@link SequenceSpace#encode}) it is the first row to cover. */
    public record Row(int[] order, long[] planned) { }

    private final SequenceSpace space;
    private final int t, n;
    private final Random random;
    private final LongPredicate excluded;
    private final boolean[][] before, concurrent;
    /** Sequences the rows built so far cover. */
    private final LongSet planned = new LongSet();
    private int rows;

    /**
     * An empty array over space; excluded: sequences no row is to be built for (given up), which rows
     * may still cover.
     */
    public SequenceCoveringArray(SequenceSpace space, int t, Random random, LongPredicate excluded) {
        if (t < 2 || t > 4) throw new IllegalArgumentException("jvsim: sequence covering arrays of strength 2 to 4, not " + t);
        if (space.size() > SequenceSpace.maxBlock(t) + 1) throw new IllegalArgumentException("jvsim: too many blocks for strength " + t + ": " + space.size());
        this.space = space;
        this.t = t;
        this.n = space.size();
        this.random = random;
        this.excluded = excluded;
        before = new boolean[n][n];
        concurrent = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (a == b) continue;
                before[a][b] = space.before(a, b);
            }
        }
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++)
                concurrent[a][b] = a != b && space.thread(a) != space.thread(b) && !before[a][b] && !before[b][a];
        // rows follow the transitive closure of the must-order (a space's may not be transitive when
        // it comes from different executions); pairs it puts in a cycle stay unordered
        for (int k = 0; k < n; k++)
            for (int a = 0; a < n; a++)
                if (before[a][k]) for (int b = 0; b < n; b++) if (before[k][b]) closure(a, b);
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (before[a][b] && before[b][a]) before[a][b] = before[b][a] = false;
    }

    private void closure(int a, int b) {
        if (a != b) before[a][b] = true;
    }

    /** Targets no row built for them covered (their order and the must-order disagree): not targeted again. */
    private final LongSet unreachable = new LongSet();

    /** The rows built so far. */
    public int rows() { return rows; }

    /** The sequences the rows built so far are the first to cover. */
    public long planned() { return planned.size(); }

    /** Builds every row until nothing is left to cover (at most maxRows); each row with no template. */
    public List<Row> build(int maxRows) {
        List<Row> out = new ArrayList<>();
        for (Row r; out.size() < maxRows && (r = next(null)) != null; ) out.add(r);
        return out;
    }

    /** Whether the first k blocks of s may begin a sequence that counts (distinct, pairs not concurrent in their must-order). */
    private boolean orderedPrefix(int[] s, int k) {
        int last = s[k - 1];
        for (int i = 0; i < k - 1; i++) {
            if (s[i] == last) return false;
            if (!concurrent[s[i]][last] && !before[s[i]][last]) return false;
        }
        return true;
    }

    /** Whether the t blocks of s make a sequence that counts (given {@link #orderedPrefix} of every prefix): none alone. */
    private boolean paired(int[] s) {
        for (int i = 0; i < t; i++) {
            boolean p = false;
            for (int j = 0; j < t && !p; j++) p = i != j && concurrent[s[i]][s[j]];
            if (!p) return false;
        }
        return true;
    }

    /** Whether s (a sequence that counts) is still to be covered by some row. */
    private boolean open(int[] s, long code) {
        return !planned.contains(code) && !unreachable.contains(code) && !excluded.test(code) && !space.covered(s);
    }

    private boolean counts(int[] s) {
        for (int k = 2; k <= t; k++) if (!orderedPrefix(s, k)) return false;
        return paired(s);
    }

    /** Every sequence of the space that counts, whether covered or not (enumerated: for small spaces). */
    public static long countAll(SequenceSpace space, int t) {
        SequenceCoveringArray a = new SequenceCoveringArray(space, t, new Random(0), c -> false);
        return a.count(new int[t], 0);
    }

    private long count(int[] s, int k) {
        long c = 0;
        for (int x = 0; x < n; x++) {
            s[k] = x;
            if (k > 0 && !orderedPrefix(s, k + 1)) continue;
            if (k + 1 < t) c += count(s, k + 1);
            else if (paired(s)) c++;
        }
        return c;
    }

    /** How many sequences that count the rows (schedules of every block) cover together. */
    public static long coveredBy(SequenceSpace space, int t, List<int[]> rows) {
        SequenceCoveringArray a = new SequenceCoveringArray(space, t, new Random(0), c -> false);
        LongSet seen = new LongSet();
        int[] s = new int[t];
        for (int[] row : rows) a.subsequences(row, row.length, t, s, 0, 0, seq -> {
            if (a.counts(seq)) seen.add(SequenceSpace.encode(seq, t));
        });
        return seen.size();
    }

    /** Calls f with every k-subsequence of row[0..len) (in s[from..from+k), s reused), in row order. */
    private void subsequences(int[] row, int len, int k, int[] s, int from, int start, java.util.function.Consumer<int[]> f) {
        if (k == 0) {
            f.accept(s);
            return;
        }
        for (int i = start; i <= len - k; i++) {
            s[from] = row[i];
            subsequences(row, len, k - 1, s, from + 1, i + 1, f);
        }
    }

    /** The sequences that count and were open when first asked for (as t ints each), and how many. */
    private int[] sequences;
    private int count;

    private void enumerateOpen() {
        sequences = new int[64 * t];
        count = 0;
        collect(new int[t], 0);
    }

    private void collect(int[] s, int k) {
        for (int a = 0; a < n; a++) {
            s[k] = a;
            if (k > 0 && !orderedPrefix(s, k + 1)) continue;
            if (k + 1 < t) {
                collect(s, k + 1);
            } else if (paired(s) && open(s, SequenceSpace.encode(s, t))) {
                if ((count + 1) * t > sequences.length) sequences = java.util.Arrays.copyOf(sequences, sequences.length * 2);
                System.arraycopy(s, 0, sequences, count * t, t);
                count++;
            }
        }
    }

    /**
     * The next row, or null when every sequence that counts is covered (by executions or rows) or
     * excluded. template: a schedule (blocks in order, others left out) whose order breaks ties, or null.
     *
     * <p>The row is built block by block. Of the sequences still open, those whose blocks placed so
     * far are a beginning of them (in their order) are alive; placing a block advances the alive
     * sequences it is next in and kills those it comes later in (one of their blocks before it is
     * not placed yet). Of the blocks that may come next (the must-order and the target's order
     * allow them), the one that advances the most alive sequences less those it kills goes next.
     */
    public Row next(int[] template) {
        if (sequences == null) enumerateOpen();
        // the open ones among them, the first the target (its blocks must come in its order)
        int[] seq = new int[count * t];
        int alive = 0;
        int[] s = new int[t];
        for (int i = 0; i < count; i++) {
            System.arraycopy(sequences, i * t, s, 0, t);
            if (open(s, SequenceSpace.encode(s, t))) System.arraycopy(s, 0, seq, alive++ * t, t);
        }
        sequences = java.util.Arrays.copyOf(seq, alive * t);
        count = alive;
        if (count == 0) return null;
        int[] target = java.util.Arrays.copyOfRange(sequences, 0, t);
        int[] rank = new int[n];
        java.util.Arrays.fill(rank, Integer.MAX_VALUE);
        if (template != null) for (int i = 0; i < template.length; i++) if (template[i] >= 0 && template[i] < n && rank[template[i]] == Integer.MAX_VALUE) rank[template[i]] = i;
        // two candidates: block by block, and thread by thread (a thread goes on while it can; serial
        // schedules are what covers "all of one thread before another"); the one that covers more
        Row interleaved = build(target, rank, false), serial = build(target, rank, true);
        Row best = serial.planned().length >= interleaved.planned().length ? serial : interleaved;
        for (long code : best.planned()) planned.add(code);
        // the target is covered by a row built for it unless the orders disagree: then never again
        unreachable.add(SequenceSpace.encode(target, t));
        rows++;
        return best;
    }

    /** A row for target (see {@link #next}); serial: the thread of the block before goes on while one of its blocks may come next. */
    private Row build(int[] target, int[] rank, boolean serial) {
        int[] waiting = new int[n];
        for (int a = 0; a < n; a++) for (int b = 0; b < n; b++) if (before[a][b]) waiting[b]++;
        int[] chainNext = new int[n];
        java.util.Arrays.fill(chainNext, -1);
        for (int k = 1; k < t; k++) {
            waiting[target[k]]++;
            chainNext[target[k - 1]] = target[k];
        }
        int[] s = new int[t];
        int[] progress = new int[count];
        long[] advance = new long[n], kill = new long[n];
        boolean[] placed = new boolean[n];
        int[] row = new int[n];
        List<Long> mine = new ArrayList<>();
        for (int len = 0; len < n; len++) {
            java.util.Arrays.fill(advance, 0);
            java.util.Arrays.fill(kill, 0);
            for (int i = 0; i < count; i++) {
                int p = progress[i];
                if (p < 0 || p == t) continue;
                int base = i * t;
                advance[sequences[base + p]]++;
                for (int j = p + 1; j < t; j++) kill[sequences[base + j]]++;
            }
            int prevThread = len > 0 ? space.thread(row[len - 1]) : -1;
            boolean goOn = false;
            if (serial && len > 0) for (int x = 0; x < n && !goOn; x++) goOn = !placed[x] && waiting[x] == 0 && space.thread(x) == prevThread;
            int best = -1, ties = 0;
            for (int x = 0; x < n; x++) {
                if (placed[x] || waiting[x] > 0 || goOn && space.thread(x) != prevThread) continue;
                if (best < 0) {
                    best = x;
                    ties = 1;
                    continue;
                }
                long gx = advance[x] - kill[x], gb = advance[best] - kill[best];
                // ties: the template's order, then the thread of the block before (fewer switches), then at random
                int sx = space.thread(x) == prevThread ? 0 : 1, sb = space.thread(best) == prevThread ? 0 : 1;
                if (gx > gb || gx == gb && (rank[x] < rank[best] || rank[x] == rank[best] && sx < sb)) {
                    best = x;
                    ties = 1;
                } else if (gx == gb && rank[x] == rank[best] && sx == sb && random.nextInt(++ties) == 0) {
                    best = x;
                }
            }
            if (best < 0) {
                // the must-order and the target's order disagree (a space whose order is not one): the least held back first
                for (int x = 0; x < n; x++) if (!placed[x] && (best < 0 || waiting[x] < waiting[best])) best = x;
            }
            int w = best;
            for (int i = 0; i < count; i++) {
                int p = progress[i];
                if (p < 0 || p == t) continue;
                int base = i * t;
                if (sequences[base + p] == w) {
                    if ((progress[i] = p + 1) == t) {
                        System.arraycopy(sequences, base, s, 0, t);
                        mine.add(SequenceSpace.encode(s, t));
                    }
                } else {
                    for (int j = p + 1; j < t; j++) if (sequences[base + j] == w) progress[i] = -1;
                }
            }
            row[len] = w;
            placed[w] = true;
            for (int b = 0; b < n; b++) if (before[w][b]) waiting[b]--;
            if (chainNext[w] >= 0) waiting[chainNext[w]]--;
        }
        long[] p = new long[mine.size()];
        for (int i = 0; i < p.length; i++) p[i] = mine.get(i);
        return new Row(row, p);
    }
}
