package jvsim.embed;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import jvsim.search.CounterexampleShortener;
import java.util.Map;
import jvsim.search.Execution;
import jvsim.search.ReplaySearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import jvsim.search.Strategies;
import jvsim.vm.SchedMode;

/**
 * Runs a search (or a replay) on a host thread with a large stack, and turns its result into the
 * outcome the CLI reports. Used by the CLI and by the embedding API.
 */
public final class SearchRun {
    /** Host stack of the search thread: class loading and initialization recurse on the host stack. */
    private static final long VM_THREAD_STACK = 64L << 20;
    /** Bounds of counterexample shortening: re-executions over all violations, and wall-clock time. */
    static final long SHORTEN_MAX_EXECUTIONS = 1000, SHORTEN_MAX_MS = 10_000;

    /** The strategy with its options; null for a replay. */
    private final Strategies.Configured strategy;
    private final SearchConfig config;
    private boolean shorten = true;
    private Search search;
    private boolean interrupted;
    private List<String> listenerNames = List.of();
    private Map<String, List<String>> listenerOptions = Map.of();
    private SearchResult result;
    private Execution replayed;
    private Throwable failure;

    /**
     * strategy: the name of a strategy ({@link Strategies}) with its default options, or "replay"
     * (then config.schedule is followed). IllegalArgumentException for an unknown name.
     */
    public SearchRun(String strategy, SearchConfig config) {
        this(strategy, Map.of(), config);
    }

    /**
     * A strategy by name with its options (option name to value as written, e.g. "depth" to "3"),
     * or "replay" (no options). IllegalArgumentException with a one-line message for an unknown
     * name, an option the strategy does not have or a bad value.
     */
    public SearchRun(String strategy, Map<String, String> options, SearchConfig config) {
        if (strategy.equals(REPLAY)) {
            if (!options.isEmpty()) throw new IllegalArgumentException("a replay takes no strategy options");
            this.strategy = null;
        } else {
            this.strategy = Strategies.configure(strategy, options);
        }
        this.config = config;
    }

    /** The name of the replay "strategy", which follows config.schedule. */
    public static final String REPLAY = "replay";

    /** What the report says of the search: the strategy, its parameters and the seed. */
    public SearchDescription description() {
        String jdk = config.vm.atomicJdk ? "atomic" : "full";
        if (strategy == null) return new SearchDescription(REPLAY, Map.of(), null, jdk);
        if (config.priority instanceof jvsim.capp.CappHeuristic h)
            return new SearchDescription(strategy.name(), strategy.parameters(), config.seed, jdk, h.name(), h.points().points().stream().map(Object::toString).toList());
        return new SearchDescription(strategy.name(), strategy.parameters(), config.seed, jdk);
    }

    /**
     * Attaches listeners by name with their options (--schedule, --imunit, ...). A listener may ask
     * for several search runs (one per IMUnit schedule): {@link #search} runs them in turn, each
     * with fresh listeners, and adds up their results. Bad options throw IllegalArgumentException.
     */
    public SearchRun listeners(List<String> names, Map<String, List<String>> options) {
        this.listenerNames = List.copyOf(names);
        this.listenerOptions = Map.copyOf(options);
        config.listeners = Listeners.create(listenerNames, listenerOptions, 0);
        return this;
    }

    /** A fresh search of this run. */
    private Search create() {
        return strategy == null ? new ReplaySearch() : strategy.create();
    }

    /** A wall-clock limit in the config's milliseconds (0: none). */
    public static long millis(Duration maxTime) {
        return maxTime == null ? 0 : Math.max(1, maxTime.toMillis());
    }

    /** Whether violations found are shortened to fewer context switches (default: yes; never for a replay). */
    public SearchRun shorten(boolean shorten) {
        this.shorten = shorten;
        return this;
    }

    /**
     * Stops the search soon, from any thread (Ctrl-C): {@link #search} then returns what was found so
     * far, with stoppedBy = "interrupt".
     */
    public synchronized void interrupt() {
        interrupted = true;
        if (search != null) search.requestStop("interrupt");
    }

