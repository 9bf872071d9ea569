package jvsim.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.DporSearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;

/**
 * The CPU time of complete optimal-DPOR searches, for A/B comparisons on a shared machine (the
 * searching thread's CPU time, which other jobs' load inflates less than wall-clock time):
 * {@code java -cp jmh/target/benchmarks.jar jvsim.jmh.SearchCpuTime <rounds> <Program:n>...}
 * (programs of test-programs' dpor package, e.g. LastZero:10) runs every program once per round,
 * in turn, in one host JVM, and prints per program its counts and, over the rounds of the second
 * half (the first half warms the host JIT), the median and least CPU time per search (VM boot
 * included, as in {@link SearchThroughput}) and the executions per second they give.
 */
public final class SearchCpuTime {
    private SearchCpuTime() {}

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: SearchCpuTime <rounds> <Program:n>...");
            System.exit(2);
        }
        int rounds = Integer.parseInt(args[0]);
        Map<String, List<Long>> cpu = new LinkedHashMap<>();
        Map<String, SearchResult> results = new LinkedHashMap<>();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int r = 0; r < rounds; r++) {
            for (int i = 1; i < args.length; i++) {
                String[] p = args[i].split(":");
                SearchConfig c = SearchThroughput.config("dpor." + p[0], p[1]);
                long[] ns = new long[1];
                SearchResult result = BigStack.call("jvsim-search", () -> {
                    long t0 = mx.getCurrentThreadCpuTime();
                    SearchResult out = new DporSearch(true).run(c);
                    ns[0] = mx.getCurrentThreadCpuTime() - t0;
                    return out;
                });
                cpu.computeIfAbsent(args[i], k -> new ArrayList<>()).add(ns[0]);
                results.put(args[i], result);
            }
        }
        System.out.println("| program | executions | steps | instructions | states | CPU ms per search (median, least) | executions/s (median, best) |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (Map.Entry<String, List<Long>> e : cpu.entrySet()) {
            List<Long> warm = new ArrayList<>(e.getValue().subList(e.getValue().size() / 2, e.getValue().size()));
            warm.sort(null);
            double median = warm.get(warm.size() / 2) / 1e6, least = warm.get(0) / 1e6;
            SearchResult s = results.get(e.getKey());
            System.out.printf("| %s | %,d | %,d | %,d | %,d | %.0f, %.0f | %,.0f, %,.0f |%n", e.getKey(), s.executions, s.transitions, s.instructions,
                    s.states, median, least, s.executions / median * 1e3, s.executions / least * 1e3);
        }
    }
}
