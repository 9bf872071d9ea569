package jvsim.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.SearchStrategy;
import jvsim.search.Strategies;
import jvsim.vm.VmInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code jvsim bench}: measures search strategies on a corpus of subject programs, each a class
 * whose {@code main} runs a buggy variant and, with the argument {@code fixed}, a fixed one (the
 * {@code subjects} package of test-programs). Per subject and strategy: the executions and seconds
 * to the first bug (buggy variant) and to exhaustion (fixed variant; strategies that can prove a
 * program only), as a Markdown table on standard output and optionally CSV. Randomized strategies
 * run once per seed 1..--seeds; the table shows the median and how many seeds found the bug. The
 * corpus (--corpus) is the subjects package, the bug programs of the juc package (listed in
 * {@code juc-bugs.txt} on the class path; they have no fixed variant), or both.
 * Exit status: 0 measured, 2 usage error (unknown strategy or subject, no corpus).
 */
public final class Bench {
    private Bench() { }

    /** The bench command line. */
    @Command(name = "jvsim bench", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
            description = "Measures search strategies on the subject corpus: executions and seconds to the first bug and to exhaustion.",
            footerHeading = "%nExit status:%n", footer = {"  0  measured", "  2  usage error"})
    static final class Options {
        @Option(names = {"-cp", "--classpath"}, paramLabel = "<path>",
                description = "Class path of the subjects (default: test-programs/target/classes, from the current directory).")
        String classpath = Path.of("test-programs", "target", "classes").toString();

        @Option(names = "--strategies", paramLabel = "<names>", split = ",",
                description = "Strategies to measure, with their options after ':' (pct:depth=2), separated by ',' (default: every strategy).")
        List<String> strategies = new ArrayList<>();

        @Option(names = "--subjects", paramLabel = "<names>", split = ",",
                description = "Subjects: class names in the corpus's package (Airline) or fully qualified (default: the whole corpus).")
        List<String> subjects = new ArrayList<>();

        @Option(names = "--corpus", paramLabel = "<name>",
                description = "subjects (every class of package subjects, buggy and fixed), juc (the java.util.concurrent bug programs"
                        + " listed in juc-bugs.txt, no fixed variant), all (both; default: ${DEFAULT-VALUE}), or capp: the CAPP table, each program's"
                        + " changed version (class path default: test-programs/target/capp-new) against its old one (--changed-since) without priority"
                        + " and under each of the 14 heuristics (--strategies default: dpor).")
        String corpus = "subjects";

        @Option(names = "--changed-since", paramLabel = "<path>",
                description = "--corpus=capp: the class path of the programs' old versions (default: test-programs/target/capp-old).")
        String changedSince;

        @Option(names = "--max-executions", paramLabel = "<n>", description = "Per search (default: ${DEFAULT-VALUE}).")
        long maxExecutions = 10_000;

        @Option(names = "--max-time", paramLabel = "<duration>", converter = DurationParser.class,
                description = "Per search (default: 60s).")
        Duration maxTime = Duration.ofSeconds(60);

        @Option(names = "--seeds", paramLabel = "<n>", description = "Randomized strategies: run seeds 1..n (default: ${DEFAULT-VALUE}).")
        int seeds = 1;

        @Option(names = "--csv", paramLabel = "<file>", description = "Also write every search as a CSV row to this file.")
        Path csv;

        @Option(names = "--coverage", paramLabel = "<t>",
                description = "Also measure t-way interleaving coverage (t = 2 or 3) in every search, and run the randomized strategies on the fixed"
                        + " variants too (within the same limits): a column per strategy with the coverage it reached there.")
        Integer coverage;

        @Option(names = "--synthetic", paramLabel = "<m>x<n>", split = ",",
                description = "Instead of the corpus: seed 003's synthetic shape, m threads of n blocks, e.g. 5x5: per t = 2, 3, 4 the sequences,"
                        + " the covering array's rows and the coverage after 3 and 8 rows.")
        List<String> synthetic = new ArrayList<>();
    }

    /**
     * Seed 000's Table 4.2: the schedules to the first bug of its causal search (RV-Causal) and of
     * CHESS on its subjects, by our subject that stands for each (seedSubject when the seed names
     * it otherwise; its Log4J2 has no version of ours). Shown next to causal search's columns.
     */
    record SeedFigures(String seedSubject, int causal, int chess) { }

