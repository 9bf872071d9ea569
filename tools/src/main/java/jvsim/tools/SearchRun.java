package jvsim.tools;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.ReplaySearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Step;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;

/**
 * Runs a search (or a replay) on a VM thread with a large host stack, and turns its result into
 * the CLI's outcome. Prints each violation's trace and output for humans.
 */
final class SearchRun {
    private static final long VM_THREAD_STACK = 64L << 20;

    private final SearchConfig config = new SearchConfig();
    private final String strategy;
    private final PrintStream err;
    private SearchResult result;
    private Throwable failure;

    SearchRun(String strategy, VmConfig vm, Target target, List<String> args, String sched, Duration maxTime,
              Long maxExecutions, Long seed, long maxSteps, boolean findAll, List<String> schedule, PrintStream err) {
        this.strategy = strategy;
        this.err = err;
        config.vm = vm;
        config.className = target.className();
        config.method = target.method();
        config.args = new ArrayList<>(args);
        config.sched = schedMode(sched);
        config.maxTimeMs = maxTime == null ? 0 : Math.max(1, maxTime.toMillis());
        config.maxExecutions = maxExecutions == null ? 0 : maxExecutions;
        config.seed = seed == null ? 0 : seed;
        config.maxSteps = maxSteps;
        config.findAll = findAll;
        config.schedule = schedule;
    }

    static int schedMode(String sched) {
        return switch (sched) {
            case "sync" -> Vm.SCHED_SYNC;
            case "all" -> Vm.SCHED_ALL;
            default -> Vm.SCHED_SHARED;
        };
    }

    /** Attaches the named listeners (already validated). */
    SearchRun listeners(List<String> names) {
        for (String n : names) config.listeners.add(Listeners.find(n).create());
        return this;
    }

    static Search create(String name) {
        return switch (name) {
            case "dpor" -> new DporSearch(true);
            case "dpor-source" -> new DporSearch(false);
            case "dfs" -> new DfsSearch();
            case "random" -> new RandomSearch();
            case "replay" -> new ReplaySearch();
            default -> null;
        };
    }

    /** Runs the search; for a replay, the execution's standard output is copied to replayOut. */
    RunOutcome run(PrintStream replayOut) throws InterruptedException {
        Search search = create(strategy);
        Thread worker = new Thread(null, () -> {
            try {
                result = search.run(config);
            } catch (Throwable t) {
                failure = t;
            }
        }, "jvsim-search", VM_THREAD_STACK);
        worker.start();
        worker.join();
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);
        if (search instanceof ReplaySearch r && r.lastExecution != null && replayOut != null) {
            // a replay shows the execution's output as it happened
            replayOut.print(r.lastExecution.stdout);
            err.print(r.lastExecution.stderr);
            replayOut.flush();
        }
        return outcome(result);
    }

    private RunOutcome outcome(SearchResult r) {
        List<Violation> vs = new ArrayList<>();
        for (jvsim.search.Violation v : r.violations) {
            List<String> trace = new ArrayList<>();
            for (Step s : v.trace) trace.add(s.toString());
            vs.add(new Violation(v.kind, v.message, v.thread, v.field, trace, v.schedule(), v.stdout));
            printViolation(v);
        }
        RunStats stats = new RunStats(r.executions, r.blocked, r.states, r.transitions, r.instructions, r.elapsedMs);
        if (!vs.isEmpty()) return new RunOutcome(Verdict.VIOLATION, 1, vs, stats, null);
        if (r.stoppedBy != null) return new RunOutcome(Verdict.LIMIT, 3, vs, stats, "stopped by --" + r.stoppedBy + " after " + r.executions + " executions, no violation found");
        if (r.stepLimited > 0) return new RunOutcome(Verdict.LIMIT, 3, vs, stats, r.stepLimited + " execution(s) exceeded --max-steps (possibly non-terminating), no violation found");
        return new RunOutcome(Verdict.NO_VIOLATION, 0, vs, stats, null);
    }

    private void printViolation(jvsim.search.Violation v) {
        err.println("jvsim: " + v.kind + " in thread \"" + v.thread + "\": " + Cli.oneLine(v.message));
        err.println("  trace (" + v.trace.size() + " steps; steps inside the JDK are summarized, the JSON report has them all):");
        int jdkRun = 0;
        String runThread = null;
        for (int i = 0; i < v.trace.size(); i++) {
            Step s = v.trace.get(i);
            boolean inJdk = s.op.method != null && s.op.method.owner.jdk;
            if (runThread != null && (!inJdk || !s.threadName.equals(runThread))) {
                err.println(String.format("  %4s  \"%s\" %d step%s in JDK code", "", runThread, jdkRun, jdkRun == 1 ? "" : "s"));
                runThread = null;
                jdkRun = 0;
            }
            if (inJdk) {
                runThread = s.threadName;
                jdkRun++;
            } else {
                err.println(String.format("  %4d  %s", i + 1, s));
            }
        }
        if (runThread != null) err.println(String.format("  %4s  \"%s\" %d step%s in JDK code", "", runThread, jdkRun, jdkRun == 1 ? "" : "s"));
        if (!v.stdout.isEmpty() || !v.stderr.isEmpty()) {
            err.println("  output of this execution:");
            for (String line : (v.stdout + v.stderr).split("\n")) err.println("    | " + line);
        }
    }
}
