package jvsim.tools;

import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import jvsim.vm.LinkageFailure;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInputException;
import jvsim.vm.VmMethod;

/**
 * Runs the target once, like the java launcher ({@code --search=none}), on a VM thread of its own
 * so a wall-clock limit can abandon it. Input errors and VM failures propagate as the exceptions the
 * VM threw (VmInputException, VmInternalError, ...).
 */
final class SingleRun {
    /** Host stack of the VM thread: class loading and initialization recurse on the host stack. */
    private static final long VM_THREAD_STACK = 64L << 20;

    private final VmConfig config;
    private final Target target;
    private final String[] args;
    private final Duration maxTime;

    private volatile Vm vm;
    private Integer status;
    private Throwable failure;

    SingleRun(VmConfig config, Target target, List<String> args, Duration maxTime) {
        this.config = config;
        this.target = target;
        this.args = args.toArray(new String[0]);
        this.maxTime = maxTime;
    }

    RunOutcome run() throws InterruptedException {
        GatedOutputStream out = new GatedOutputStream(config.out);
        GatedOutputStream err = new GatedOutputStream(config.err);
        ViolationWatcher watcher = new ViolationWatcher(err);
        config.out = out;
        config.err = watcher;

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
            RunStats stats = new RunStats(0, 0, 0, instructions(), elapsedMs);
            return new RunOutcome(Verdict.LIMIT, 3, List.of(), stats,
                    "stopped by --max-time after " + elapsedMs + " ms");
        }
        flush(config.out);
        flush(config.err);
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure instanceof Error) throw (Error) failure;
        if (failure != null) throw new IllegalStateException(failure);

        RunStats stats = new RunStats(1, 0, 0, instructions(), elapsedMs);
        List<Violation> violations = status == 1 ? watcher.violations() : List.of();
        Verdict verdict = violations.isEmpty() ? Verdict.NO_VIOLATION : Verdict.VIOLATION;
        return new RunOutcome(verdict, status, violations, stats, null);
    }

    private long instructions() {
        Vm v = vm;
        return v == null ? 0 : v.interpreter.instructions;
    }

    private void runInVm() {
        try {
            Vm v = new Vm(config);
            vm = v;
            status = target.isMethod() ? runMethod(v) : v.runMain(target.className(), args);
        } catch (Throwable t) {
            failure = t;
        }
    }

    /** Runs a static no-argument method as the main thread's only frame. */
    private int runMethod(Vm v) {
        v.boot();
        String name = target.className();
        VmClass c;
        try {
            c = v.classes.load(name.replace('.', '/'));
        } catch (LinkageFailure f) {
            if (f.errorClass.equals("java/lang/NoClassDefFoundError")) throw new VmInputException("could not find or load class " + name);
            throw new VmInputException("could not load class " + name + ": " + f.errorClass.replace('/', '.') + ": " + f.getMessage());
        }
        VmMethod m = null;
        for (VmMethod candidate : c.declaredMethods) {
            if (candidate.name.equals(target.method()) && candidate.desc.startsWith("()")) m = candidate;
        }
        if (m == null) throw new VmInputException("no method '" + target.method() + "()' in class " + name);
        if (!m.isStatic()) throw new Unsupported("instance method targets are not supported yet: make " + target + " static or call it from a main method");
        if (m.isAbstract() || m.isNative()) throw new VmInputException("method " + target + " has no bytecode to run");
        v.startMain(m);
        return v.scheduler.runToCompletion();
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
