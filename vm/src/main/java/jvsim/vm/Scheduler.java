package jvsim.vm;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The default scheduler: runs one thread at a time, round-robin, preempting a thread after its
 * quantum so spinning cannot starve others. Deterministic: one program always runs the same way.
 * Virtual time jumps forward when every live thread waits on a timed operation.
 */
public final class Scheduler {
    private final Vm vm;
    private final List<VmThread> threads = new ArrayList<>();
    private int current;
    private boolean mainThrew;

    Scheduler(Vm vm) { this.vm = vm; }

    void add(VmThread t) { threads.add(t); }

    public List<VmThread> threads() { return threads; }

    /** Runs until every non-daemon thread has ended or the target halts; returns the exit status. */
    public int runToCompletion() {
        try {
            while (true) {
                if (vm.stopRequested) throw new VmStopped();
                // once the last non-daemon thread ended, daemon threads (even runnable or timed-waiting
                // ones, such as the JDK's Common-Cleaner) do not keep the VM alive
                if (!anyLiveNonDaemon()) {
                    if (startShutdownHooks()) continue;
                    return mainThrew ? 1 : 0;
                }
                VmThread t = pickNext();
                if (t == null) {
                    if (advanceClock()) continue;
                    reportDeadlock();
                    return 1;
                }
                int status = vm.interpreter.run(t, vm.config.quantum);
                if (status == Interpreter.THREAD_DONE) threadDone(t);
            }
        } catch (VmExit e) {
            flushHost();
            return e.status;
        } finally {
            flushHost();
        }
    }

    private void flushHost() {
        try { vm.config.out.flush(); vm.config.err.flush(); } catch (java.io.IOException ignored) { }
    }

    private VmThread pickNext() {
        int n = threads.size();
        for (int k = 1; k <= n; k++) {
            int i = (current + k) % n;
            VmThread t = threads.get(i);
            if (canRun(t)) { current = i; return t; }
        }
        return null;
    }

    private boolean canRun(VmThread t) {
        switch (t.state) {
            case RUNNABLE: return true;
            case BLOCKED:
                if (t.blockedOnClass != null) {
                    if (t.blockedOnClass.initState == VmClass.INITIALIZING) return false;
                    t.blockedOnClass = null;
                    t.state = VmThread.State.RUNNABLE;
                    return true;
                }
                Monitor m = t.blockedOn.monitor;
                if (m.owner != null && m.owner != t) return false;
                if (t.blockPhase != 0) { // re-acquiring after wait()
                    m.owner = t;
                    m.count = t.savedCount;
                }
                t.blockedOn = null;
                t.state = VmThread.State.RUNNABLE;
                return true;
            default:
                return false;
        }
    }

    void wakeMonitor(VmObject o) { /* blocked threads are polled in pickNext */ }

    void wakeClassInit(VmClass c) { /* polled in pickNext */ }

    /** Moves virtual time to the earliest timed wait and wakes the threads whose time has come. */
    private boolean advanceClock() {
        long earliest = Long.MAX_VALUE;
        for (VmThread t : threads) if (t.wakeAt >= 0 && (t.state == VmThread.State.TIMED_WAITING)) earliest = Math.min(earliest, t.wakeAt);
        if (earliest == Long.MAX_VALUE) return false;
        long now = vm.nanoTime();
        if (earliest > now) vm.clockNanos += earliest - now;
        for (VmThread t : threads) {
            if (t.state == VmThread.State.TIMED_WAITING && t.wakeAt >= 0 && t.wakeAt <= vm.nanoTime()) Threads.timeout(t);
        }
        return true;
    }

    private boolean anyLiveNonDaemon() {
        for (VmThread t : threads) if (t.state != VmThread.State.TERMINATED && !t.daemon) return true;
        return false;
    }

    private boolean shutdownStarted;

    /** Runs Shutdown.shutdown() (application shutdown hooks) once, on the main thread, if hooks exist. */
    private boolean startShutdownHooks() {
        if (shutdownStarted) return false;
        shutdownStarted = true;
        VmClass hooks = vm.classes.findLoaded("java/lang/ApplicationShutdownHooks");
        if (hooks == null || !hooks.isInitialized()) return false;
        VmClass shutdown = vm.classes.load("java/lang/Shutdown");
        VmThread t = vm.mainThread;
        t.state = VmThread.State.RUNNABLE;
        t.exitStage = 3;
        vm.interpreter.pushFrame(t, shutdown.declaredMethod("shutdown", "()V"), Frame.NORMAL);
        return true;
    }

    /** The thread's stack emptied: dispatch an uncaught exception, run Thread.exit(), then terminate. */
    private void threadDone(VmThread t) {
        if (t.exitStage == 0 && t.uncaught != null) {
            VmObject e = t.uncaught;
            t.uncaught = null;
            if (t == vm.mainThread) mainThrew = true;
            t.exitStage = 1;
            VmMethod m = t.threadObj.cls.findMethod("dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            f.r[1] = e;
            return;
        }
        t.uncaught = null;
        if (t.exitStage <= 1) {
            t.exitStage = 2;
            VmMethod m = t.threadObj.cls.findMethod("exit", "()V");
            Frame f = vm.interpreter.pushFrame(t, m, Frame.NORMAL);
            f.r[0] = t.threadObj;
            return;
        }
        Threads.terminate(t);
    }

    private void reportDeadlock() {
        PrintStream err = new PrintStream(vm.config.err, true, StandardCharsets.UTF_8);
        err.println("jvsim: deadlock: no thread can run");
        for (VmThread t : threads) {
            if (t.state == VmThread.State.TERMINATED) continue;
            err.println("  \"" + t.name() + "\" " + t.state + " " + Threads.describeWait(t));
            for (Frame f = t.top; f != null; f = f.caller)
                err.println("      at " + f.method.owner.javaName() + "." + f.method.name + "(" + (f.method.owner.sourceFile == null ? "Unknown Source" : f.method.owner.sourceFile + ":" + f.line()) + ")");
        }
    }
}
