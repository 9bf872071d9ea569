package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * The VM's own state outside the heap and the classes, as a state component (the first one every
 * VM registers): the threads with their frames ({@link ThreadState}, {@link VmThread#save}), the scheduler's current
 * thread and counters, the clock, the instruction count, the identity-hash generator and the
 * allocation counters, the thread-id counter, the virtual threads to unblock (JEP 491; a root, hashed by the {@link StateHasher}), and the literals resolved and strings interned (those
 * that come later are forgotten by a restore). The threads' contents are hashed by the
 * {@link StateHasher} itself (they refer to objects, which it numbers); this component hashes the
 * scalars that matter for what happens next.
 *
 * <p>Deliberately not saved: the ids of internal allocations (objects made once for the VM's life,
 * {@link Heap#newInternal}) and threads' uids ({@link Vm#threadUid}), which are names that must
 * stay unique across restores, and counters of the whole search (restores, output writes).
 */
final class CoreState implements StateComponent<CoreState.Memento> {
    private final Vm vm;

    CoreState(Vm vm) { this.vm = vm; }

    /** The saved values (immutable once made; thread states are copied again when restored). */
    static final class Memento {
        final List<VmThread> threads;
        final ThreadState[] threadStates;
        final long[] heapState;
        final HashGenerator bootHashes;
        final int literals, interned;
        final long clockNanos, instructions, steps;
        final int spawned, quietSteps, busySteps;
        final int nextThreadId, current;
        final boolean mainThrew, shutdownStarted;
        final VmThread mainThread;
        final VmObject toUnblock;

        Memento(Vm vm) {
            threads = new ArrayList<>(vm.scheduler.threads);
            threadStates = new ThreadState[threads.size()];
            for (int i = 0; i < threadStates.length; i++) threadStates[i] = threads.get(i).save();
            heapState = vm.heap.rngState();
            bootHashes = vm.heap.bootHashes();
            literals = vm.heap.literalCount;
            interned = vm.heap.internedCount();
            clockNanos = vm.clockNanos;
            instructions = vm.interpreter.instructions;
            nextThreadId = vm.nextThreadId;
            current = vm.scheduler.current;
            mainThrew = vm.scheduler.mainThrew;
            shutdownStarted = vm.scheduler.shutdownStarted;
            mainThread = vm.mainThread;
            toUnblock = vm.virtualThreadsToUnblock;
            steps = vm.scheduler.steps;
            spawned = vm.scheduler.spawned;
            quietSteps = vm.scheduler.clock.quietSteps;
            busySteps = vm.scheduler.clock.busySteps;
        }
    }

    @Override public Memento save() { return new Memento(vm); }

    @Override public void restore(Memento m) {
        vm.scheduler.threads = new ArrayList<>(m.threads);
        for (int i = 0; i < m.threadStates.length; i++) m.threads.get(i).restore(m.threadStates[i]);
        vm.heap.restoreRng(m.heapState, m.bootHashes);
        vm.heap.forgetInternedSince(m.literals, m.interned);
        vm.clockNanos = m.clockNanos;
        vm.interpreter.instructions = m.instructions;
        vm.nextThreadId = m.nextThreadId;
        vm.scheduler.current = m.current;
        vm.scheduler.mainThrew = m.mainThrew;
        vm.scheduler.shutdownStarted = m.shutdownStarted;
        vm.scheduler.steps = m.steps;
        vm.scheduler.clock.quietSteps = m.quietSteps;
        vm.scheduler.clock.busySteps = m.busySteps;
        vm.scheduler.spawned = m.spawned;
        vm.mainThread = m.mainThread;
        vm.virtualThreadsToUnblock = m.toUnblock;
    }

    /**
     * The clock's explicit advances (sleeps, timeouts), not the instructions it also counts, which
     * would keep states reached by paths of different lengths apart; the next thread id, the
     * interned strings, the identity-hash generator, and whether main threw or shutdown began.
     */
    @Override public void hash(Sink sink) {
        sink.add(vm.clockNanos);
        sink.add(vm.nextThreadId);
        sink.add(vm.heap.internedStrings().size());
        sink.add(vm.heap.identityHashSeed());
        sink.add(vm.scheduler.mainThrew ? 1 : 0);
        sink.add(vm.scheduler.shutdownStarted ? 1 : 0);
    }
}
