package jvsim.vm;

import java.util.List;

/**
 * The VM's state outside the heap's objects and the classes' statics, as {@link VmSnapshot} and
 * {@link Checkpoint} capture it: which classes are loaded (those that come later are undone) and
 * the mementos of every registered {@link StateComponent} — the VM's own ({@link CoreState}:
 * threads and frames, counters, clock, interned strings), the gates', and the natives'. Both
 * kinds of restore go through here, so a component is saved and restored by both or by neither.
 */
final class MachineState {
    private final Vm vm;
    final int classCount;
    private final Object[] components;
    /** With jvsim.checkBarriers: each component's hash here, which a restore must give again. */
    private final long[] hashes;

    MachineState(Vm vm) {
        this.vm = vm;
        classCount = vm.classes.loaded().size();
        components = vm.components.save();
        hashes = VmSnapshot.CHECK ? vm.components.hashes() : null;
    }

    /** Classes loaded since: as if never loaded (not found by name, uninitialized unless arrays, fresh mirror). */
    void unloadLaterClasses() {
        List<VmClass> classes = vm.classes.loaded();
        for (int i = classCount; i < classes.size(); i++) {
            VmClass c = classes.get(i);
            vm.classes.resetStatics(c);
            vm.classes.resetMirror(c);
            vm.classes.withdraw(c);
            // an array class is initialized from its creation on (it has no initializer): one created
            // again in a re-execution is so at once, and the kept one must be too, or the re-execution
            // takes an initialization step the first execution did not (Class.forName of an array
            // class in Derby's boot diverged so until 2026-11-29)
            c.initState = c.isArray() ? VmClass.INITIALIZED : VmClass.LOADED;
            c.initThread = null;
        }
    }

    void restore() {
        vm.components.restore(components);
        vm.exitStatus = null;
        vm.current = null;
        if (hashes != null) {
            long[] now = vm.components.hashes();
            for (int i = 0; i < now.length; i++)
                if (now[i] != (i < hashes.length ? hashes[i] : vm.components.initialHash(i))) throw new IllegalStateException("jvsim: state component " + vm.components.get(i) + " not restored to its saved state");
        }
    }
}
