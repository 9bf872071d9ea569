package jvsim.search;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.Vm;
import jvsim.vm.VmMethod;
import jvsim.vm.VmSnapshot;
import jvsim.vm.VmThread;

/**
 * Runs executions of the target: the VM boots once, a snapshot is taken before the target's
 * first instruction, and every execution starts by restoring it (JDK bootstrap is paid once).
 * The target's output of each execution is captured.
 *
 * <p>Every execution begins the same way until a second thread can run (main sets up and starts
 * its first thread: all the threads it constructs before that, which is most of the work of many
 * test programs). That beginning runs once, and executions start from a snapshot taken where it
 * ends; their steps and output are put in front of each execution's own, and listeners are told
 * what they would have seen of it (steps, choices, allocations, notifications; not possible for
 * listeners of every instruction or that hold threads back, which then see it run every time).
 * Searches explore from there (it is their initial state); strategies that follow a schedule from
 * the start are told the skipped steps ({@link SchedulingStrategy#followsFromStart}).
 */
public final class Executor {
    private final SearchConfig config;
    private final Vm vm;
    private final VmMethod entry;
    private VmSnapshot start;
    private final Output out = new Output(), err = new Output();

    /** Captured output that can be cut back to a checkpoint's length. */
    private static final class Output extends ByteArrayOutputStream {
        void truncate(int n) { count = n; }
    }
    private long instructions;
    /** The steps of the common beginning that start skips (empty when start is the boot snapshot), and its output. */
    private List<Step> prefix = List.of();
    private byte[] prefixOut, prefixErr;
    /** Whether the common beginning was looked for: at the first run, under the search's limits (it may be long). */
    private boolean probed;

    public Executor(SearchConfig config) {
        this.config = config;
        config.vm.out = out;
        config.vm.err = err;
        this.vm = new Vm(config.vm);
        vm.boot();
        this.entry = config.method == null ? vm.findMain(config.className) : TargetMethod.find(vm, config.className, config.method);
        vm.startSearching(config.sched);
        watchMethods();
        checkpoints();
        this.start = new VmSnapshot(vm);
    }

    /** The listeners whose method events the VM watches (see {@link #watchMethods}). */
    private List<ExecutionListener> watching;

    /**
     * Makes the VM watch the methods the listeners want events of ({@link ExecutionListener#methodEvents}),
     * before anything of an execution runs (the common beginning included); again when the
     * configuration's listeners were replaced.
     */
    private void watchMethods() {
        if (watching != null && watching.equals(config.listeners)) return;
        watching = List.copyOf(config.listeners);
        List<jvsim.vm.MethodEvents> wanted = new ArrayList<>();
        for (ExecutionListener l : watching) if (l.methodEvents() != null) wanted.add(l.methodEvents());
        vm.watchMethods(wanted.isEmpty() ? null : wanted.size() == 1 ? wanted.get(0) : m -> {
            int bits = 0;
            for (jvsim.vm.MethodEvents e : wanted) bits |= e.events(m);
            return bits;
        });
    }

    /** The listeners' states registered with the VM so far. */
    private final java.util.Set<jvsim.vm.StateComponent<?>> listenerStates = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /**
     * Whether {@link #checkpoint} can be used: every listener gives its state
     * ({@link ExecutionListener#state}), which is then saved with the VM's. Registers the states
     * of listeners not seen before (the configuration's listeners may be replaced between runs).
     */
    public boolean checkpoints() {
        boolean all = true;
        for (ExecutionListener l : config.listeners) {
            jvsim.vm.StateComponent<?> state = l.state();
            if (state == null) all = false;
            else if (listenerStates.add(state)) vm.register(state);
        }
        return all;
    }

    private void startMain() {
        if (config.method == null) vm.startMain(entry, vm.mainArgs(config.args.toArray(new String[0])));
        else vm.startMain(entry);
    }

    /** What listeners saw of the common beginning, in order, to tell them again at every execution. */
    private final List<Object> prefixEvents = new ArrayList<>();
    private record Chosen(VmThread thread) { }
    private record Allocated(VmThread thread, jvsim.vm.VmObject object, VmMethod method, int pc, VmMethod userMethod, int userPc) { }
    private record Notified(VmThread thread, jvsim.vm.VmObject monitor, List<VmThread> woken) { }
    private record Stepped(int index) { }

    /** Whether listeners can be told the common beginning afterwards (not every instruction, nor threads held back). */
    private static boolean replayable(List<ExecutionListener> listeners) {
        for (ExecutionListener l : listeners) if ((l.events() & ExecutionListener.INSTRUCTIONS) != 0 || l.holdsThreads()) return false;
        return true;
    }

    private static int wanted(List<ExecutionListener> listeners) {
        int w = 0;
        for (ExecutionListener l : listeners) w |= l.events() & (ExecutionListener.ALLOCATIONS | ExecutionListener.NOTIFICATIONS);
        return w;
    }