    static final Map<String, SeedFigures> SEED_TABLE_4_2 = Map.of(
            "subjects.Airline", new SeedFigures("Airline", 3, 42), "subjects.Account", new SeedFigures("Account", 4, 14),
            "subjects.Allocation", new SeedFigures("Allocation", 2, 15), "subjects.BubbleSort", new SeedFigures("BubbleSort", 9, 166),
            "subjects.Cache", new SeedFigures("Lang", 20, 18), "subjects.Pool", new SeedFigures("Pool", 164, 128),
            "subjects.Appender", new SeedFigures("Log4J1", 3, 8), "subjects.Logger", new SeedFigures("Logger", 3, 9));

    /** One search: a strategy (its name and the options given) on a subject's variant with a seed. */
    /**
     * What a search's interleaving coverage came to: its figures only (the measure itself names its
     * blocks by the VM's methods, which would keep every search's VM alive over a long bench).
     */
    public record CoverageFigures(int blocks, long covered, long possible, String summary) {
        static CoverageFigures of(jvsim.search.coverage.InterleavingCoverage c) {
            return c == null ? null : new CoverageFigures(c.blocks(), c.covered(), c.possible(), c.summary());
        }

        /** covered / possible, or NaN when no sequence is possible. */
        public double ratio() { return possible == 0 ? Double.NaN : (double) covered / possible; }
    }

    public record Measurement(String subject, String strategy, boolean fixed, long seed, boolean found,
                              long executions, double seconds, String stoppedBy, String unexplored,
                              CoverageFigures coverage) {
        public Measurement(String subject, String strategy, boolean fixed, long seed, boolean found, long executions, double seconds, String stoppedBy) {
            this(subject, strategy, fixed, seed, found, executions, seconds, stoppedBy, null, null);
        }

        /** The search ended by itself without a violation but left part of what it explores unexplored (sca, causal's gaps). */
        public boolean endedIncomplete() { return !found && stoppedBy == null && unexplored != null; }

        /** Whether the search ended by exploring everything (no limit, no violation, nothing left unexplored). */
        public boolean exhausted() { return !found && stoppedBy == null && unexplored == null; }
    }

    /** Runs the strategy (with its options) on a subject's variant; classpath holds the subjects. */
    public static Measurement measure(List<Path> classpath, String subject, Strategies.Configured strategy, boolean fixed,
                                      long seed, long maxExecutions, long maxTimeMs) {
        return measure(classpath, subject, strategy, fixed, seed, maxExecutions, maxTimeMs, 0);
    }

