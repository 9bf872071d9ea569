package jvsim.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import jvsim.capp.Capp;
import jvsim.capp.ChangeAnalysis;
import jvsim.capp.ImpactedPoints;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Strategies;

/**
 * {@code jvsim bench --corpus=capp}: change-aware prioritization on the CAPP corpus (package capp of
 * test-programs: each program's correct version in one class path, its changed version that brings
 * a concurrency bug in another). Per program and strategy: the executions and seconds to the first
 * bug without priority and under each of the 14 heuristics, the program's impacted points computed
 * from its two versions; then, per heuristic, on how many programs it needed fewer executions than
 * none and its worst ratio to none.
 */
final class CappBench {
    private CappBench() { }

    /** One search to the first bug: executions (-1: not found within the limits) and seconds. */
    record Cell(long executions, double seconds) { }

    /** The programs: every top-level class of each subpackage of capp in the new version's class path. */
    static List<String> programs(List<Path> cp) {
        List<String> out = new ArrayList<>();
        for (Path dir : cp) {
            Path pkg = dir.resolve("capp");
            if (!Files.isDirectory(pkg)) continue;
            try (Stream<Path> files = Files.walk(pkg, 2)) {
                files.filter(f -> f.toString().endsWith(".class") && !f.getFileName().toString().contains("$"))
                        .map(f -> dir.relativize(f).toString().replace(java.io.File.separatorChar, '.'))
                        .map(n -> n.substring(0, n.length() - ".class".length())).sorted().forEach(out::add);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot list " + pkg + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException("no capp programs in " + cp + " (build test-programs, or give --classpath and --changed-since)");
        return out;
    }

    /** Measures every program under every strategy, unprioritized and under each heuristic; prints the table. */
    static void run(List<Path> cp, List<Path> old, List<String> programs, List<Strategies.Configured> strategies, long maxExecutions, long maxMs,
                    PrintStream out, PrintStream err) {
        List<String> heuristics = new ArrayList<>();
        heuristics.add(null);
        heuristics.addAll(Capp.names());
        StringBuilder b = new StringBuilder();
        for (Strategies.Configured s : strategies) {
            if (!s.strategy().prioritizable()) throw new IllegalArgumentException("--corpus=capp measures the systematic searches, not " + s.name());
            long[][] execs = new long[programs.size()][heuristics.size()];
            double[][] secs = new double[programs.size()][heuristics.size()];
            for (int p = 0; p < programs.size(); p++) {
                String program = programs.get(p), pkg = program.substring(0, program.lastIndexOf('.') + 1);
                ImpactedPoints points = ChangeAnalysis.since(old, cp, name -> name.startsWith(pkg));
                for (int h = 0; h < heuristics.size(); h++) {
                    Cell c = measure(cp, program, s, heuristics.get(h) == null ? null : Capp.heuristic(heuristics.get(h), points), maxExecutions, maxMs);
                    execs[p][h] = c.executions;
                    secs[p][h] = c.seconds;
                    err.printf(Locale.ROOT, "jvsim bench: %s %s %s: %s, %.2f s%n", program, Bench.label(s), heuristics.get(h) == null ? "unprioritized" : heuristics.get(h),
                            c.executions < 0 ? "no bug" : "bug after " + c.executions + " executions", c.seconds);
                }
            }
            b.append(table(Bench.label(s), programs, heuristics, execs, secs));
        }
        out.print(b);
    }

    private static Cell measure(List<Path> cp, String program, Strategies.Configured s, jvsim.search.ChoicePriority priority, long maxExecutions, long maxMs) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.addAll(cp);
        c.className = program;
        c.maxExecutions = maxExecutions;
        c.maxTimeMs = maxMs;
        c.priority = priority;
        long t0 = System.nanoTime();
        SearchResult r = s.create().run(c);
        double sec = (System.nanoTime() - t0) / 1e9;
        return new Cell(r.violated() ? r.executions : -1, sec);
    }

    /**
     * The Markdown table of one strategy: a row per program, a column per heuristic (none first),
     * executions (seconds) to the first bug, "-" when not found; then a row with, per heuristic, on
     * how many programs it needed fewer executions than none, and the worst ratio to none.
     */
    static String table(String strategy, List<String> programs, List<String> heuristics, long[][] execs, double[][] secs) {
        StringBuilder b = new StringBuilder("| " + strategy + " |");
        StringBuilder line = new StringBuilder("|---|");
        for (String h : heuristics) {
            b.append(' ').append(h == null ? "unprioritized" : h.substring("capp:".length())).append(" |");
            line.append("---|");
        }
        b.append('\n').append(line).append('\n');
        for (int p = 0; p < programs.size(); p++) {
            String name = programs.get(p);
            b.append("| ").append(name.substring(name.lastIndexOf('.') + 1)).append(" |");
            for (int h = 0; h < heuristics.size(); h++)
                b.append(' ').append(execs[p][h] < 0 ? "-" : String.format(Locale.ROOT, "%,d (%.2f s)", execs[p][h], secs[p][h])).append(" |");
            b.append('\n');
        }
        b.append("| fewer than unprioritized; worst ratio |");
        for (int h = 0; h < heuristics.size(); h++) {
            if (h == 0) {
                b.append(" |");
                continue;
            }
            int better = 0;
            double worst = 0;
            boolean missed = false;
            for (int p = 0; p < programs.size(); p++) {
                long none = execs[p][0], with = execs[p][h];
                if (with < 0) {
                    missed |= none >= 0;
                    continue;
                }
                if (none < 0 || with < none) better++;
                if (none > 0) worst = Math.max(worst, (double) with / none);
            }
            b.append(String.format(Locale.ROOT, " %d/%d; %s |", better, programs.size(), missed ? "missed one" : String.format(Locale.ROOT, "%.2fx", worst)));
        }
        return b.append('\n').toString();
    }
}
