package jvsim.vm;

/**
 * A state of the VM to come back to, cheaply: the writes made after it are undone from the
 * trail the write barrier keeps ({@link Trail}), and the state outside the heap is saved
 * ({@link MachineState}: every {@link StateComponent}, e.g. threads and frames, counters, clock,
 * gates, natives' host state) with the execution's outcome so far. Checkpoints nest: going back to one forgets those taken after it, which must not be used
 * again; a snapshot restore forgets all. Stateful depth-first search takes one at every state on
 * its path, so backtracking costs the writes made since instead of a re-execution from the start.
 */
public final class Checkpoint {
    private final Vm vm;
    private final Trail trail;
    private final int trailMark, touchedCount, touchedClassCount;
    private final MachineState machine;
    private final Outcome outcome;
    /** With jvsim.checkBarriers: the full state hash here, which a restore must give again. */
    private final long hash;

    /** Captures the state of vm; the VM must be between steps (no host frames running). */
    public Checkpoint(Vm vm) {
        this.vm = vm;
        Heap heap = vm.heap;
        if (heap.trail == null) heap.trail = new Trail();
        trail = heap.trail;
        trailMark = trail.size();
        touchedCount = heap.touchedCount();
        touchedClassCount = heap.touchedClassCount();
        machine = new MachineState(vm);
        outcome = vm.scheduler.outcome.copy();
        hash = VmSnapshot.CHECK ? vm.stateHasher().fullHash() : 0;
        heap.newSegment();
    }

    /** Puts the VM back into the captured state. */
    public void restore() {
        Heap heap = vm.heap;
        if (heap.trail != trail || trail.size() < trailMark) throw new IllegalStateException("jvsim: checkpoint no longer valid");
        trail.undo(trailMark);
        heap.truncateTouched(touchedCount, touchedClassCount);
        machine.unloadLaterClasses();
        machine.restore();
        vm.scheduler.outcome.setTo(outcome);
        heap.newSegment();
        vm.restores++;
        if (VmSnapshot.CHECK) {
            if (heap.base != null) heap.base.verifyUntouched("checkpoint restore");
            if (vm.stateHasher().fullHash() != hash) throw new IllegalStateException("jvsim: a checkpoint restore gave another state");
        }
    }
}