    /**
     * Runs the search and waits for it. Exceptions of the search (VmInputException for a bad target,
     * ReplaySearch.Mismatch, VmInternalError, ...) are rethrown on the calling thread.
     */
    public SearchResult search() throws InterruptedException {
        Search search = create();
        synchronized (this) {
            this.search = search;
            if (interrupted) search.requestStop("interrupt");
        }
        Thread worker = new Thread(null, () -> {
            try {
                long t0 = System.nanoTime();
                SearchResult r = search.run(config);
                result = r;
                if (search instanceof ReplaySearch rs) {
                    replayed = rs.lastExecution;
                } else {
                    boolean moreRuns = runMore();
                    // shortening re-runs with the listeners of the last run: only when there was one
                    if (!moreRuns && shorten && r.violated()) shorten(search, r, t0);
                }
            } catch (Throwable t) {
                failure = t;
            }
        }, "jvsim-search", VM_THREAD_STACK);
        worker.start();
        try {
            worker.join();
        } finally {
            if (config.progress != null) config.progress.ended();
        }
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);
        return result;
    }

    /** Replaces each violation by its shortened form, within the shortening bounds and what is left of --max-time. */
    private void shorten(Search search, SearchResult r, long t0) {
        long deadline = System.nanoTime() + SHORTEN_MAX_MS * 1_000_000;
        if (config.maxTimeMs > 0) deadline = Math.min(deadline, t0 + config.maxTimeMs * 1_000_000);
        CounterexampleShortener shortener = new CounterexampleShortener(search.executor(), SHORTEN_MAX_EXECUTIONS, deadline);
        for (int i = 0; i < r.violations.size(); i++)
            if (!r.violations.get(i).warning) r.violations.set(i, shortener.shorten(r.violations.get(i)));
        r.shorteningExecutions = shortener.executions();
        r.elapsedMs = (System.nanoTime() - t0) / 1_000_000;
    }

    /** The further runs the listeners asked for, while nothing stopped the search; false when there are none. */
    private boolean runMore() {
        int runs = 1;
        for (jvsim.vm.ExecutionListener l : config.listeners) runs = Math.max(runs, l.runs());
        for (int k = 1; k < runs; k++) {
            if (result.stoppedBy != null || (result.violated() && !config.findAll)) break;
            config.listeners = Listeners.create(listenerNames, listenerOptions, k);
            result.add(create().run(config));
        }
        return runs > 1;
    }

    /** For a replay, after {@link #search}: the replayed execution (null if none ran). */
    public Execution replayed() { return replayed; }

    /**
     * For the CLI: searches, prints each violation on err; a replay's output goes to out and err, and
     * so does the first execution's when the search found no violation (a violation's trace shows
     * the output of its own execution).
     */
    public Report run(PrintStream out, PrintStream err) throws InterruptedException {
        SearchResult r = search();
        if (out != null && (replayed != null || !r.violated() && r.firstStdout != null)) {
            // the output as it happened
            out.print(replayed != null ? replayed.stdout : r.firstStdout);
            out.flush();
            err.print(replayed != null ? replayed.stderr : r.firstStderr);
        }
        for (Violation v : r.violations) err.print("jvsim: " + ViolationText.format(v));
        return report(r, null);
    }

    /**
     * The report of this run's search result r: {@link #outcome} with the search's description and a
     * replay's output; origin: the API settings it was run with (null from the CLI).
     */
    Report report(SearchResult r, Jvsim origin) {
        return outcome(r).of(description(), replayed == null ? null : replayed.stdout, origin, invocation());
    }

    /** What this run runs, as its report records it for a replay: target, arguments, absolute class path, settings. */
    public Invocation invocation() {
        jvsim.vm.VmConfig vm = config.vm;
        List<String> classpath = vm.classpath.stream().map(p -> p.toAbsolutePath().normalize().toString()).toList();
        Map<String, String> properties = new java.util.LinkedHashMap<>();
        for (String[] p : vm.properties) properties.put(p[0], p[1]);
        List<String> mounts = vm.mounts.stream().map(m -> m.dir() + (m.writable() ? ":rw" : ":ro")).toList();
        String target = config.method == null ? config.className : config.className + "#" + config.method;
        return new Invocation(target, config.args, classpath, config.sched.spelling(), listenerNames, listenerOptions, properties, vm.assertions,
                vm.gates, mounts, vm.maxHeapBytes, vm.spuriousWakeupsName(), vm.earlyTimeouts,
                vm.earlyTimeoutLimitNanos / 1_000_000L,
                vm.jdkHome == null ? null : vm.jdkHome.toAbsolutePath().normalize().toString(), vm.virtualThreadsName(), vm.spinWaits ? "wait" : "run");
    }

    /**
     * What to add to "could not find or load main class X" (a VmInputException's message) so that
     * it says what to do: the class path entries that do not exist, or that the class path was the
     * default "." (defaulted: none was given); "" otherwise, and for other messages.
     */
    public static String classNotFoundHint(String message, List<java.nio.file.Path> classpath, boolean defaulted) {
        if (message == null || !message.startsWith("could not find or load main class")) return "";
        List<String> missing = new java.util.ArrayList<>();
        for (java.nio.file.Path p : classpath) if (!java.nio.file.Files.exists(p)) missing.add("'" + p + "'");
        if (!missing.isEmpty())
            return missing.size() == 1 ? ": class path entry " + missing.get(0) + " does not exist"
                    : ": class path entries " + String.join(", ", missing) + " do not exist";
        if (defaulted) return " in the default class path '.' (the current directory); give the program's class path with -cp <dir-or-jar>";
        return "";
    }

    /** The verdict, exit status, violations and stats of a search, as the CLI reports them. */
    public static Report outcome(SearchResult r) {
        Report report = verdict(r).withStoppedExecution(r.stoppedExecution);
        return r.coverage == null ? report : report.withCoverage(Coverage.of(r.coverage));
    }

    private static Report verdict(SearchResult r) {
        List<Violation> vs = r.violations;
        RunStats stats = new RunStats(r.executions, r.blocked, r.states, r.pruned, r.transitions, r.instructions, r.elapsedMs, r.shorteningExecutions,
                r.probes, r.stepLimited, r.strategyStats, r.estimatedExecutions, r.estimatedRemainingMs, r.estimateLow, r.estimateHigh);
        // how far a search a limit stopped had come, by its estimate (once settled)
        String estimate = RunStats.estimate(r.executions, r.estimatedExecutions, r.estimateLow, r.estimateHigh, r.estimatedRemainingMs, false);
        String after = RunStats.count(r.executions, "execution") + (estimate.isEmpty() ? "" : " (" + estimate + ")");
        Report.StepLimit limit = r.stepLimited == 0 ? null : new Report.StepLimit(r.stepLimited, r.stepLimitThread, r.stepLimitStack, r.stepLimitActivity);
        // warnings (predicted deadlocks) are listed with any verdict but decide it only when nothing else does
        if (r.violated()) return new Report(Verdict.VIOLATION, 1, vs, stats, null, r.stoppedBy, limit);
        if ("interrupt".equals(r.stoppedBy))
            return new Report(Verdict.LIMIT, 3, vs, stats, "interrupted after " + after + ", no violation found", r.stoppedBy, limit);
        if (r.stoppedBy != null)
            return new Report(Verdict.LIMIT, 3, vs, stats, "stopped by --" + r.stoppedBy + " after " + after + ", no violation found", r.stoppedBy, limit);
        if (r.unexplored != null)
            return new Report(Verdict.LIMIT, 3, vs, stats, "not exhaustive after " + RunStats.count(r.executions, "execution") + ", no violation found (unexplored: " + r.unexplored + ")", null, limit);
        // an execution cut at --max-steps was not explored to its end: what it would have done next is not known
        if (limit != null) return new Report(Verdict.LIMIT, 3, vs, stats, stepLimitMessage(limit, r.executions), null, limit);
        return new Report(vs.isEmpty() ? Verdict.NO_VIOLATION : Verdict.WARNING, 0, vs, stats, null, null, null);
    }

    /**
     * "1 of 2 executions ran past --max-steps and was cut there (possibly non-terminating: thread
     * \"spinner\" at Spin.spin(Spin.java:4), spinning with no shared access); no violation found, but
     * a cut execution is not explored to its end".
     */
    static String stepLimitMessage(Report.StepLimit limit, long executions) {
        long n = limit.executions();
        StringBuilder b = new StringBuilder().append(n).append(" of ").append(RunStats.count(executions, "execution"))
                .append(n == 1 ? " ran past --max-steps and was cut there" : " ran past --max-steps and were cut there");
        if (limit.thread() != null) {
            b.append(" (possibly non-terminating: ").append(n == 1 ? "" : "in the first, ").append("thread \"").append(limit.thread()).append('"');
            if (!limit.stack().isEmpty()) b.append(" at ").append(limit.stack().get(0));
            if (limit.activity() != null && limit.activity().kind() != jvsim.search.Activity.Kind.RUNNABLE)
                b.append(", ").append(jvsim.search.DeadlockText.doing(limit.activity(), false));
            b.append(')');
        }
        return b.append("; no violation found, but ").append(n == 1 ? "a cut execution is not explored to its end" : "cut executions are not explored to their end").toString();
    }
}