    /** As above, measuring t-way interleaving coverage (t = 0: none). */
    public static Measurement measure(List<Path> classpath, String subject, Strategies.Configured strategy, boolean fixed,
                                      long seed, long maxExecutions, long maxTimeMs, int coverage) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.addAll(classpath);
        c.className = subject;
        if (fixed) c.args.add("fixed");
        c.seed = seed;
        c.maxExecutions = maxExecutions;
        c.maxTimeMs = maxTimeMs;
        c.coverage = coverage;
        long t0 = System.nanoTime();
        SearchResult r = strategy.create().run(c);
        double s = (System.nanoTime() - t0) / 1e9;
        return new Measurement(subject, label(strategy), fixed, seed, r.violated(), r.executions, s, r.violated() ? null : r.stoppedBy,
                r.violated() ? null : r.unexplored, coverage > 0 ? CoverageFigures.of(r.coverage) : null);
    }

    /** Runs the command; returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options();
        CommandLine cl = new CommandLine(o).setOverwrittenOptionsAllowed(true);
        try {
            cl.parseArgs(args);
        } catch (ParameterException e) {
            return usage(err, e.getMessage() + " (see jvsim bench --help)");
        }
        if (cl.isUsageHelpRequested()) {
            cl.usage(out);
            return Cli.OK;
        }
        if (cl.isVersionHelpRequested()) {
            cl.printVersionHelp(out);
            return Cli.OK;
        }
        if (o.maxExecutions <= 0) return usage(err, "--max-executions must be at least 1");
        if (o.corpus.equals("capp")) return capp(o, cl, out, err);
        if (o.changedSince != null) return usage(err, "--changed-since is for --corpus=capp");
        if (o.seeds <= 0) return usage(err, "--seeds must be at least 1");
        if (o.coverage != null && (o.coverage < 2 || o.coverage > 3)) return usage(err, "--coverage must be 2 or 3, not " + o.coverage);
        if (!o.synthetic.isEmpty()) {
            try {
                out.print(Synthetic.table(o.synthetic));
            } catch (IllegalArgumentException e) {
                return usage(err, e.getMessage());
            }
            return Cli.OK;
        }
        int t = o.coverage == null ? 0 : o.coverage;
        List<Path> cp = new ArrayList<>();
        try {
            for (String p : o.classpath.split(java.io.File.pathSeparator)) if (!p.isEmpty()) cp.add(Path.of(p));
        } catch (InvalidPathException e) {
            return usage(err, "bad class path: " + e.getMessage());
        }
        List<Strategies.Configured> strategies = new ArrayList<>();
        try {
            if (o.strategies.isEmpty()) for (SearchStrategy<?> s : Strategies.all()) strategies.add(Strategies.configure(s.name(), Map.of()));
            for (String spec : o.strategies) strategies.add(configure(spec));
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (!List.of("subjects", "juc", "all").contains(o.corpus)) return usage(err, "unknown corpus '" + o.corpus + "' (subjects, juc, all or capp)");
        List<String> subjects;
        try {
            subjects = subjects(cp, o.corpus, o.subjects);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        List<Measurement> all = new ArrayList<>();
        long maxMs = o.maxTime.toMillis();
        try {
            for (String subject : subjects) {
                for (Strategies.Configured s : strategies) {
                    int seeds = s.strategy().randomized() ? o.seeds : 1;
                    for (long seed = 1; seed <= seeds; seed++) {
                        for (boolean fixed : new boolean[] {false, true}) {
                            // sampling never exhausts; with --coverage it runs on the fixed variant for the coverage it reaches
                            if (fixed && (s.strategy().randomized() && t == 0 || !hasFixedVariant(subject))) continue;
                            Measurement m = measure(cp, subject, s, fixed, seed, o.maxExecutions, maxMs, t);
                            all.add(m);
                            err.printf(Locale.ROOT, "jvsim bench: %s%s %s seed %d: %s after %d executions, %.2f s%s%n", shortName(subject),
                                    fixed ? " (fixed)" : "", label(s), seed,
                                    m.found ? "bug" : m.exhausted() ? "exhausted" : m.endedIncomplete() ? "ended (not exhaustive)" : "stopped by " + m.stoppedBy,
                                    m.executions, m.seconds, m.coverage == null ? "" : "; " + m.coverage.summary());
                        }
                    }
                }
            }
        } catch (VmInputException e) {
            return usage(err, e.getMessage());
        }
        out.print(t > 0 ? coverageMarkdown(all, strategies, subjects) : markdown(all, strategies, subjects));
        if (o.csv != null) {
            try {
                Files.writeString(o.csv, csv(all));
            } catch (IOException e) {
                return usage(err, "cannot write " + o.csv + ": " + e.getMessage());
            }
        }
        return Cli.OK;
    }

    /** The CAPP table ({@link CappBench}). */
    private static int capp(Options o, CommandLine cl, PrintStream out, PrintStream err) {
        try {
            List<Path> cp = paths(cl.getParseResult().hasMatchedOption("--classpath") ? o.classpath : Path.of("test-programs", "target", "capp-new").toString());
            List<Path> old = paths(o.changedSince != null ? o.changedSince : Path.of("test-programs", "target", "capp-old").toString());
            List<Strategies.Configured> strategies = new ArrayList<>();
            for (String spec : o.strategies.isEmpty() ? List.of("dpor") : o.strategies) strategies.add(configure(spec));
            for (Strategies.Configured s : strategies)
                if (!s.strategy().prioritizable()) return usage(err, "--corpus=capp measures the systematic searches, not " + s.name());
            List<String> programs = CappBench.programs(cp);
            if (!o.subjects.isEmpty()) {
                List<String> chosen = new ArrayList<>();
                for (String g : o.subjects) {
                    String match = null;
                    for (String p : programs) if (p.equals(g) || p.endsWith("." + g)) match = p;
                    if (match == null) return usage(err, "no capp program " + g + " (expected one of " + programs + ")");
                    chosen.add(match);
                }
                programs = chosen;
            }
            CappBench.run(cp, old, programs, strategies, o.maxExecutions, o.maxTime.toMillis(), out, err);
            return Cli.OK;
        } catch (IllegalArgumentException | VmInputException e) {
            return usage(err, e.getMessage());
        }
    }

    private static List<Path> paths(String path) {
        List<Path> cp = new ArrayList<>();
        try {
            for (String p : path.split(java.io.File.pathSeparator)) if (!p.isEmpty()) cp.add(Path.of(p));
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("bad class path: " + e.getMessage());
        }
        return cp;
    }

    private static int usage(PrintStream err, String message) {
        err.println("jvsim: " + message);
        return Cli.USAGE;
    }

    /** "pct:depth=2:seed..." : the strategy with its options. */
    static Strategies.Configured configure(String spec) {
        String[] parts = spec.split(":");
        Map<String, String> options = new LinkedHashMap<>();
        for (String p : Arrays.asList(parts).subList(1, parts.length)) {
            int eq = p.indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException("strategy option '" + p + "' of " + parts[0] + " is not name=value");
            options.put(p.substring(0, eq), p.substring(eq + 1));
        }
        return Strategies.configure(parts[0], options);
    }

    /** The strategy with the options given (not defaults): "pct depth=2". */
    static String label(Strategies.Configured s) {
        return s.name() + s.parameters().entrySet().stream()
                .filter(e -> !e.getValue().equals(defaultOf(s, e.getKey())))
                .map(e -> " " + e.getKey() + "=" + e.getValue()).reduce("", String::concat);
    }

    private static String defaultOf(Strategies.Configured s, String option) {
        return Strategies.configure(s.name(), Map.of()).parameters().get(option);
    }

    /** Whether the subject has a fixed variant (argument "fixed"): the classes of package subjects. */
    static boolean hasFixedVariant(String subject) { return subject.startsWith("subjects."); }

    /**
     * The subjects' class names: those given (short names in the corpus's package: juc for juc,
     * else subjects), or the corpus: every top-level class of package subjects, the juc bug
     * programs (juc-bugs.txt in a class path directory, a class name a line, '#' comments), or both.
     */
    static List<String> subjects(List<Path> cp, String corpus, List<String> given) {
        List<String> out = new ArrayList<>();
        if (!given.isEmpty()) {
            for (String g : given) out.add(g.contains(".") ? g : (corpus.equals("juc") ? "juc." : "subjects.") + g);
            return out;
        }
        if (!corpus.equals("juc")) out.addAll(subjectsPackage(cp));
        if (!corpus.equals("subjects")) out.addAll(jucBugs(cp));
        return out;
    }

    /** The juc bug programs listed in juc-bugs.txt. */
    private static List<String> jucBugs(List<Path> cp) {
        List<String> out = new ArrayList<>();
        for (Path dir : cp) {
            Path list = dir.resolve("juc-bugs.txt");
            if (!Files.isRegularFile(list)) continue;
            try {
                for (String line : Files.readAllLines(list)) if (!line.isBlank() && !line.strip().startsWith("#")) out.add(line.strip());
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + list + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException("no juc-bugs.txt in " + cp + " (build test-programs, or give --classpath and --subjects)");
        return out;
    }

    /** Every top-level class of package subjects. */
    private static List<String> subjectsPackage(List<Path> cp) {
        List<String> out = new ArrayList<>();
        for (Path dir : cp) {
            Path pkg = dir.resolve("subjects");
            if (!Files.isDirectory(pkg)) continue;
            try (Stream<Path> files = Files.list(pkg)) {
                files.map(f -> f.getFileName().toString())
                        .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.equals("package-info.class"))
                        .sorted().forEach(n -> out.add("subjects." + n.substring(0, n.length() - ".class".length())));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot list " + pkg + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException("no subjects in " + cp + " (build test-programs, or give --classpath and --subjects)");
        return out;
    }

    private static String shortName(String subject) {
        return subject.startsWith("subjects.") ? subject.substring("subjects.".length()) : subject;
    }

    /** The median of the values (the lower middle one of an even count). */
    private static double median(List<Double> values) {
        List<Double> v = new ArrayList<>(values);
        v.sort(null);
        return v.get((v.size() - 1) / 2);
    }

    /**
     * The Markdown table: a row per subject, per strategy two columns, executions (seconds) to the
     * first bug and to exhaustion; "-" where the search stopped at a limit first, a fraction of
     * seeds when only some found the bug. After causal search's columns, seed 000's Table 4.2
     * figures for the subjects that have them ({@link #SEED_TABLE_4_2}).
     */
    static String markdown(List<Measurement> all, List<Strategies.Configured> strategies, List<String> subjects) {
        StringBuilder b = new StringBuilder("| Subject |");
        StringBuilder line = new StringBuilder("|---|");
        for (Strategies.Configured s : strategies) {
            b.append(' ').append(label(s)).append(": bug |");
            line.append("---|");
            if (!s.strategy().randomized()) {
                b.append(' ').append(label(s)).append(": all |");
                line.append("---|");
            }
            if (s.name().equals("causal")) {
                b.append(" seed 000 causal: bug | seed 000 CHESS: bug |");
                line.append("---|---|");
            }
        }
        b.append('\n').append(line).append('\n');
        for (String subject : subjects) {
            b.append("| ").append(shortName(subject)).append(" |");
            for (Strategies.Configured s : strategies) {
                b.append(' ').append(cell(all, subject, label(s), false)).append(" |");
                if (!s.strategy().randomized()) b.append(' ').append(cell(all, subject, label(s), true)).append(" |");
                if (s.name().equals("causal")) {
                    SeedFigures f = SEED_TABLE_4_2.get(subject);
                    String named = f == null || f.seedSubject().equals(shortName(subject)) ? "" : " (" + f.seedSubject() + ")";
                    b.append(f == null ? "  |  |" : " " + f.causal() + named + " | " + f.chess() + named + " |");
                }
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String cell(List<Measurement> all, String subject, String strategy, boolean fixed) {
        List<Measurement> ms = new ArrayList<>();
        for (Measurement m : all) if (m.subject.equals(subject) && m.strategy.equals(strategy) && m.fixed == fixed) ms.add(m);
        List<Double> executions = new ArrayList<>(), seconds = new ArrayList<>();
        if (ms.isEmpty()) return "n/a"; // no fixed variant
        for (Measurement m : ms) {
            if (fixed ? m.exhausted() : m.found) {
                executions.add((double) m.executions);
                seconds.add(m.seconds);
            }
        }
        if (executions.isEmpty()) return "-";
        String cell = String.format(Locale.ROOT, "%,d (%.2f s)", (long) median(executions), median(seconds));
        return executions.size() < ms.size() ? cell + " " + executions.size() + "/" + ms.size() : cell;
    }

    /** Every search as a CSV row (with --coverage: its blocks, sequences covered and possible). */
    static String csv(List<Measurement> all) {
        boolean cov = all.stream().anyMatch(m -> m.coverage != null);
        StringBuilder b = new StringBuilder("subject,strategy,variant,seed,found,exhausted,executions,seconds,stopped_by" + (cov ? ",blocks,covered,possible" : "") + "\n");
        for (Measurement m : all) {
            b.append(String.format(Locale.ROOT, "%s,%s,%s,%d,%b,%b,%d,%.3f,%s", shortName(m.subject), m.strategy, m.fixed ? "fixed" : "buggy",
                    m.seed, m.found, m.exhausted(), m.executions, m.seconds, m.stoppedBy == null ? "" : m.stoppedBy));
            if (cov) b.append(m.coverage == null ? ",,," : "," + m.coverage.blocks() + "," + m.coverage.covered() + "," + m.coverage.possible());
            b.append('\n');
        }
        return b.toString();
    }

    /**
     * With --coverage: a row per subject, per strategy the executions to the first bug (median over
     * the seeds, as {@link #markdown}) and the coverage reached on the fixed variant within the
     * limits: the median over the seeds of the sequences covered, its ratio, and for a strategy that
     * ended by itself (sca) the executions it took.
     */
    static String coverageMarkdown(List<Measurement> all, List<Strategies.Configured> strategies, List<String> subjects) {
        StringBuilder b = new StringBuilder("| Subject |");
        StringBuilder line = new StringBuilder("|---|");
        for (Strategies.Configured s : strategies) {
            b.append(' ').append(label(s)).append(": bug | ").append(label(s)).append(": coverage (fixed) |");
            line.append("---|---|");
        }
        b.append('\n').append(line).append('\n');
        for (String subject : subjects) {
            b.append("| ").append(shortName(subject)).append(" |");
            for (Strategies.Configured s : strategies) {
                b.append(' ').append(cell(all, subject, label(s), false)).append(" | ").append(coverageCell(all, subject, label(s))).append(" |");
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String coverageCell(List<Measurement> all, String subject, String strategy) {
        List<Measurement> ms = new ArrayList<>();
        for (Measurement m : all) if (m.subject.equals(subject) && m.strategy.equals(strategy) && m.fixed && m.coverage != null) ms.add(m);
        if (ms.isEmpty()) return "n/a";
        ms.sort(java.util.Comparator.comparingLong(m -> m.coverage.covered()));
        Measurement m = ms.get((ms.size() - 1) / 2);
        double r = m.coverage.ratio();
        String cell = String.format(Locale.ROOT, "%,d of %,d (%s)", m.coverage.covered(), m.coverage.possible(),
                Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * r));
        return m.endedIncomplete() || m.exhausted() ? cell + ", ended after " + m.executions : cell;
    }
}
