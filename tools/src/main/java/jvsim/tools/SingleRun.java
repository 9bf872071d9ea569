package jvsim.tools;

import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import jvsim.embed.Report;
import jvsim.embed.RunStats;
import jvsim.embed.Target;
import jvsim.embed.Verdict;
import jvsim.embed.ViolationText;
import jvsim.search.RunningThread;
import jvsim.search.StoppedExecution;
import jvsim.search.TargetMethod;
import jvsim.search.Violation;
import jvsim.vm.Outcome;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import jvsim.vm.VmStopped;

/**
 * Runs the target once, like the java launcher ({@code --search=none}), on a VM thread of its own
 * so a wall-clock limit can abandon it. Input errors and VM failures propagate as the exceptions the
 * VM threw (VmInputException, VmInternalError, ...). Violations are what the VM's scheduler recorded
 * ({@link jvsim.vm.Scheduler#outcome}); the target's output passes through untouched.
 */
final class SingleRun {
    /** Host stack of the VM thread: class loading and initialization recurse on the host stack. */
    private static final long VM_THREAD_STACK = 64L << 20;

    private final VmConfig config;
    private final Target target;
    private final String[] args;
    private final Duration maxTime;

    private volatile Vm vm;
    private volatile boolean interrupted;
    private Integer status;
    private Throwable failure;

    /** Where a deadlock is reported: the target's stderr, after its own output. */
    private final java.io.PrintStream deadlockReport;

    SingleRun(VmConfig config, Target target, List<String> args, Duration maxTime) {
        this.config = config;
        this.deadlockReport = new java.io.PrintStream(config.err, true, java.nio.charset.StandardCharsets.UTF_8);
        this.target = target;
        this.args = args.toArray(new String[0]);
        this.maxTime = maxTime;
    }

    /** Stops the run soon, from any thread (Ctrl-C): {@link #run} then reports it as interrupted. */
    void interrupt() {
        interrupted = true;
        Vm v = vm;
        if (v != null) v.stopRequested = true;
    }

    Report run() throws InterruptedException {
        GatedOutputStream out = new GatedOutputStream(config.out);
        GatedOutputStream err = new GatedOutputStream(config.err);
        config.out = out;
        config.err = err;

        long t0 = System.nanoTime();
        Thread worker = new Thread(null, this::runInVm, "jvsim-vm", VM_THREAD_STACK);
        worker.setDaemon(true);
        worker.start();
        worker.join(maxTime == null ? 0 : Math.max(1, maxTime.toMillis()));
        long elapsedMs = (System.nanoTime() - t0) / 1_000_000;

        if (worker.isAlive()) {
            out.shut();
            err.shut();
            stop(worker);
            return stopped(worker, "max-time", "stopped by --max-time after " + elapsedMs + " ms", elapsedMs);
        }
        flush(config.out);
        flush(config.err);
        if (failure instanceof VmStopped && interrupted) return stopped(worker, "interrupt", "interrupted after " + elapsedMs + " ms", elapsedMs);
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);

        RunStats stats = new RunStats(1, 0, 0, instructions(), elapsedMs);
        List<Violation> violations = violations();
        // the target's own output passed through; a deadlock is jvsim's to say, on stderr
        for (Violation v : violations) if (v.deadlock != null) deadlockReport.print("jvsim: " + ViolationText.format(v));
        deadlockReport.flush();
        Verdict verdict = violations.isEmpty() ? Verdict.NO_VIOLATION : Verdict.VIOLATION;
        return new Report(verdict, status, violations, stats, null);
    }

    /** A run cut short: a violation if one was recorded before (status 1), else a limit (status 3); with the threads that had not ended. */
    private Report stopped(Thread worker, String by, String message, long elapsedMs) {
        RunStats stats = new RunStats(0, 0, 0, instructions(), elapsedMs);
        boolean readable = !worker.isAlive();  // a VM that still runs cannot be read safely
        List<Violation> vs = readable ? violations() : List.of();
        StoppedExecution running = readable && vm != null ? new StoppedExecution(0, RunningThread.of(vm.scheduler.threads(), List.of())) : null;
        if (vs.isEmpty()) return new Report(Verdict.LIMIT, 3, vs, stats, message, by).withStoppedExecution(running);
        return new Report(Verdict.VIOLATION, 1, vs, stats, null, by).withStoppedExecution(running);
    }

    /**
     * What the scheduler recorded so far: uncaught exceptions of any thread (with their stack), then a
     * deadlock (the threads that cannot run, their waits and their frames).
     */
    private List<Violation> violations() {
        Vm v = vm;
        List<Violation> out = new ArrayList<>();
        if (v == null) return out;
        Outcome o = v.scheduler.outcome.copy();
        for (Outcome.Uncaught u : o.uncaught) out.add(new Violation(u));
        if (o.deadlock != null) out.add(new Violation(o.deadlock));
        return out;
    }

    private long instructions() {
        Vm v = vm;
        return v == null ? 0 : v.interpreter.instructions;
    }

    private void runInVm() {
        try {
            Vm v = new Vm(config);
            vm = v;
            if (interrupted) v.stopRequested = true;
            if (target.isMethod()) {
                v.boot();
                v.startMain(TargetMethod.find(v, target.className(), target.method()));
                status = v.scheduler.runToCompletion();
            } else {
                status = v.runMain(target.className(), args);
            }
        } catch (Throwable t) {
            failure = t;
        }
    }

    /** Asks the VM to stop at its next scheduling turn and waits a little for it. */
    private void stop(Thread worker) throws InterruptedException {
        Vm v = vm;
        if (v != null) v.stopRequested = true;
        worker.join(5_000);
    }

    private static void flush(OutputStream s) {
        try {
            s.flush();
        } catch (java.io.IOException ignored) {
            // nothing more to do for a broken output stream
        }
    }
}
