package jvsim.tools;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.Execution;
import jvsim.search.RandomSearch;
import jvsim.search.ReplaySearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Step;
import jvsim.vm.Vm;

/**
 * Runs a search (or a replay) on a host thread with a large stack, and turns its result into the
 * outcome the CLI reports. Used by the CLI and by the embedding API.
 */
public final class SearchRun {
    /** Host stack of the search thread: class loading and initialization recurse on the host stack. */
    private static final long VM_THREAD_STACK = 64L << 20;
    /** Names accepted by {@link #create}, for messages. */
    public static final String STRATEGIES = "dpor, dpor-source, dfs, random";

    private final String strategy;
    private final SearchConfig config;
    private SearchResult result;
    private Execution replayed;
    private Throwable failure;

    /** strategy: one of {@link #STRATEGIES} or "replay" (then config.schedule is followed). */
    public SearchRun(String strategy, SearchConfig config) {
        if (create(strategy) == null) throw new IllegalArgumentException("unknown search '" + strategy + "' (expected " + STRATEGIES + ")");
        this.strategy = strategy;
        this.config = config;
    }

    /** A new search by name, or null for an unknown name. */
    public static Search create(String name) {
        return switch (name) {
            case "dpor" -> new DporSearch(true);
            case "dpor-source" -> new DporSearch(false);
            case "dfs" -> new DfsSearch();
            case "random" -> new RandomSearch();
            case "replay" -> new ReplaySearch();
            default -> null;
        };
    }

    /** The Vm.SCHED_ constant of a --sched mode (sync, shared, all), or -1 for an unknown mode. */
    public static int sched(String mode) {
        return switch (mode) {
            case "sync" -> Vm.SCHED_SYNC;
            case "shared" -> Vm.SCHED_SHARED;
            case "all" -> Vm.SCHED_ALL;
            default -> -1;
        };
    }

    /** A wall-clock limit in the config's milliseconds (0: none). */
    public static long millis(Duration maxTime) {
        return maxTime == null ? 0 : Math.max(1, maxTime.toMillis());
    }

    /**
     * Runs the search and waits for it. Exceptions of the search (VmInputException for a bad target,
     * ReplaySearch.Mismatch, VmInternalError, ...) are rethrown on the calling thread.
     */
    public SearchResult search() throws InterruptedException {
        Search search = create(strategy);
        Thread worker = new Thread(null, () -> {
            try {
                result = search.run(config);
                if (search instanceof ReplaySearch r) replayed = r.lastExecution;
            } catch (Throwable t) {
                failure = t;
            }
        }, "jvsim-search", VM_THREAD_STACK);
        worker.start();
        worker.join();
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);
        return result;
    }

    /** For a replay, after {@link #search}: the replayed execution (null if none ran). */
    public Execution replayed() { return replayed; }

    /** For the CLI: searches, prints each violation on err; a replay's output goes to replayOut and err. */
    RunOutcome run(PrintStream replayOut, PrintStream err) throws InterruptedException {
        SearchResult r = search();
        if (replayed != null && replayOut != null) {
            // a replay shows the execution's output as it happened
            replayOut.print(replayed.stdout);
            err.print(replayed.stderr);
            replayOut.flush();
        }
        for (jvsim.search.Violation v : r.violations) err.print("jvsim: " + ViolationText.format(v));
        return outcome(r);
    }

    /** The verdict, exit status, violations and stats of a search, as the CLI reports them. */
    public static RunOutcome outcome(SearchResult r) {
        List<Violation> vs = new ArrayList<>();
        for (jvsim.search.Violation v : r.violations) {
            List<String> trace = new ArrayList<>();
            for (Step s : v.trace) trace.add(s.toString());
            vs.add(new Violation(v.kind, v.message, v.thread, v.field, trace, v.schedule(), v.stdout, v.warning));
        }
        RunStats stats = new RunStats(r.executions, r.blocked, r.states, r.transitions, r.instructions, r.elapsedMs);
        // warnings (predicted deadlocks) are listed with any verdict but decide it only when nothing else does
        if (r.violated()) return new RunOutcome(Verdict.VIOLATION, 1, vs, stats, null);
        if (r.stoppedBy != null) return new RunOutcome(Verdict.LIMIT, 3, vs, stats, "stopped by --" + r.stoppedBy + " after " + r.executions + " executions, no violation found");
        if (r.stepLimited > 0) return new RunOutcome(Verdict.LIMIT, 3, vs, stats, r.stepLimited + " execution(s) exceeded --max-steps (possibly non-terminating), no violation found");
        return new RunOutcome(vs.isEmpty() ? Verdict.NO_VIOLATION : Verdict.WARNING, 0, vs, stats, null);
    }
}
