package jvsim.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import jvsim.search.coverage.Chains;
import jvsim.search.coverage.SequenceCoveringArray;

/**
 * {@code jvsim bench --synthetic=5x5,...}: seed 003's synthetic benchmark shape, m threads of n
 * atomic blocks each with nothing ordered across threads ({@link Chains}); for t = 2, 3 and 4 the
 * t-way sequences that count, the rows of jvsim's sequence covering array (TSCA) until every one is
 * covered, and the coverage of its first 3 and 8 rows (the tests seed 003's Table 5 reports for t = 2
 * and 3). Deterministic (the array's ties are broken with seed 1).
 */
final class Synthetic {
    private Synthetic() { }

    /** The Markdown table for the shapes ("5x5"); IllegalArgumentException for a malformed one. */
    static String table(List<String> shapes) {
        StringBuilder b = new StringBuilder("| threads × blocks | t | sequences | rows to cover all | coverage of 3 rows | coverage of 8 rows | seconds |\n|---|---|---|---|---|---|---|\n");
        for (String shape : shapes) {
            String[] mn = shape.toLowerCase(Locale.ROOT).split("x");
            int m, n;
            try {
                if (mn.length != 2) throw new NumberFormatException();
                m = Integer.parseInt(mn[0].strip());
                n = Integer.parseInt(mn[1].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--synthetic takes shapes <threads>x<blocks>, e.g. 5x5, not '" + shape + "'");
            }
            if (m < 2 || n < 1 || m * n > 200) throw new IllegalArgumentException("--synthetic: 2 or more threads, 1 or more blocks, at most 200 blocks in all: " + shape);
            for (int t = 2; t <= 4; t++) {
                Chains c = new Chains(m, n);
                if (c.size() < t) continue;
                long t0 = System.nanoTime();
                long all = SequenceCoveringArray.countAll(c, t);
                List<int[]> rows = new ArrayList<>();
                for (SequenceCoveringArray.Row r : new SequenceCoveringArray(c, t, new Random(1), x -> false).build(Integer.MAX_VALUE)) rows.add(r.order());
                double seconds = (System.nanoTime() - t0) / 1e9;
                b.append(String.format(Locale.ROOT, "| %d × %d | %d | %,d | %,d | %s | %s | %.2f |%n", m, n, t, all, rows.size(),
                        percent(c, t, rows, 3, all), percent(c, t, rows, 8, all), seconds));
            }
        }
        return b.toString();
    }

    private static String percent(Chains c, int t, List<int[]> rows, int k, long all) {
        long covered = SequenceCoveringArray.coveredBy(c, t, rows.subList(0, Math.min(k, rows.size())));
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * covered / all);
    }
}