    /** Tells the listeners what they would have seen of the common beginning had it run. */
    private void replayBeginning(List<ExecutionListener> listeners, Outcome outcome) {
        for (Object e : prefixEvents) {
            for (ExecutionListener l : listeners) {
                int ev = l.events();
                if (e instanceof Chosen c) {
                    if ((ev & ExecutionListener.CHOICES) != 0) l.chose(List.of(c.thread()), c.thread());
                } else if (e instanceof Allocated a) {
                    if ((ev & ExecutionListener.ALLOCATIONS) != 0) l.allocated(a.thread(), a.object(), a.method(), a.pc(), a.userMethod(), a.userPc());
                } else if (e instanceof Notified n) {
                    if ((ev & ExecutionListener.NOTIFICATIONS) != 0) l.notified(n.thread(), n.monitor(), n.woken());
                } else {
                    Step s = prefix.get(((Stepped) e).index());
                    l.stepped(threadOf(s.threadUid), s.op, outcome);
                }
            }
        }
    }

    /**
     * Runs the execution while only one thread can run and, if it gets to a choice between threads
     * that way (no data choice, event or end on the way), makes the state there the start.
     */
    private void skipCommonBeginning() {
        start.restore();
        out.reset();
        err.reset();
        startMain();
        List<Step> steps = new ArrayList<>();
        path = steps;
        List<Object> events = new ArrayList<>();
        int wanted = wanted(config.listeners);
        ExecutionListener recorder = new ExecutionListener() {
            @Override public int events() { return wanted; }
            @Override public void allocated(VmThread t, jvsim.vm.VmObject o, VmMethod m, int pc, VmMethod um, int upc) {
                events.add(new Allocated(t, o, m, pc, um, upc));
            }
            @Override public void notified(VmThread t, jvsim.vm.VmObject monitor, List<VmThread> woken) {
                events.add(new Notified(t, monitor, List.copyOf(woken)));
            }
        };
        vm.hooks = wanted == 0 ? jvsim.vm.ListenerHooks.EMPTY : new jvsim.vm.ListenerHooks(List.of(recorder));
        boolean[] plain = {true};
        try {
        vm.scheduler.runControlled(new SchedulingStrategy() {
            @Override public VmThread choose(List<VmThread> enabled) {
                if (enabled.size() != 1) return null;
                events.add(new Chosen(enabled.get(0)));
                return enabled.get(0);
            }
            @Override public int chooseValue(VmThread t, int min, int max) {
                plain[0] = false;
                return min;
            }
            @Override public void executed(VmThread t, Op op) {
                if (op.kind == Op.EVENT || op.halts != 0) plain[0] = false;
                events.add(new Stepped(steps.size()));
                steps.add(new Step(t.path, t.name(), t.uid, op));
            }
        }, config.maxSteps);
        } finally {
            vm.hooks = jvsim.vm.ListenerHooks.EMPTY;
        }
        Outcome o = vm.scheduler.outcome;
        if (!plain[0] || !o.pruned || o.stepLimit || !o.uncaught.isEmpty() || o.deadlock != null || steps.isEmpty()) return;
        start = new VmSnapshot(vm);
        prefix = List.copyOf(steps);
        prefixEvents.addAll(events);
        prefixOut = out.toByteArray();
        prefixErr = err.toByteArray();
    }

    /** The steps every execution begins with that its strategy does not choose (see the class comment). */
    public List<Step> commonBeginning() { return prefix; }

    public Vm vm() { return vm; }

    private VmThread threadOf(int uid) {
        for (VmThread t : vm.scheduler.threads()) if (t.uid == uid) return t;
        throw new IllegalStateException("jvsim: no thread " + uid + " in the start state");
    }

    /** The steps of the execution running (or last run), which a checkpoint's run continues. */
    private List<Step> path = new ArrayList<>();

    /**
     * The steps of the execution running, or of the last one run: after a stop ({@link jvsim.vm.VmStopped}),
     * those the stopped execution had made. Not to be changed.
     */
    public List<Step> runningSteps() { return java.util.Collections.unmodifiableList(path); }

    /** A state of the running execution to run again from: the VM's checkpoint and the execution's steps and output there. */
    public static final class Mark {
        final jvsim.vm.Checkpoint vm; final int steps, out, err;
        Mark(jvsim.vm.Checkpoint vm, int steps, int out, int err) { this.vm = vm; this.steps = steps; this.out = out; this.err = err; }
    }

    /**
     * A checkpoint of the running execution, taken by its strategy at a choice (between steps);
     * {@link #run(SchedulingStrategy, Mark)} continues from it. Only when {@link #checkpoints}: a
     * listener whose state the checkpoint could not save could not be taken back to it.
     */
    public Mark checkpoint() {
        if (!checkpoints()) throw new IllegalStateException("jvsim: checkpoints with a listener that gives no state");
        return new Mark(new jvsim.vm.Checkpoint(vm), path.size(), out.size(), err.size());
    }

    /** Total instructions executed by all executions so far. */
    public long instructions() { return instructions; }

    /** Runs one execution from the start state, with every choice made by strategy. */
    public Execution run(SchedulingStrategy strategy) {
        return run(strategy, null);
    }

