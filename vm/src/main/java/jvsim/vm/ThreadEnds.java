package jvsim.vm;

import java.util.List;

/**
 * The end of threads and of the VM: an uncaught exception's dispatch, Thread.exit (in a controlled
 * run inside the thread's end step), whether any non-daemon thread lives, whether a thread's end
 * halts the daemons, and the application's shutdown hooks.
 */
final class ThreadEnds {
    private final Scheduler s;
    private final Vm vm;

    ThreadEnds(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /**
     * What the end step of t will do besides ending it, for the search's dependence before it runs:
     * Thread.exit's writes of {@link WellKnown#threadExitWrites} (see {@link #runExit}); once it ran, its
     * footprint is what exit did.
     */
    static List<Op> exitFootprint(VmThread t) {
        List<KnownField.Ref> writes = t.vm.known.threadExitWrites;
        List<Op> out = new java.util.ArrayList<>(writes.size());
        for (KnownField.Ref h : writes) {
            if (!h.exists()) continue;
            Op w = new Op();
            w.set(Op.WRITE, t.threadObj, h.field().key, null, 0);
            w.what = "java.lang.Thread." + h.name;
            out.add(w);
        }
        return out;
    }

    /**
     * Runs Thread.exit (the JDK's cleanup of the thread's group, thread locals, uncaught-exception
     * handler and the like) inside t's end step, as a linearizable JDK operation's step runs (see
     * Atomic): its accesses do not stop, they are the step's footprint and are reported to value
     * listeners. Until 2026-11-26 exit ran as bookkeeping no other thread sees (Quiet), so a
     * search saw no write racing with another thread's getThreadGroup, and causal search saw such
     * reads return values no step wrote. Returns false when exit stopped before its end (it
     * blocked): it goes on in a later step, and that step's end is the thread's end step.
     */
    boolean runExit(VmThread t) {
        t.exitStage = VmThread.ExitStage.EXITING;
        Frame f = vm.interpreter.pushFrame(t, vm.known.threadExit.get(), Frame.NORMAL);
        f.r[0] = t.threadObj;
        if (t.executing != null) {
            t.executing.footprint = new java.util.ArrayList<>(8);
            t.regionFrame = f;
            t.wholeRegion = true;
        }
        try {
            while (true) {
                int status = vm.interpreter.run(t, ControlledRun.STEP_BUDGET);
                if (status == Interpreter.THREAD_DONE) return true;
                if (status != Interpreter.YIELD) return false;
            }
        } finally {
            t.regionFrame = null;
            t.wholeRegion = false;
        }
    }

    /**
     * Whether the end of non-daemon thread t ends the VM while daemon threads are alive: t is the
     * last live non-daemon thread and no shutdown hooks will run.
     */
    boolean haltsDaemons(VmThread t) {
        if (t.daemon) return false;
        boolean daemons = false;
        for (VmThread o : s.threads) {
            if (o == t || o.state == VmThread.State.TERMINATED) continue;
            if (!o.daemon) return false;
            daemons = true;
        }
        return daemons && !shutdownHooksPending();
    }

    private boolean shutdownHooksPending() {
        if (s.shutdownStarted) return false;
        VmClass hooks = vm.known.applicationShutdownHooks.ifLoaded();
        return hooks != null && hooks.isInitialized();
    }

    /**
     * Whether the VM ends now: no non-daemon thread lives (whatever daemon threads still do) and no
     * shutdown hooks start (they run on the main thread first, see {@link #startShutdownHooks}).
     */
    boolean vmEnds() {
        return !anyLiveNonDaemon() && !startShutdownHooks();
    }

    private boolean anyLiveNonDaemon() {
        for (VmThread t : s.threads) if (t.state != VmThread.State.TERMINATED && !t.daemon) return true;
        return false;
    }

    /** Runs Shutdown.shutdown() (application shutdown hooks) once, on the main thread, if hooks exist. */
    boolean startShutdownHooks() {
        if (!shutdownHooksPending()) {
            s.shutdownStarted = true;
            return false;
        }
        s.shutdownStarted = true;
        VmThread t = vm.mainThread;
        t.state = VmThread.State.RUNNABLE;
        t.exitStage = VmThread.ExitStage.SHUTDOWN_HOOKS;
        t.atPoint = false;
        vm.interpreter.pushFrame(t, vm.known.shutdownShutdown.get(), Frame.NORMAL);
        return true;
    }

    /**
     * The thread's stack emptied: dispatch an uncaught exception, then run Thread.exit() (under a
     * search's control with the JDK's operations atomic, in the thread's end step instead: see
     * {@link #runExit}). Returns true when frames were pushed for that, false when the thread's
     * end comes next.
     */
    boolean threadDone(VmThread t, boolean controlled) {
        if (t.exitStage == VmThread.ExitStage.RUNNING && t.uncaught != null) {
            VmObject e = t.uncaught;
            t.uncaught = null;
            if (t == vm.mainThread) s.mainThrew = true;
            Backtrace bt = Backtrace.of(vm, e);
            s.outcome.uncaught.add(new Outcome.Uncaught(t.name(), e.cls.javaName(), vm.detailMessage(e), bt == null ? List.of() : bt.lines()));
            t.exitStage = VmThread.ExitStage.UNCAUGHT_DISPATCHED;
            VmMethod m = vm.known.threadDispatchUncaughtException.get();
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            f.r[1] = e;
            return true;
        }
        t.uncaught = null;
        if (t.exitStage.beforeExit()) {
            // under a search's control, exit runs in the thread's end step (see runExit); with the
            // JDK's internals in full, as ordinary code, each visible access a step
            if (controlled && vm.config.atomicJdk) return false;
            t.exitStage = VmThread.ExitStage.EXITING;
            VmMethod m = vm.known.threadExit.get();
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            return true;
        }
        return false;
    }
}
