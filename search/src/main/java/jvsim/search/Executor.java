package jvsim.search;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.Scheduler;
import jvsim.vm.Vm;
import jvsim.vm.VmMethod;
import jvsim.vm.VmSnapshot;
import jvsim.vm.VmThread;

/**
 * Runs executions of the target: the VM boots once, a snapshot is taken before the target's
 * first instruction, and every execution starts by restoring it (JDK bootstrap is paid once).
 * The target's output of each execution is captured.
 */
public final class Executor {
    private final SearchConfig config;
    private final Vm vm;
    private final VmMethod entry;
    private final VmSnapshot start;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    private long instructions;

    public Executor(SearchConfig config) {
        this.config = config;
        config.vm.out = out;
        config.vm.err = err;
        this.vm = new Vm(config.vm);
        vm.boot();
        this.entry = config.method == null ? vm.findMain(config.className) : TargetMethod.find(vm, config.className, config.method);
        vm.startSearching(config.sched);
        this.start = new VmSnapshot(vm);
    }

    public Vm vm() { return vm; }

    /** Total instructions executed by all executions so far. */
    public long instructions() { return instructions; }

    /** Runs one execution from the start state, with every choice made by strategy. */
    public Execution run(Scheduler.Strategy strategy) {
        start.restore();
        out.reset();
        err.reset();
        long i0 = vm.interpreter.instructions;
        if (config.method == null) vm.startMain(entry, vm.mainArgs(config.args.toArray(new String[0])));
        else vm.startMain(entry);
        List<Step> steps = new ArrayList<>();
        List<ExecutionListener> listeners = config.listeners;
        Outcome outcome = vm.scheduler.outcome;
        for (ExecutionListener l : listeners) l.executionStarted(vm);
        List<Step> choices = new ArrayList<>(0);
        List<ExecutionListener> holders = new ArrayList<>();
        for (ExecutionListener l : listeners) if (l.holdsThreads()) holders.add(l);
        vm.scheduler.holders = holders.toArray(new ExecutionListener[0]);
        vm.hooks = listeners.isEmpty() ? jvsim.vm.ListenerHooks.EMPTY : new jvsim.vm.ListenerHooks(listeners);
        Scheduler.Strategy recording = new Scheduler.Strategy() {
            @Override public VmThread choose(List<VmThread> enabled) { return strategy.choose(enabled); }
            @Override public int chooseValue(VmThread t, int min, int max) {
                int v = strategy.chooseValue(t, min, max);
                if (v < min || v > max) throw new IllegalStateException("jvsim: data choice " + v + " outside " + min + ".." + max);
                // where: the caller of jvsim.api (a native runs in its caller's frame)
                jvsim.vm.Frame f = t.top;
                while (f != null && f.caller != null && f.method.owner.name.startsWith("jvsim/api/")) f = f.caller;
                Op op = new Op();
                op.set(Op.CHOICE, null, v, f == null ? null : f.method, f == null ? 0 : f.pc);
                op.what = Integer.toString(v);
                choices.add(new Step(t.path, t.name(), t.uid, op));
                return v;
            }
            @Override public void executed(VmThread t, Op op) {
                steps.add(new Step(t.path, t.name(), t.uid, op));
                // data choices made during the step follow it, so that a schedule lists them in replay order
                if (!choices.isEmpty()) {
                    steps.addAll(choices);
                    choices.clear();
                }
                for (ExecutionListener l : listeners) l.stepped(t, op, outcome);
                strategy.executed(t, op);
            }
        };
        try {
            vm.scheduler.runControlled(recording, config.maxSteps);
            steps.addAll(choices); // made by a step that did not finish (the execution ended in it)
            for (ExecutionListener l : listeners) l.executionEnded(vm, outcome);
        } finally {
            vm.hooks = jvsim.vm.ListenerHooks.EMPTY;
            instructions += vm.interpreter.instructions - i0;
        }
        Outcome o = vm.scheduler.outcome.copy();
        return new Execution(steps, o, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), vm.interpreter.instructions - i0);
    }
}