    /**
     * Runs one execution with every choice made by strategy: from the start state, or from a
     * checkpoint of the execution that ran last (or of one it continued), taken by
     * {@link #checkpoint} and not gone back past since; the execution then begins with the steps
     * and output up to it.
     */
    public Execution run(SchedulingStrategy strategy, Mark from) {
        if (from != null) return runFrom(strategy, from);
        watchMethods();
        if (!probed) {
            probed = true;
            if (config.schedule == null && replayable(config.listeners)) skipCommonBeginning();
        }
        start.restore();
        out.reset();
        err.reset();
        long i0 = vm.interpreter.instructions;
        List<Step> steps = new ArrayList<>(prefix);
        path = steps;
        if (prefix.isEmpty()) {
            startMain();
        } else {
            out.writeBytes(prefixOut);
            err.writeBytes(prefixErr);
            if (strategy.followsFromStart()) {
                for (Step s : prefix) {
                    VmThread t = threadOf(s.threadUid);
                    strategy.choose(List.of(t));
                    strategy.executed(t, s.op);
                }
            }
        }
        Outcome outcome = vm.scheduler.outcome;
        checkpoints();
        for (ExecutionListener l : config.listeners) l.executionStarted(vm);
        if (!prefix.isEmpty() && !config.listeners.isEmpty()) replayBeginning(config.listeners, outcome);
        return runListened(strategy, steps, i0);
    }

    /**
     * {@link #run(SchedulingStrategy, Mark)} from a checkpoint: the listeners' states come back with
     * it (see {@link #checkpoints}), so they go on as if the execution had run to it.
     */
    private Execution runFrom(SchedulingStrategy strategy, Mark from) {
        from.vm.restore();
        // a list of its own: the last execution's may be a violation's trace
        List<Step> steps = new ArrayList<>(path.subList(0, from.steps));
        path = steps;
        out.truncate(from.out);
        err.truncate(from.err);
        return runListened(strategy, steps, vm.interpreter.instructions);
    }

    /** Runs the execution on from the VM's current state with the listeners on; steps: those so far, extended. */
    private Execution runListened(SchedulingStrategy strategy, List<Step> steps, long i0) {
        List<ExecutionListener> listeners = config.listeners;
        Outcome outcome = vm.scheduler.outcome;
        List<ExecutionListener> holders = new ArrayList<>();
        for (ExecutionListener l : listeners) if (l.holdsThreads()) holders.add(l);
        vm.scheduler.holders = holders.toArray(new ExecutionListener[0]);
        vm.hooks = listeners.isEmpty() ? jvsim.vm.ListenerHooks.EMPTY : new jvsim.vm.ListenerHooks(listeners);
        Recording recording = new Recording(strategy, steps, listeners, outcome);
        try {
            vm.scheduler.runControlled(recording, config.maxSteps); // the start state counts the skipped steps
            recording.ended();
            for (ExecutionListener l : listeners) l.executionEnded(vm, outcome);
        } finally {
            vm.hooks = jvsim.vm.ListenerHooks.EMPTY;
            instructions += vm.interpreter.instructions - i0;
        }
        return new Execution(steps, vm.scheduler.outcome.copy(), out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8), vm.interpreter.instructions - i0);
    }

    /** Passes the choices to the search's strategy, records the steps and tells the listeners. */
    private static final class Recording implements SchedulingStrategy {
        private final SchedulingStrategy strategy;
        private final List<Step> steps, choices = new ArrayList<>(0);
        private final List<ExecutionListener> listeners;
        private final Outcome outcome;

        Recording(SchedulingStrategy strategy, List<Step> steps, List<ExecutionListener> listeners, Outcome outcome) {
            this.strategy = strategy; this.steps = steps; this.listeners = listeners; this.outcome = outcome;
        }

        @Override public VmThread choose(List<VmThread> enabled) { return strategy.choose(enabled); }

        @Override public void stepLimitReached(List<VmThread> enabled) { strategy.stepLimitReached(enabled); }

        @Override public void deadlocked(List<VmThread> stopped) { strategy.deadlocked(stopped); }

        @Override public int chooseValue(VmThread t, int min, int max) {
            int v = strategy.chooseValue(t, min, max);
            choices.add(choiceStep(t, v, min, max));
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

        /** The execution ended: choices made by a step that did not finish (it ended in it) come last. */
        void ended() { steps.addAll(choices); }
    }

    /** The step that records a data choice of t (where: the caller of jvsim.api; a native runs in its caller's frame). */
    private static Step choiceStep(VmThread t, int v, int min, int max) {
        if (v < min || v > max) throw new IllegalStateException("jvsim: data choice " + v + " outside " + min + ".." + max);
        jvsim.vm.Frame f = t.top;
        while (f != null && f.caller != null && f.method.owner.name.startsWith("jvsim/api/")) f = f.caller;
        Op op = new Op();
        op.set(Op.CHOICE, null, v, f == null ? null : f.method, f == null ? 0 : f.pc);
        op.what = Integer.toString(v);
        return new Step(t.path, t.name(), t.uid, op, min, max);
    }
}
