package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * The VM's state outside the heap and the classes, as {@link VmSnapshot} and {@link Checkpoint}
 * capture it: the threads with their frames, the scheduler's and the heap's counters, the clock,
 * and the classes, literals and interned strings that exist (those that come later are undone).
 */
final class MachineState {
    private final Vm vm;
    final int classCount;
    private final List<VmThread> threads;
    private final VmThread.Saved[] threadStates;
    private final long[] heapState;
    private final int literals;
    private final int interned;
    private final long clockNanos, instructions, steps;
    private final int spawned, quietSteps, busySteps;
    private final int nextThreadId, current;
    private final boolean mainThrew, shutdownStarted;
    private final VmThread mainThread;

    MachineState(Vm vm) {
        this.vm = vm;
        classCount = vm.classes.loaded().size();
        threads = new ArrayList<>(vm.scheduler.threads);
        threadStates = new VmThread.Saved[threads.size()];
        for (int i = 0; i < threadStates.length; i++) threadStates[i] = threads.get(i).save();
        heapState = vm.heap.rngState();
        literals = vm.heap.literalCount;
        interned = vm.heap.internedCount();
        clockNanos = vm.clockNanos;
        instructions = vm.interpreter.instructions;
        nextThreadId = vm.nextThreadId;
        current = vm.scheduler.current;
        mainThrew = vm.scheduler.mainThrew;
        shutdownStarted = vm.scheduler.shutdownStarted;
        mainThread = vm.mainThread;
        steps = vm.scheduler.steps;
        spawned = vm.scheduler.spawned;
        quietSteps = vm.scheduler.quietSteps;
        busySteps = vm.scheduler.busySteps;
    }

    /** Classes loaded since: as if never loaded (not found by name, uninitialized, fresh mirror). */
    void unloadLaterClasses() {
        List<VmClass> classes = vm.classes.loaded();
        for (int i = classCount; i < classes.size(); i++) {
            VmClass c = classes.get(i);
            vm.classes.resetStatics(c);
            vm.classes.resetMirror(c);
            vm.classes.withdraw(c);
            c.initState = VmClass.LOADED;
            c.initThread = null;
        }
    }

    void restore() {
        vm.scheduler.threads = new ArrayList<>(threads);
        for (int i = 0; i < threadStates.length; i++) threads.get(i).restore(threadStates[i]);
        vm.heap.restoreRng(heapState);
        vm.heap.forgetInternedSince(literals, interned);
        vm.clockNanos = clockNanos;
        vm.interpreter.instructions = instructions;
        vm.nextThreadId = nextThreadId;
        vm.scheduler.current = current;
        vm.scheduler.mainThrew = mainThrew;
        vm.scheduler.shutdownStarted = shutdownStarted;
        vm.scheduler.steps = steps;
        vm.scheduler.quietSteps = quietSteps;
        vm.scheduler.busySteps = busySteps;
        vm.scheduler.spawned = spawned;
        vm.mainThread = mainThread;
        vm.exitStatus = null;
        vm.current = null;
    }
}
